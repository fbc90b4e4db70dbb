// The queue-discipline cases against ns-3.37 on the validation page: `/?validation` draws them as
// the committed ns3.json has them (every measure, its verdict or "no target"), reached from the
// contents, with no console error, and the page does not scroll sideways at 1280×800 or on a phone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, screenshot } from './browser';
import { useChromium } from './suite';
import { asNs3Comparison } from '../../src/experiments/validation/ns3Compare';
import { ns3QueueMeasureRows } from '../../src/experiments/validation/ns3QueueCompare';

const ns3 = asNs3Comparison(JSON.parse(readFileSync('public/validation/ns3.json', 'utf8')));
const queueCases = ns3.queueCases ?? [];

describe('validation page: queue disciplines against ns-3.37', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('draws every queue case of the committed ns3.json, reached from the contents', async () => {
    expect(queueCases.length).toBeGreaterThan(0);
    const { page, errors } = await openPage(browser, `${url}?validation`, { width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Cases' }).getByRole('link', { name: 'Queue disciplines against ns-3.37' }).click();
    const section = page.locator('#ns3-queues');
    await section.getByRole('heading', { name: 'Queue disciplines against ns-3.37' }).waitFor();
    const met = queueCases.filter((c) => c.pass).length;
    expect(await section.textContent()).toContain(`${met} of ${queueCases.length} queue cases meet every target.`);
    const table = section.getByRole('table', { name: /queue-discipline cases/ });
    for (const c of queueCases) {
      const rows = ns3QueueMeasureRows(c);
      const drawn = table.locator(`tr[data-case="${c.id}"]`);
      expect(await drawn.count(), c.id).toBe(rows.length);
      expect(await drawn.first().locator('[data-case-verdict]').getAttribute('data-case-verdict'), c.id).toBe(c.pass ? 'pass' : 'miss');
      for (const [i, r] of rows.entries()) {
        const cells = await drawn.nth(i).locator('td').allTextContents();
        const targeted = r.target !== 'none';
        expect(cells, `${c.id} ${r.measure}`).toEqual([r.measure, r.ns3, r.ours, r.difference, targeted ? r.target : '', targeted ? (r.pass ? 'pass' : 'miss') : 'no target']);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'validation-ns3-queues-1280');
    expect(errors).toEqual([]);
  });

  it('keeps the page from scrolling sideways on a phone, the wide table scrolling in its own box', async () => {
    const { page, errors } = await openPage(browser, `${url}?validation`, { width: 390, height: 844, touch: true });
    const section = page.locator('#ns3-queues');
    await section.getByRole('heading', { name: 'Queue disciplines against ns-3.37' }).waitFor();
    await section.evaluate((el) => el.scrollIntoView());
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'validation-ns3-queues-390');
    expect(errors).toEqual([]);
  });
});
