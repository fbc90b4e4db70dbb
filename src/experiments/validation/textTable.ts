// A table as a header and rows of display strings: the validation report's Markdown and the app's
// validation page both render the same tables.

export interface TextTable {
  head: string[];
  rows: string[][];
}

/** A table in Markdown. */
export function markdownTable({ head, rows }: TextTable): string {
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
