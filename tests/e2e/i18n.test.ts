// The app in the reader's language, in Chromium: the browser's language by default, `?locale=` in a
// link, the header's picker (remembered, and changing the text without reloading the run), and
// Arabic right to left — the header, toolbar and settings mirrored, while the network picture, the
// charts and the timeline keep time and data flowing left to right.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, waitForLabTime } from './browser';
import { useChromium } from './suite';

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('languages', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('opens in the browser’s language, and a link’s ?locale= wins over it', async () => {
    const { page, errors } = await openLab(browser, url, { locale: 'es-MX' });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['es', 'ltr']);
    await expect.poll(() => page.getByRole('button', { name: 'Reproducir', exact: true }).count()).toBe(1);
    expect(await page.getByRole('toolbar', { name: 'Controles de la simulación' }).count()).toBe(1);

    await page.goto(`${url}?locale=zh-CN`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await expect.poll(() => page.getByRole('button', { name: '运行', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the picker changes the language in place: the run goes on, the choice is remembered, and a link no longer carries a language', async () => {
    const { page, errors } = await openLab(browser, `${url}?locale=ar`);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    await page.getByRole('button', { name: 'تشغيل', exact: true }).click();
    await waitForLabTime(page, 2);

    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('es');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // The same page and the same run: not reloaded, not reset.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    expect(await page.evaluate(() => (window as unknown as { lab: { status: { timeSec: number } } }).lab.status.timeSec)).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('button', { name: 'Pausa' }).count()).toBe(1);
    // The link's ?locale= is gone from the address, and so from a link shared from here.
    expect(new URL(page.url()).searchParams.has('locale')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('tcp-lab:locale'))).toBe('es');

    await page.goto(url);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(errors).toEqual([]);
  });

  it('a shared link keeps the sender’s language only when it is in the link', async () => {
    const { page } = await openLab(browser, `${url}?locale=es`);
    await page.getByRole('button', { name: 'Compartir…' }).click();
    const withLocale = await page.locator('#share-link').inputValue();
    expect(new URL(withLocale).searchParams.get('locale')).toBe('es');
    await page.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('es');
    await page.getByRole('button', { name: 'Compartir…' }).click();
    const link = await page.locator('#share-link').inputValue();
    expect(new URL(link).searchParams.has('locale')).toBe(false);
    // The scenario is in both.
    expect(new URL(link).hash).toBe(new URL(withLocale).hash);
  });

  it('Arabic is right to left: header, toolbar and settings mirrored; network, charts and timeline left to right', async () => {
    const { page, errors } = await openLab(browser, `${url}?locale=ar`, { width: 1280, height: 800 });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);

    // Mirrored: the title is right of the navigation, Play right of Share, the settings right of the views.
    const [title, nav] = [await box(page, '.app__header h1'), await box(page, '.app__nav')];
    expect(title.x).toBeGreaterThan(nav.x + nav.width - 1);
    const [play, share] = [await box(page, '.toolbar .primary'), await box(page, '.toolbar__scenario')];
    expect(play.x).toBeGreaterThan(share.x + share.width - 1);
    const [settings, views] = [await box(page, '.lab__controls'), await box(page, '.lab__views')];
    expect(settings.x).toBeGreaterThan(views.x + views.width - 1);

    // Not mirrored: the network picture (a canvas, whose text follows its element's direction), the charts and the timeline.
    const directions = await page.evaluate(() =>
      ['#network-picture', '.lab-charts', '.timeline'].map((s) => getComputedStyle(document.querySelector(s)!).direction),
    );
    expect(directions).toEqual(['ltr', 'ltr', 'ltr']);
    const ticks = await page.locator('.lab-charts__cell').first().locator('svg text').evaluateAll((els) =>
      els.filter((e) => /^\d+$/.test(e.textContent ?? '')).map((e) => ({ v: Number(e.textContent), x: e.getBoundingClientRect().x })),
    );
    const xAxis = ticks.filter((t) => t.v === 0 || t.v === 10);
    expect(xAxis.length).toBeGreaterThan(0);
    // Larger times further right (a y-axis tick shares no x with them: compare the two time ticks' x).
    const zero = Math.min(...ticks.filter((t) => t.v === 0).map((t) => t.x));
    const ten = Math.max(...ticks.filter((t) => t.v === 10).map((t) => t.x));
    expect(ten).toBeGreaterThan(zero);
    expect(errors).toEqual([]);
  });
});
