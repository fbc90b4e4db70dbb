// Every display formula of every lesson, in every language of the course, fits a 390 px phone
// without scrolling sideways: it breaks between its statements (lessonMarkdown.ts displayMath)
// and no statement alone is wider than the screen. The formulas are typeset here as the lesson
// page typesets them and set in a lesson page's text, with its styles and KaTeX's fonts, so one
// page measures them all.
import katex from 'katex';
import { Marked, type Token } from 'marked';
import markedKatex from 'marked-katex-extension';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { displayMath } from '../../src/ui/lessons/lessonMarkdown';
import { openPage } from './browser';
import { useChromium } from './suite';

/** The page's tokenizer for $…$ and $$…$$ (lessonMarkdown.ts loadMath), so a formula is found here as the page finds it. */
const lexer = new Marked().use(markedKatex({ throwOnError: false, nonStandard: true }));

/** Each display formula of each lesson file (English at the top of lessons/, translations in a folder per language). */
function displayFormulas(): { where: string; tex: string }[] {
  return [...readLessonFiles()].flatMap(([file, md]) => {
    if (!file.endsWith('.md')) return [];
    const found: string[] = [];
    lexer.walkTokens(lexer.lexer(md), (t: Token) => {
      if (t.type === 'blockKatex' && (t as { displayMode?: boolean }).displayMode === true) found.push(String((t as { text?: string }).text));
    });
    return found.map((tex, k) => ({ where: `${file} formula ${k + 1}`, tex }));
  });
}

describe('display formulas on a phone', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('every lesson formula, in every language, fits 390 px without scrolling sideways', async () => {
    const formulas = displayFormulas();
    // The course has display formulas in English and each translation.
    expect(formulas.length).toBeGreaterThanOrEqual(4 * 14);
    const { page, errors } = await openPage(browser, `${url}?lesson=vegas-cam&step=explain`, { width: 390, height: 844, touch: true });
    // The page's own formula: KaTeX's styles are loaded.
    await page.waitForSelector('.lesson .markdown .math-display .katex');
    const html = formulas.map((f) => displayMath(katex, f.tex));
    const widths = await page.evaluate(async (blocks) => {
      const text = document.querySelector('.lesson .markdown')!;
      const host = document.createElement('div');
      host.innerHTML = blocks.join('');
      text.append(host);
      await document.fonts.ready;
      return [...host.querySelectorAll<HTMLElement>('.math-display')].map((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
    }, html);
    expect(widths).toHaveLength(formulas.length);
    const tooWide = formulas.flatMap((f, i) => (widths[i].scroll > widths[i].client ? [`${f.where}: ${widths[i].scroll} px in ${widths[i].client} px`] : []));
    expect(tooWide, 'add an \\allowbreak after a relation or between two \\text pieces of the statement that is too wide').toEqual([]);
    // The formulas are laid out at a phone's width, not a desktop's.
    expect(Math.max(...widths.map((w) => w.client))).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
