// Lesson text to HTML: Markdown (marked) with $…$ and $$…$$ typeset by KaTeX at render time, and
// every {{measure}} turned into an empty slot that the page fills with this run's value.
import { Marked } from 'marked';
import markedKatex from 'marked-katex-extension';
import { PLACEHOLDER } from '../../lessons/parseLesson';

const marked = new Marked(markedKatex({ throwOnError: false, nonStandard: true }));

/** HTML for a lesson's Markdown; `{{name}}` becomes `<output data-measure="name">`. */
export function renderLessonMarkdown(md: string, inline = false): string {
  const withSlots = md.replace(PLACEHOLDER, (_m, name: string) => `<output class="measure" data-measure="${name}">—</output>`);
  return (inline ? marked.parseInline(withSlots) : marked.parse(withSlots)) as string;
}
