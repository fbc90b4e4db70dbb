// Offline use in Chromium, against a build served from a sub-path (/course/tcp-lab/): one visit
// installs the service worker; with the network switched off the lab runs, the course and a
// lesson open, the validation report loads and an experiment runs. Then a new build is "deployed"
// (its service worker changes): the page offers an update, and Reload, pressed from the keyboard,
// switches to it.
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeLabs, launch, newContext, recordErrors, screenshot, waitForLab, waitForLabTime } from './browser';
import { SUB_PATH as BASE, subPathBuild, type SubPathBuild } from './subPathBuild';

/** Waits until a service worker controls the page (it claims the page once it has cached the build). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

describe('offline and installable, from a sub-path', () => {
  let browser: Browser;
  let site: SubPathBuild;

  beforeAll(async () => {
    // The suite's sub-path build (subPathBuild.ts): no other test lets its service worker in, so
    // the deployments this file makes in it are seen here only.
    site = await subPathBuild();
    browser = await launch();
  });
  afterEach(closeLabs);

  it('the build serves from the sub-path, with a manifest and icons', async () => {
    expect(site.url).toMatch(/\/course\/tcp-lab\/$/);
    const manifest = JSON.parse(readFileSync(join(site.outDir, 'manifest.webmanifest'), 'utf8')) as {
      start_url: string;
      scope: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.start_url).toBe(BASE);
    expect(manifest.scope).toBe(BASE);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const icon of manifest.icons) {
      const res = await page.request.get(new URL(icon.src, site.url).href);
      expect(res.status(), icon.src).toBe(200);
    }
    // Everything the page links to resolves under the sub-path.
    await page.goto(site.url);
    const links = await page.$$eval('link[href]', (els) => els.map((e) => (e as HTMLLinkElement).href));
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(new URL(href).pathname.startsWith(BASE), href).toBe(true);
  });

  it('after one visit, the lab runs, a lesson opens, the validation report loads and an experiment runs with the network off', async () => {
    const context = await newContext(browser, { serviceWorkers: true, width: 1280, height: 800 });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto(site.url);
    await waitForLab(page);
    await waitForServiceWorker(page);
    await page.locator('[data-offline-ready]').waitFor();
    await screenshot(page, 'offline-ready');

    await context.setOffline(true);
    // The network is really off: a file the service worker did not cache fails.
    const uncached = await page.evaluate(async (url) => fetch(url).then((r) => r.status, (e: unknown) => String(e)), `${site.url}not-in-the-build.txt`);
    expect(uncached).toMatch(/Failed to fetch/);

    await page.reload();
    await waitForLab(page);
    await page.getByRole('button', { name: 'Play' }).click();
    await waitForLabTime(page, 3);
    expect(await page.locator('svg path').count()).toBeGreaterThan(0);

    await page.goto(`${site.url}?lessons`);
    await page.waitForSelector('[data-lesson-id="reno-sawtooth"]');
    await page.goto(`${site.url}?lesson=reno-sawtooth`);
    await page.waitForSelector('[data-lesson-part="predict"]');
    // KaTeX's fonts and styles come from the cache as well.
    expect(await page.evaluate(() => document.fonts.check('1em KaTeX_Main') || document.styleSheets.length > 1)).toBe(true);

    await page.goto(`${site.url}?validation`);
    await page.getByRole('heading', { name: /^Case 1: / }).waitFor();

    // The experiments: the list, and one run on the worker pool, with ns-2's values from the cached report.
    await page.goto(`${site.url}?experiments`);
    await page.locator('[data-experiment-id="reno-vegas-droptail-red"] a').waitFor();
    await page.goto(`${site.url}?experiment=reno-vegas-droptail-red`);
    const experiment = page.locator('[data-experiment="reno-vegas-droptail-red"]');
    await expect.poll(() => experiment.getAttribute('data-experiment-state')).toBe('idle');
    await page.locator('[data-experiment-run]').click();
    await expect.poll(async () => Number(await page.getByRole('progressbar').getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(0);
    // Offline, the pool runs to the end (its runs are short, so it may be done before a Cancel could land).
    await expect.poll(() => experiment.getAttribute('data-experiment-state'), { timeout: 120_000 }).toBe('done');
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.setOffline(false);
  });

  it('ships no source maps unless asked (SOURCEMAP=1)', () => {
    const maps = readdirSync(site.outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'));
    expect(maps).toEqual([]);
  });

  it('leaves a course page beside the build to the network: after a visit to the lab, dist/course.html is the course, not the lab', async () => {
    writeFileSync(join(site.outDir, 'course.html'), '<!doctype html><title>Week 3</title><h1 id="course">Week 3: congestion control</h1>');
    const context = await newContext(browser, { serviceWorkers: true, width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(site.url);
    await waitForLab(page);
    await waitForServiceWorker(page);
    await page.goto(`${site.url}course.html`);
    await expect.poll(() => page.locator('#course').count()).toBe(1);
    expect(await page.title()).toBe('Week 3');
    // The app's own pages still come from the cache with the network off; the course page is not the app's.
    await context.setOffline(true);
    await page.goto(`${site.url}?lessons`);
    await page.waitForSelector('[data-lesson-id="reno-sawtooth"]');
    const offlineCourse = await page.goto(`${site.url}course.html`).then(
      () => 'loaded',
      (e: unknown) => String(e),
    );
    expect(offlineCourse).toMatch(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  });

  it('offers a newly deployed build, and switches to it when the user presses Reload', async () => {
    const context = await newContext(browser, { serviceWorkers: true, width: 1280, height: 800 });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto(site.url);
    await waitForLab(page);
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBe(`${site.url}sw.js`);
    expect(await page.locator('[data-update-prompt]').count()).toBe(0);

    // A new deployment: the service worker's bytes change (as they do when any file's revision does).
    appendFileSync(join(site.outDir, 'sw.js'), '\n// deployed again\n');
    await page.reload();
    await waitForLab(page);
    const prompt = page.locator('[data-update-prompt]');
    await prompt.waitFor({ timeout: 20_000 });
    expect(await prompt.innerText()).toMatch(/new version/);
    await screenshot(page, 'offline-update-prompt');
    // In projector mode the prompt is as large as the rest of the page, and stays on screen at 1024 × 768.
    const fontPx = () => prompt.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    const normalPx = await fontPx();
    expect(normalPx).toBeLessThan(20);
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await expect.poll(fontPx).toBe(20);
    await page.setViewportSize({ width: 1024, height: 768 });
    const box = (await prompt.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    await screenshot(page, 'offline-update-prompt-projector');
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await expect.poll(fontPx).toBe(normalPx);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The new build waits: until the user says so, the page keeps its worker.
    const reloaded = page.waitForEvent('framenavigated', { timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Enter');
    await reloaded;
    await waitForLab(page);
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return reg !== undefined && reg.waiting === null && navigator.serviceWorker.controller !== null;
    });
    expect(await page.locator('[data-update-prompt]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
