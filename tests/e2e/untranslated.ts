// What the pseudo-locale tests look for on a page (`?locale=pseudo`): English words left in the
// parts that come from the catalogue (pseudoText.ts says what counts), controls whose text is
// clipped or runs off the screen, and a page wider than the screen. Shared by every page's
// pseudo-locale test.
import type { Page } from 'playwright-core';
import { englishLeft } from './pseudoText';

/**
 * Elements whose text is data: the scenario's own title and description, flow names, code, menus'
 * other options, and typeset maths (a formula's symbols and its `\text{…}` names are notation; the
 * pseudo-locale keeps them, and a translation translates them where its readers would).
 */
export const DATA_ELEMENTS = '.scenario-title, .scenario-panel, .flow-card__name, .flow-card__variant, code, option, .flow-class summary, .katex';

export interface Findings {
  overflowPx: number;
  clipped: string[];
  english: string[];
}

/**
 * Looks over the regions `translated` (CSS selectors whose every word is a catalogue message) of
 * `page`. Besides pseudoText's data and symbol words and DATA_ELEMENTS, `flowNames` and
 * `more.words` are data, and so is text inside `more.elements` (a page's English-by-design parts,
 * e.g. `[lang="en"]`).
 */
export async function inspect(page: Page, translated: string[], flowNames: string[], more: { words?: readonly string[]; elements?: string } = {}): Promise<Findings> {
  // A lesson's math reads as its TeX source until KaTeX has loaded (lessonMarkdown.ts), which a
  // busy machine can make later than the step: the text is looked at as typeset.
  await page.waitForFunction(
    (translated) => translated.flatMap((s) => [...document.querySelectorAll(s)]).every((region) => !/\$[^$]+\$/.test(region.textContent ?? '')),
    translated,
  );
  const layout = await page.evaluate((translated) => {
    const de = document.documentElement;
    const width = de.clientWidth;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('details:not([open]) > :not(summary)');
    };
    const clipped: string[] = [];
    for (const region of translated.flatMap((s) => [...document.querySelectorAll(s)])) {
      for (const el of region.querySelectorAll<HTMLElement>('button, summary, label, a, h1, h2, h3, legend')) {
        if (!visible(el) || el.closest('.sr-only')) continue;
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim().slice(0, 40);
        if (r.left < -1 || r.right > width + 1) clipped.push(`${el.tagName} “${text}” runs off the screen (${Math.round(r.left)}–${Math.round(r.right)} of ${width})`);
        else if (el.tagName === 'BUTTON' && el.scrollWidth > el.clientWidth + 1) clipped.push(`button “${text}” cut: its text needs ${el.scrollWidth} px, it has ${el.clientWidth}`);
      }
    }
    return { overflowPx: de.scrollWidth - width, clipped };
  }, translated);
  const english = await englishLeft(page, {
    regions: translated,
    dataElements: more.elements ? `${DATA_ELEMENTS}, ${more.elements}` : DATA_ELEMENTS,
    allowed: [...flowNames.flatMap((n) => n.split(/\s+/)), ...(more.words ?? [])],
  });
  return { ...layout, english };
}
