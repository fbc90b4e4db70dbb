// What "fits a phone" means for the end-to-end tests: in Chromium's mobile emulation (a meta
// viewport, touch events, a coarse pointer) the page is no wider than the screen and every control
// a finger uses is at least 44 × 44 CSS px. Mobile emulation widens innerWidth to the content, so
// the page's scrollWidth is compared with its clientWidth (the layout viewport), which do not.
// And what "the header is two tidy rows" means at a desktop's and a projector's width (headerRows).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The screens: the narrowest phone, a common phone, a tablet and a phone on its side. */
export const SCREENS = [
  { width: 360, height: 740, lessons: true },
  { width: 390, height: 844, lessons: false },
  { width: 768, height: 1024, lessons: true },
  { width: 844, height: 390, lessons: true },
];

export interface Fit {
  scrollWidth: number;
  clientWidth: number;
  /** Controls under 44 × 44 CSS px, described. */
  small: string[];
  /** Fold-outs (summaries) shown without a disclosure triangle, so nothing says they open. */
  unmarked: string[];
  /**
   * The header's context cut off: a lesson's counter ("Lesson 15 of 17") cut at all, or any title
   * cut to a sliver too narrow to read (a long title may end in an ellipsis where it has room).
   */
  cut: string[];
}

/**
 * How the page fits, and its too-small targets. A target is a button, menu, text box, slider,
 * summary, and a link that stands alone: the header's, the skip link, and any other whose block
 * holds no words but links' (a way back, a contents list, a row of links); a radio button or
 * checkbox is hit through its label (and the "Open file…" input, hidden, through its label), so
 * the label is what is measured. Exceptions, by design: links inside running text (WCAG 2.5.8's
 * inline exception: a sentence's line height sets their size) and controls not rendered (in a
 * closed fold, or hidden).
 */
export function measureFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const de = document.documentElement;
    const small: string[] = [];
    /** Whether link `a` is in running text: its nearest block holds words besides links'. */
    const inText = (a: HTMLElement): boolean => {
      let block = a.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      let words = '';
      const walk = (n: Node) => {
        for (const c of n.childNodes) {
          if (c.nodeType === Node.TEXT_NODE) words += c.textContent;
          else if (c instanceof HTMLElement && !c.matches('a[href]')) walk(c);
        }
      };
      walk(block);
      return /[\p{L}\p{N}]/u.test(words);
    };
    const links = [...document.querySelectorAll<HTMLElement>('a[href]')].filter((a) => a.matches('.app__nav a, .skip-link') || !inText(a));
    const targets = [...document.querySelectorAll<HTMLElement>('button, select, input, textarea, summary, [role="slider"]'), ...links];
    for (const el of targets) {
      const box = el.matches('input[type="radio"], input[type="checkbox"], input[type="file"]') ? (el.closest('label') ?? el) : el;
      const r = box.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (getComputedStyle(box).visibility === 'hidden') continue;
      if (r.width < 43.5 || r.height < 43.5) {
        const name = (el.getAttribute('aria-label') ?? box.textContent ?? '').trim().slice(0, 30);
        small.push(`${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${name}" ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
      }
    }
    const unmarked: string[] = [];
    for (const s of document.querySelectorAll<HTMLElement>('summary')) {
      if (s.getBoundingClientRect().width === 0) continue;
      const cs = getComputedStyle(s);
      if (cs.display !== 'list-item' || cs.listStyleType === 'none') unmarked.push(`"${(s.textContent ?? '').trim().slice(0, 30)}" (display ${cs.display}, list-style ${cs.listStyleType})`);
    }
    const clipped = (b: HTMLElement) => b.getClientRects().length > 0 && getComputedStyle(b).display !== 'inline' && (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1);
    const cut = [...document.querySelectorAll<HTMLElement>('.app__context')]
      .filter((c) => [c, ...c.querySelectorAll<HTMLElement>('*')].some(clipped) && (c.querySelector('.lesson__crumb') !== null || c.clientWidth < 80))
      .map((c) => `"${(c.textContent ?? '').trim().slice(0, 40)}" in ${c.clientWidth}×${c.clientHeight} px`);
    return { scrollWidth: de.scrollWidth, clientWidth: de.clientWidth, small, unmarked, cut };
  });
}

export async function expectFits(page: Page, where: string): Promise<void> {
  const fit = await measureFit(page);
  expect(fit.scrollWidth, `${where}: the page is ${fit.scrollWidth} px wide on a ${fit.clientWidth} px screen`).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.small, `${where}: targets under 44 × 44 px`).toEqual([]);
  expect(fit.unmarked, `${where}: fold-outs without a disclosure triangle`).toEqual([]);
  expect(fit.cut, `${where}: the header's lesson counter or title cut off`).toEqual([]);
}

/** Waits until a lazily loaded page has replaced its "Loading…". */
export const pageShown = (page: Page) =>
  page.waitForFunction(() => document.querySelector('main') && !document.querySelector('main [role="status"]')?.textContent?.startsWith('Loading'));

/**
 * Menus whose chosen option's text is wider than their box can show on one line (Chromium's mobile
 * menus then break it over two lines of a one-line box and cut both), described. The box shows the
 * text between its paddings, less about 20 px for its arrow.
 */
export function clippedMenus(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLSelectElement>('select')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const cs = getComputedStyle(el);
      // A transparent menu over a label of its own (the language picker shows its language's code).
      if (cs.opacity === '0') continue;
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const text = el.selectedOptions[0]?.textContent ?? '';
      const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
      const need = ctx.measureText(text).width;
      if (need > room) out.push(`"${text}" needs ${need.toFixed(0)} px, has ${room.toFixed(0)}`);
    }
    return out;
  });
}

