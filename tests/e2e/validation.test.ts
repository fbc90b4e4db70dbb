// The validation page in Chromium: `/?validation` draws the committed report (every case, its
// tables and charts) with no console error, is linked from the lab's header, fits 1280×800 and
// 1024×768 without sideways scrolling of the page, and the Markdown report is served as UTF-8.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openLab, openPage, screenshot } from './browser';
import { useChromium } from './suite';
import type { ValidationReport } from '../../src/experiments/validation/types';
import { asNs3Comparison, ns3MeasureRows } from '../../src/experiments/validation/ns3Compare';

const committed = JSON.parse(readFileSync('public/validation/report.json', 'utf8')) as ValidationReport;
/** The ns-3 comparison as committed (whatever `npm run validate:ns3` last wrote). */
const ns3 = asNs3Comparison(JSON.parse(readFileSync('public/validation/ns3.json', 'utf8')));

describe('validation page', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ])('draws every case of the committed report at $width×$height', async ({ width, height }) => {
    const { page, errors } = await openPage(browser, `${url}?validation`, { width, height });
    await page.getByRole('heading', { name: 'Validation against ns-2.35' }).waitFor();
    for (const c of committed.cases) {
      await expect.poll(() => page.getByRole('heading', { name: new RegExp(`^Case ${c.number}: `) }).count()).toBe(1);
    }
    const configs = committed.cases.reduce((n, c) => n + c.configs.length, 0);
    expect(await page.getByRole('table', { name: /: per point$/ }).count()).toBe(configs);
    expect(await page.locator('.vr__chart > svg').count()).toBe(configs);
    expect(await page.getByRole('table', { name: /Summary/ }).getByRole('row').count()).toBe(configs + 1);
    expect(await page.title()).toMatch(/^Validation against ns-2\.35/);
    // Wide tables scroll in their own boxes; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `validation-${width}`);
    await page.locator('.vr__config').nth(1).evaluate((el) => el.scrollIntoView());
    await screenshot(page, `validation-${width}-chart`);
    // The papers' findings in both profiles, one row each, reached from the table of contents.
    const profiles = committed.profiles ?? [];
    expect(profiles.length).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Cases' }).getByRole('link', { name: 'Findings in the two profiles' }).click();
    expect(await page.getByRole('table', { name: 'Each paper finding in the ns2 and the standard profile' }).getByRole('row').count()).toBe(profiles.length + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `validation-${width}-profiles`);
    await page.getByRole('navigation', { name: 'Cases' }).getByRole('link').last().click();
    await screenshot(page, `validation-${width}-last-case`);
    expect(errors).toEqual([]);
  });

  it('draws the CUBIC/BBR comparison with ns-3.37 as the committed ns3.json has it, reached from the contents', async () => {
    const { page, errors } = await openPage(browser, `${url}?validation`, { width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Cases' }).getByRole('link', { name: 'CUBIC and BBR against ns-3.37' }).click();
    const section = page.locator('#ns3');
    await section.getByRole('heading', { name: 'CUBIC and BBR against ns-3.37' }).waitFor();
    const met = ns3.cases.filter((c) => c.pass).length;
    expect(await section.textContent()).toContain(`${met} of ${ns3.cases.length} cases meet every target.`);
    const table = section.getByRole('table', { name: /against ns-3\.37/ });
    for (const c of ns3.cases) {
      const rows = ns3MeasureRows(c, ns3.targets);
      const drawn = table.locator(`tr[data-case="${c.id}"]`);
      expect(await drawn.count(), c.id).toBe(rows.length);
      expect(await drawn.first().locator('[data-case-verdict]').getAttribute('data-case-verdict'), c.id).toBe(c.pass ? 'pass' : 'miss');
      for (const [i, r] of rows.entries()) {
        const cells = await drawn.nth(i).locator('td').allTextContents();
        expect(cells, `${c.id} ${r.measure}`).toEqual([r.measure, r.ns3, r.ours, r.difference, r.target, r.pass ? 'pass' : 'miss']);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'validation-ns3-1280');
    await page.setViewportSize({ width: 1024, height: 768 });
    await section.evaluate((el) => el.scrollIntoView());
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'validation-ns3-1024');
    expect(errors).toEqual([]);
  });

  it('is one click from the lab header, and back', async () => {
    const { page, errors } = await openLab(browser, url);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Validation' }).click();
    await page.getByRole('heading', { name: 'Validation against ns-2.35' }).waitFor();
    expect(new URL(page.url()).search).toBe('?validation');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Lab' }).click();
    await page.waitForFunction(() => (window as unknown as { lab?: { flows: unknown[] } }).lab?.flows.length === 2);
    expect(errors).toEqual([]);
  });

  it('serves the Markdown report as UTF-8, so its symbols are not garbled', async () => {
    const { page } = await openPage(browser, `${url}?validation`);
    const res = await page.request.get(`${url}validation/report.md`);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toMatch(/charset=utf-8/i);
    await page.goto(`${url}validation/report.md`);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('≤');
    expect(text).not.toMatch(/â‰|Î±|â€/);
  });
});
