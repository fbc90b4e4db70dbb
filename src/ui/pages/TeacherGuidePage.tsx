// The teacher's guide (`/?teach`): docs/TEACHING.md rendered in the app, so the guide a lecturer
// reads on the site and the one in the repository are one text.
import { Marked } from 'marked';
import { useMemo } from 'react';
import guide from '../../../docs/TEACHING.md?raw';
import { AppHeader } from '../AppHeader';
import { teacherGuideHtml } from './teacherGuideHtml';
import './teacherGuide.css';

const marked = new Marked();

export function TeacherGuidePage() {
  const html = useMemo(() => teacherGuideHtml(marked.parse(guide, { async: false })), []);
  return (
    <div className="app">
      <AppHeader current="teach" />
      <main className="page prose teacher-guide" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
