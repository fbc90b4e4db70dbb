// The teacher's guide (docs/TEACHING.md) as catalogue messages: the Markdown cut into the pieces a
// translator translates — each heading, paragraph, list item and table cell, its line breaks
// joined — and put back together in the reader's language. Code blocks are not text and stay as
// they are. `lingui extract` reads the same pieces (guideExtractor.ts), so the course catalogue
// lists every piece and a changed paragraph is a new message, untranslated until someone translates it.
import { Lexer, type Token, type Tokens } from 'marked';

/** A piece of the guide as its message: its Markdown with the source's line breaks joined. */
const piece = (markdown: string): string => markdown.replace(/\s*\n\s*/g, ' ').trim();

/** Whether a table cell has words to translate (a cell of numbers, "0–5", is the same in every language). */
const hasWords = (text: string): boolean => /\p{L}/u.test(text);

/** Walks the guide's blocks, giving `visit` each translatable piece; returns the guide rebuilt from the visit's answers. */
function rebuild(tokens: readonly Token[], visit: (text: string) => string, indent = ''): string {
  const out: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const t = token as Tokens.Heading;
        out.push(`${'#'.repeat(t.depth)} ${visit(piece(t.text))}`);
        break;
      }
      case 'paragraph':
      case 'text':
        out.push(visit(piece((token as Tokens.Paragraph).text)));
        break;
      case 'list': {
        const list = token as Tokens.List;
        const start = typeof list.start === 'number' ? list.start : 1;
        const items = list.items.map((item, i) => {
          const marker = list.ordered ? `${start + i}. ` : '- ';
          const body = rebuild(item.tokens, visit, ' '.repeat(marker.length));
          return `${marker}${body.trimStart()}`;
        });
        out.push(items.join(list.loose ? '\n\n' : '\n'));
        break;
      }
      case 'table': {
        const table = token as Tokens.Table;
        const cell = (c: Tokens.TableCell) => (hasWords(c.text) ? visit(piece(c.text)) : c.text);
        const row = (cells: Tokens.TableCell[]) => `| ${cells.map(cell).join(' | ')} |`;
        out.push([row(table.header), `|${table.header.map(() => ' --- ').join('|')}|`, ...table.rows.map(row)].join('\n'));
        break;
      }
      case 'blockquote': {
        const body = rebuild((token as Tokens.Blockquote).tokens, visit);
        out.push(body.replace(/^/gm, '> '));
        break;
      }
      case 'space':
        break;
      default:
        // Code, rules and HTML are not prose: as written.
        out.push(token.raw.replace(/\n+$/, ''));
    }
  }
  return out.join('\n\n').replace(/\n(?=.)/g, `\n${indent}`);
}

/** Every piece of the guide a translator translates, in order (repeats included). */
export function guideMessages(markdown: string): string[] {
  const found: string[] = [];
  rebuild(Lexer.lex(markdown), (text) => {
    found.push(text);
    return text;
  });
  return found;
}

/** The guide with each piece replaced by `translate(piece)`. */
export function translateGuide(markdown: string, translate: (text: string) => string): string {
  return `${rebuild(Lexer.lex(markdown), translate)}\n`;
}
