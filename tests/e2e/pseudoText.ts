// What "a string left in English" means in the pseudo-locale (`?locale=pseudo`, every message
// accented): a visible text node with a plain-English word of three letters or more. Data are not
// messages and may stay as they are: names the sim gives (variants, queues, flows), units,
// symbols and numbers. Shared by the pseudo-locale tests of the pages and of the lab's views.
import type { Page } from 'playwright-core';

/** Data, not messages: names the sim gives (variants, queues, flows) and the units and symbols beside numbers. */
export const DATA_WORDS = [
  'Tahoe', 'Reno', 'NewReno', 'Vegas', 'Enhanced', 'CUBIC', 'BBR', 'UDP', 'CBR', 'DropTail', 'RED', 'PIE', 'CoDel', 'FQ-CoDel', 'DRR',
  'Mb/s', 'kb/s', 'Gb/s', 'RTT₀',
];

/**
 * The symbols of the field a chart or the network picture writes beside its numbers (cwnd, RTT,
 * BtlBw…), acronyms, file formats and key names: the same in every language.
 */
export const SYMBOL_WORDS = [
  'cwnd', 'ssthresh', 'RTT', 'BaseRTT', 'BtlBw', 'RTprop', 'W_max', 'W_est', 'W_cubic', 'minTh', 'maxTh', 'maxP', 'ACK', 'ACKs', 'SYN', 'SYN-ACK', 'ECN', 'SACK',
  'AIMD', 'JFI', 'BDP', 'CSV', 'SVG', 'PNG', 'STARTUP', 'DRAIN', 'PROBE_BW', 'PROBE_RTT', 'Diff', 'Ctrl', 'Shift', 'Home',
];

export interface EnglishCheck {
  /** The regions whose every word is a catalogue message (selectors). */
  regions: string[];
  /** Elements whose text is data (selectors). */
  dataElements: string;
  /** Words that may stay as they are, besides DATA_WORDS and SYMBOL_WORDS (flow names). */
  allowed?: string[];
}

/** The visible text nodes in `regions` that still have an English word, each described. */
export function englishLeft(page: Page, check: EnglishCheck): Promise<string[]> {
  return page.evaluate(
    ({ regions, dataElements, allowedWords }) => {
      const allowed = new Set(allowedWords);
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('details:not([open]) > :not(summary)');
      };
      const found: string[] = [];
      for (const region of regions.flatMap((s) => [...document.querySelectorAll(s)])) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const parent = n.parentElement;
          if (!parent || parent.closest(dataElements) || parent.closest('.sr-only') || !visible(parent)) continue;
          const words = (n.textContent ?? '').split(/[\s()[\],.;:!?“”"'·→/=+×–—…]+/).filter((w) => /[A-Za-z]{3,}/.test(w));
          const left = words.filter((w) => !allowed.has(w) && !allowed.has(w.replace(/[^\w+/-]/g, '')));
          if (left.length > 0) found.push(`“${(n.textContent ?? '').trim().slice(0, 60)}” in <${parent.tagName.toLowerCase()} class="${parent.getAttribute('class') ?? ''}">`);
        }
      }
      return found;
    },
    { regions: check.regions, dataElements: check.dataElements, allowedWords: [...DATA_WORDS, ...SYMBOL_WORDS, ...(check.allowed ?? [])] },
  );
}
