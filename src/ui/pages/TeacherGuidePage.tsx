// The teacher's guide (`/?teach`): docs/TEACHING.md rendered in the app, so the guide a lecturer
// reads on the site and the one in the repository are one text; in another language, each of its
// paragraphs, list items and table cells from the course catalogue (teacherGuideText.ts).
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import guide from '../../../docs/TEACHING.md?raw';
import { AppHeader } from '../AppHeader';
import { presetLinks, thisPagesLab } from '../presetLinks';
import { guideHtml } from './guideHtml';
import './teacherGuide.css';

export function TeacherGuidePage() {
  const { i18n } = useLingui();
  // A preset opens in the lab as its share link would, in this page's language.
  const locale = i18n.locale;
  const html = useMemo(
    () => guideHtml(guide, i18n, presetLinks(i18n, thisPagesLab())),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the instance stays the same when the language changes; its locale is what changes
    [i18n, locale],
  );
  return (
    <div className="app">
      <AppHeader current="teach" />
      <main className="page prose teacher-guide" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