/**
 * Sentences set across a table's columns (a cell spanning them, such as a lesson summary's "not
 * yet" row) that run past what the table's scroll box shows: a reader sees them cut mid-word.
 * Each described by its first words.
 */
export function sentencesPastTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.table-scroll td[colspan]')]
      .filter((td) => {
        const box = td.closest('.table-scroll')!.getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(td);
        const r = words.getBoundingClientRect();
        return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
      })
      .map((td) => `"${(td.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

/** The header's controls grouped into rows by their vertical centre; and any control whose text wrapped. */
export async function headerRows(page: Page): Promise<{ rows: number; wrapped: string[]; overflowPx: number; overlaps: string[]; titleCutTo: number | null }> {
  return page.evaluate(() => {
    const header = document.querySelector('.app__header')!;
    // Shown: laid out, and more than the 1 px box of what is read but not shown (a visually hidden name).
    const els = [...header.querySelectorAll<HTMLElement>('button, select, a, .clock, h1, .tag')].filter((e) => e.offsetParent !== null && e.getBoundingClientRect().width > 1);
    const overlaps: string[] = [];
    const boxes = els.map((e) => e.getBoundingClientRect());
    for (let i = 0; i < els.length; i++)
      for (let j = i + 1; j < els.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a.width && b.width && !els[i].contains(els[j]) && !els[j].contains(els[i]) && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) {
          overlaps.push(`${(els[i].textContent ?? '').trim()} × ${(els[j].textContent ?? '').trim()}`);
        }
      }
    const centres = new Set<number>();
    const wrapped: string[] = [];
    for (const e of els) {
      const r = e.getBoundingClientRect();
      centres.add(Math.round((r.top + r.height / 2) / 12));
      const line = parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.4;
      if (e.tagName !== 'SELECT' && r.height > 2.2 * line) wrapped.push((e.textContent ?? e.tagName).trim());
    }
    // The scenario's title, where the header shows it: at least a few words of it (px shown, when fewer than 96).
    const title = header.querySelector<HTMLElement>('.scenario-title__text');
    const shownPx = title && title.offsetParent !== null ? title.clientWidth : null;
    const titleCutTo = shownPx !== null && shownPx < 96 && title!.scrollWidth > shownPx ? shownPx : null;
    return { rows: centres.size, wrapped, overflowPx: document.documentElement.scrollWidth - window.innerWidth, overlaps, titleCutTo };
  });
}
