// Every display formula of every lesson, in every language of the course, fits a 390 px phone
// without scrolling sideways: it breaks between its statements (lessonMarkdown.ts displayMath)
// and no statement alone is wider than the screen. The formulas are typeset here as the lesson
// page typesets them and set in a lesson page's text, with its styles and KaTeX's fonts, so one
// page measures them all.
import { readdirSync, readFileSync } from 'node:fs';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { displayMath } from '../../src/ui/lessons/lessonMarkdown';
import { openPage } from './browser';
import { useChromium } from './suite';

const LESSONS = new URL('../../lessons/', import.meta.url);

/** Each `$$ … $$` block of each lesson file (English at the top, translations in a folder per language). */
function displayFormulas(): { where: string; tex: string }[] {
  const files = readdirSync(LESSONS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md') && !f.startsWith('scenarios'));
  return files.flatMap((f) => {
    const parts = readFileSync(new URL(f, LESSONS), 'utf8').split('\n$$\n');
    return parts.filter((_, i) => i % 2 === 1).map((tex, k) => ({ where: `${f} formula ${k + 1}`, tex }));
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
