// The teacher's guide cut into messages and put back together: nothing of the guide is lost or
// changed on the way (the guide rebuilt from its own pieces renders as the guide does), a
// translation replaces every piece and nothing else (code stays as it is), and the pieces are what a
// translator can work with (one line each, no table syntax, no code).
import { readFileSync } from 'node:fs';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { guideMessages, translateGuide } from '../../../src/ui/pages/teacherGuideText';

const GUIDE = readFileSync(new URL('../../../docs/TEACHING.md', import.meta.url), 'utf8');
const marked = new Marked();
/** Rendered HTML with the source's line breaks inside a paragraph (which the browser shows as spaces) as spaces. */
const html = (md: string) => (marked.parse(md, { async: false }) as string).replace(/\s+/g, ' ').replace(/> </g, '><');

describe('the teacher’s guide as messages', () => {
  it('rebuilt from its own pieces, renders as the guide does', () => {
    expect(html(translateGuide(GUIDE, (p) => p))).toBe(html(GUIDE));
  });

  it('cuts headings, paragraphs, list items and table cells, each on one line; code is not a piece', () => {
    const pieces = guideMessages(GUIDE);
    expect(pieces).toContain('1. Put it on your course site');
    expect(pieces).toContain('what you do');
    expect(pieces.some((p) => p.startsWith('**Offline**: after one visit'))).toBe(true);
    expect(pieces.some((p) => p.startsWith('Set up the scenario in the lab'))).toBe(true);
    for (const p of pieces) {
      expect(p).not.toMatch(/\n/);
      expect(p).not.toMatch(/^\|/);
      expect(p).not.toMatch(/npm ci|<iframe src=/);
    }
    // A cell of numbers is the same in every language.
    expect(pieces).not.toContain('0–5');
  });

  it('a translation replaces every piece, and keeps the code and the structure', () => {
    const shouted = translateGuide(GUIDE, (p) => `«${p}»`);
    const h = marked.parse(shouted, { async: false }) as string;
    expect(h).toMatch(/<h2[^>]*>«1\. Put it on your course site»<\/h2>/);
    expect(h).toContain('npm run build -- --base /~lecturer/tcp-lab/');
    expect((h.match(/<li>/g) ?? []).length).toBe((marked.parse(GUIDE, { async: false }) as string).match(/<li>/g)!.length);
    expect((h.match(/<tr>/g) ?? []).length).toBe((marked.parse(GUIDE, { async: false }) as string).match(/<tr>/g)!.length);
    // Nothing of the English is left outside a translated piece but code, numbers and punctuation.
    const text = h.replace(/<pre>[\s\S]*?<\/pre>/g, '').replace(/<[^>]+>/g, ' ').replace(/«[^»]*»/g, '');
    expect(text).not.toMatch(/\p{L}{2,}/u);
  });
});
