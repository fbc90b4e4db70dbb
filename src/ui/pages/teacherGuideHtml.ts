// Adapts the teacher's guide's HTML (rendered from docs/TEACHING.md, a trusted file of the
// repository) to a page of the app: the header's "TCP Fairness Lab" is the page's one <h1>, so the
// guide's headings move one level down; and a link to another file of docs/, which the site does
// not serve, reads as that file's name instead of leading nowhere.

export function teacherGuideHtml(html: string): string {
  return html
    .replace(/<(\/?)h([1-5])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Number(level) + 1}`)
    .replace(/<a href="(?![a-z]+:|[?#/])([^"]+\.md)">([^<]*)<\/a>/gi, (_m, href: string) => `<code>docs/${href}</code>`);
}
