// The teacher's guide (`/?teach`): docs/TEACHING.md rendered in the app, so the guide a lecturer
// reads on the site and the one in the repository are one text; in another language, each of its
// paragraphs, list items and table cells from the course catalogue (teacherGuideText.ts).
import { Marked } from 'marked';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import guide from '../../../docs/TEACHING.md?raw';
import { AppHeader } from '../AppHeader';
import { teacherGuideHtml } from './teacherGuideHtml';
import { translateGuide } from './teacherGuideText';
import './teacherGuide.css';

const marked = new Marked();

export function TeacherGuidePage() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const html = useMemo(() => {
    // English is the file itself; another language is the file's pieces, each from the catalogue by its English.
    const text = locale === 'en' ? guide : translateGuide(guide, (piece) => i18n._({ id: piece, message: piece }));
    return teacherGuideHtml(marked.parse(text, { async: false }));
  }, [i18n, locale]);
  return (
    <div className="app">
      <AppHeader current="teach" />
      <main className="page prose teacher-guide" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
