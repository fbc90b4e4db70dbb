// The app's pages in Chromium: the lab at `/` (its `#` links untouched), other pages by query
// string, moving between them without losing the lab's run.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeSpares, openLab, openPage } from './browser';
import { useChromium } from './suite';
import { filesToPreload } from '../../src/ui/pages/preloadPage';
import { PAGE_CHUNKS_ID, type PageChunkMap } from '../../src/ui/pages/pageCode';

describe('pages', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('what the tests load is the build students load: React’s production runtime, not its development one', async () => {
    // Every script the lab's page loads, as the server hands it out.
    const { page, errors } = await openLab(browser, url);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.js')));
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of scripts) {
      const text = await (await fetch(src)).text();
      // React’s development JSX entry and react-dom’s development banner exist only in development builds.
      expect(text.includes('jsxDEV') || text.includes('Download the React DevTools'), src).toBe(false);
    }
    expect(errors).toEqual([]);
    // And nothing else runs beside it: no page of the browser's own (the address bar's popup,
    // which CHROMIUM_ARGS keeps from loading in every context), only the lab and its engine (the
    // blank pages the harness keeps for the next tests closed first).
    await closeSpares();
    const cdp = await browser.newBrowserCDPSession();
    const targets = async () => ((await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] }).targetInfos;
    // A worker that is starting has no address yet: the list is read once every target has one.
    await expect.poll(async () => (await targets()).filter((t) => t.url === '').length, { timeout: 10_000 }).toBe(0);
    const targetInfos = await targets();
    await cdp.detach();
    expect(targetInfos.filter((t) => !t.url.startsWith(url)).map((t) => `${t.type} ${t.url}`)).toEqual([]);
  });

  it('an address naming no page says so and links to the lab, which opens in place', async () => {
    const { page, errors } = await openPage(browser, `${url}?abuot`);
    await expect.poll(() => page.getByRole('heading', { name: /No page called “abuot”/ }).count()).toBe(1);
    expect(await page.title()).toMatch(/not found/i);
    await page.getByRole('main').getByRole('link', { name: 'Lab' }).click();
    await page.waitForFunction(() => (window as unknown as { lab?: { flows: unknown[] } }).lab?.flows.length === 2);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('a lab link with a fragment still opens the lab on its scenario', async () => {
    // The README's default-scenario link.
    const { page, errors } = await openLab(browser, `${url}#1zG42moRFNeoEhhRUA`);
    expect(await page.evaluate(() => (window as unknown as { lab: { flows: { variant: string }[] } }).lab.flows.map((f) => f.variant))).toEqual(['reno', 'vegas']);
    expect(await page.title()).toBe('TCP Fairness Lab');
    expect(errors).toEqual([]);
  });

  it('the teacher’s guide opens from the header and from the course, and reads as a page of the app', async () => {
    const { page, errors } = await openPage(browser, `${url}?lessons`);
    await page.getByRole('main').getByRole('link', { name: 'The teacher’s guide' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'The teacher’s guide' }).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?teach');
    expect(await page.title()).toMatch(/teacher’s guide/);
    // The lecture plan is a table with a row per part of the hour.
    expect(await page.locator('main table tbody tr').count()).toBeGreaterThanOrEqual(8);
    // A link to another file of docs/ reads as its name, not as a link the site cannot serve.
    expect(await page.locator('main a[href$=".md"]').count()).toBe(0);
    expect(await page.locator('main code', { hasText: 'docs/EMBEDDING.md' }).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Lab' }).click();
    await page.waitForFunction(() => (window as unknown as { lab?: { flows: unknown[] } }).lab?.flows.length === 2);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Teaching' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '1. Put it on your course site' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a lesson a link opens asks for its own code and catalogues as the page is read, beside the app’s code, and uses each file it asked for, once', async () => {
    const search = '?lesson=reno-sawtooth&locale=es';
    const { page, errors } = await openPage(browser, `${url}${search}`);
    await page.waitForSelector('[data-lesson-part="predict"] input[type="radio"]:not(:disabled)');
    const map = (await page.evaluate((id) => JSON.parse(document.getElementById(id)!.textContent!), PAGE_CHUNKS_ID)) as PageChunkMap;
    const wanted = filesToPreload(map, search, 'es').map((f) => `${map.base}${f}`);
    // The lesson's page, the course index's words in Spanish, this lesson and its Spanish words, both
    // languages' catalogues (course, lab), and Spanish's own words.
    expect(wanted.some((f) => /\/LessonPage-[^/]+\.js$/.test(f))).toBe(true);
    expect(wanted.filter((f) => /\/lesson-[^/]+\.js$/.test(f)).map((f) => f.replace(/^.*\/lesson-(.+)-[^-]+\.js$/, '$1'))).toEqual(['reno-sawtooth', 'es-reno-sawtooth']);
    expect(wanted.some((f) => /\/course-index-es-[^/]+\.js$/.test(f))).toBe(true);
    expect(wanted.length).toBeGreaterThanOrEqual(10);
    const seen = await page.evaluate(() => ({
      links: [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map((l) => l.getAttribute('href')),
      fetched: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, startTime: r.startTime })),
      contentLoaded: performance.getEntriesByType('navigation').map((n) => (n as PerformanceNavigationTiming).domContentLoadedEventStart)[0],
    }));
    for (const f of wanted) {
      expect(seen.links, f).toContain(f);
      const fetches = seen.fetched.filter((r) => r.path === f);
      // Fetched once: the app's own import found the preloaded file (same CORS mode), nothing was asked for in vain.
      expect(fetches, f).toHaveLength(1);
      // Asked for while the page was read, before the app's code ran (it runs before DOMContentLoaded
      // and would import the lesson's code only once React renders, after it).
      expect(fetches[0].startTime, f).toBeLessThan(seen.contentLoaded);
    }
    // No other lesson, in any language, is fetched.
    expect(seen.fetched.map((r) => r.path).filter((p) => /\/lesson-/.test(p) && !p.includes('reno-sawtooth'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a lesson opened from within the app is fetched then; one that cannot be fetched says so, and comes when asked for again', async () => {
    const { page, errors } = await openPage(browser, `${url}?lessons`);
    await page.waitForSelector('.course__item');
    // The network fails for this lesson's file until the student asks again.
    let failing = true;
    await page.route(/\/assets\/lesson-vegas-cam-[^/]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    await page.click('[data-lesson-id="vegas-cam"] a');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await page.textContent('h2')).toBe('Vegas: Expected, Actual and the α–β band');
    expect(await alert.textContent()).toMatch(/^This lesson could not be loaded: its file did not arrive\. Check the connection, then try again or reload the page\..+Try again$/);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('[data-lesson-part="predict"] input[type="radio"]:not(:disabled)');
    expect(await page.textContent('#lesson-title')).toBe('4. Vegas: Expected, Actual and the α–β band');
    // From one lesson to the next: the next one's file is fetched and shown.
    await page.goto(`${url}?lesson=reno-sawtooth`);
    await page.waitForSelector('#lesson-title');
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.evaluate(() => {
      history.pushState(null, '', '?lesson=rtt-bias');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.querySelector('#lesson-title')?.textContent?.includes('RTT'));
    expect(asked.filter((p) => /\/lesson-/.test(p)).map((p) => p.replace(/^.*\/lesson-(.+)-[^-]+\.js$/, '$1'))).toEqual(['rtt-bias']);
    expect(errors.filter((e) => !/Failed to load resource|Failed to fetch dynamically imported module/.test(e))).toEqual([]);
  });
});
