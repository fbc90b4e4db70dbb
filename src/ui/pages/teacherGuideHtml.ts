// Adapts the teacher's guide's HTML (rendered from docs/TEACHING.md, a trusted file of the
// repository) to a page of the app: the header's "TCP Fairness Lab" is the page's one <h1>, so the
// guide's headings move one level down; a link to another file of docs/, which the site does
// not serve, reads as that file's name instead of leading nowhere; and a link to a preset reads as
// the preset's name in the scenario menu and opens the lab with it (presetLinks.ts).
import { withPresetLinks, type PresetLink } from '../presetLinks';

export function teacherGuideHtml(html: string, preset: PresetLink): string {
  return withPresetLinks(html.replace(/<(\/?)h([1-5])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Number(level) + 1}`), preset).replace(
    /<a href="(?![a-z]+:|[?#/])([^"]+\.md)">([^<]*)<\/a>/gi,
    (_m, href: string) => `<code>docs/${href}</code>`,
  );
}
