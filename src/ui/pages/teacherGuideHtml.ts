// Adapts the teacher's guide's HTML (rendered from docs/TEACHING.md, a trusted file of the
// repository) to a page of the app: the header's "TCP Fairness Lab" is the page's one <h1>, so the
// guide's headings move one level down; a link to another file of docs/, which the site does
// not serve, reads as that file's name instead of leading nowhere; and a link to a preset,
// [words](#preset-<id>), reads as the preset's name in the scenario menu, in the reader's language,
// and opens the lab with it.

/** A preset as the guide links it: its name in the menu and the lab's link to it; null when there is no such preset. */
export type GuidePreset = (id: string) => { name: string; href: string } | null;

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function teacherGuideHtml(html: string, preset: GuidePreset): string {
  return html
    .replace(/<(\/?)h([1-5])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Number(level) + 1}`)
    .replace(/<a href="#preset-([a-z0-9-]+)">([^<]*)<\/a>/g, (m, id: string) => {
      const p = preset(id);
      return p ? `<a class="guide__preset" href="${escapeHtml(p.href)}">${escapeHtml(p.name)}</a>` : m;
    })
    .replace(/<a href="(?![a-z]+:|[?#/])([^"]+\.md)">([^<]*)<\/a>/gi, (_m, href: string) => `<code>docs/${href}</code>`);
}
