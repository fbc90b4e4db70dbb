// Arabic text that quotes English, on a 390 × 844 phone: a lesson's meta line (level, minutes, the
// paper's English citation, where in it) and the course index's read right to left, each item
// isolated in its own direction so the separators fall between the items and a citation keeps its
// order; and the problem panel of a malformed link sets its Arabic sentences in the body font, with
// only the field path and the quoted input as (monospace, left-to-right) code.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot } from './browser';
import { expectFits, pageShown } from './fit';
import { useChromium } from './suite';

const PHONE = { width: 390, height: 844, touch: true } as const;
const ARABIC = /[\u0600-\u06ff]/;

interface MetaItem {
  tag: string;
  dir: string | null;
  text: string;
  left: number;
  right: number;
  top: number;
}

/** The meta line's child elements, and the text between them (which must be separators only). */
function readMeta(page: Page, selector: string): Promise<{ items: MetaItem[]; between: string[] }> {
  return page.locator(selector).first().evaluate((p) => {
    const items = [...p.children].map((el) => {
      // A wrapped item has several boxes: its first line's is where it starts.
      const first = el.getClientRects()[0];
      return { tag: el.tagName.toLowerCase(), dir: el.getAttribute('dir'), text: el.textContent ?? '', left: first.left, right: first.right, top: first.top };
    });
    const between = [...p.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '');
    return { items, between };
  });
}

function expectIsolated(items: MetaItem[], between: string[], where: string): void {
  expect(items.length, where).toBeGreaterThanOrEqual(3);
  for (const item of items) {
    expect(item.tag, `${where}: "${item.text}"`).toBe('bdi');
    expect(item.dir, `${where}: "${item.text}"`).toMatch(/^(ltr|rtl)$/);
  }
  expect(between.filter((t) => !/^\s*(·\s*)?$/.test(t)), where).toEqual([]);
}

describe('Arabic lines that quote English, on a phone', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('a lesson’s meta line: each item isolated, read right to left, the English citation whole, nothing overflowing', async () => {
    // Lesson 7: its citation's title is English and its "where" opens with the authors' Latin names.
    const { page, errors } = await openPage(browser, `${url}?lesson=buffer-flips-winner&locale=ar`, PHONE);
    await pageShown(page);
    // The lesson's Arabic words arrive after the page: wait for its "where" in Arabic.
    await page.waitForFunction(() => /\(De\u00a0Vendictis & Baiocchi، /.test(document.querySelector('.lesson__meta')?.textContent ?? ''));
    const { items, between } = await readMeta(page, '.lesson__meta');
    expectIsolated(items, between, 'lesson 7');
    const [level, minutes, from, where] = items;
    expect(items).toHaveLength(4);
    // The level starts the line at the right, then the minutes, then the citation, leftwards.
    expect(level.top).toBe(minutes.top);
    expect(level.right).toBeGreaterThan(minutes.right);
    expect(minutes.left).toBeGreaterThanOrEqual(from.right - 1);
    for (const item of [level, minutes, from, where]) expect(item.dir, item.text).toBe('rtl');
    // The paper's English title is whole inside the citation, its parentheses around the "where".
    expect(from.text).toContain('Modeling a Mixed TCP Vegas and TCP Reno Scenario');
    expect(where.text).toMatch(/^\(De\u00a0Vendictis & Baiocchi، .+\)$/);
    await expectFits(page, 'lesson 7 in Arabic at 390×844');
    await screenshot(page, 'arabic-lesson-meta-390x844');
    expect(errors).toEqual([]);
  });

  it('the course index’s meta lines: each item isolated, read right to left, nothing overflowing', async () => {
    const { page, errors } = await openPage(browser, `${url}?lessons&locale=ar`, PHONE);
    await pageShown(page);
    await page.waitForFunction(() => /[\u0600-\u06ff]/.test(document.querySelector('.course__meta')?.textContent ?? ''));
    const lines = await page.locator('.course__meta').count();
    expect(lines).toBeGreaterThanOrEqual(17);
    for (let i = 0; i < lines; i++) {
      const { items, between } = await readMeta(page, `.course__item:nth-child(${i + 1}) .course__meta`);
      expectIsolated(items, between, `lesson ${i + 1}`);
      expect(items[0].right, `lesson ${i + 1}`).toBeGreaterThan(items[1].right);
    }
    await expectFits(page, 'the course in Arabic at 390×844');
    expect(errors).toEqual([]);
  });

  it('the problem panel: the Arabic sentences in the body font, only the place and the quoted input as code', async () => {
    // A link cut short, with a β out of range: two problems, one quoting the input.
    const { page, errors } = await openPage(browser, `${url}?locale=ar#2~R~Vb99~Va2b4~Va1b3`, PHONE);
    const panel = page.locator('.load-problem');
    await panel.waitFor();
    const lines = await panel.locator('ul').first().locator('li').evaluateAll((lis) =>
      lis.map((li) => {
        const sentence = li.querySelector('.load-problem__message');
        return {
          sentenceFont: sentence ? getComputedStyle(sentence).fontFamily : null,
          sentenceInCode: sentence?.closest('code') !== null,
          codes: [...li.querySelectorAll('code')].map((c) => ({ text: c.textContent ?? '', font: getComputedStyle(c).fontFamily })),
          text: li.textContent ?? '',
        };
      }),
    );
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l.text).toMatch(ARABIC);
      expect(l.sentenceInCode, l.text).toBe(false);
      expect(l.sentenceFont, l.text).not.toMatch(/mono/i);
      for (const c of l.codes) {
        expect(c.text, l.text).not.toMatch(ARABIC);
        expect(c.font).toMatch(/mono/i);
      }
    }
    expect(lines.map((l) => l.codes.map((c) => c.text))).toEqual([['(link)', '"~."', '"Va1b3"'], ['flows[1].beta']]);
    await expectFits(page, 'the problem panel in Arabic at 390×844');
    await screenshot(page, 'arabic-problem-panel-390x844');
    expect(errors).toEqual([]);
  });
});
