// Launches Debian's Chromium through playwright-core (never a downloaded browser) and opens the
// lab, recording console errors and page errors so tests can assert there are none.
import { existsSync, mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, launchChromium } from '../../src/cli/chromium';

export { CHROMIUM };
export const SCREENSHOTS = 'test-results/screenshots';

const SHARED = Symbol.for('tcp-fairness-lab.e2e-chromium');
const holder = globalThis as { [SHARED]?: Promise<Browser> };

/** The process's Chromium if one was launched and is still up. */
async function running(): Promise<Browser | null> {
  const browser = await holder[SHARED]?.catch(() => null);
  return browser?.isConnected() ? browser : null;
}

/**
 * The Chromium of this test process: launched by the first file that asks, then shared by the
 * files the process runs after it (each test opens contexts of its own, closed by closeLabs), so
 * a file does not pay for a launch. Relaunched if it was closed or crashed. It exits with the
 * process: Playwright drives it through a pipe, and Chromium quits when the pipe closes.
 */
export async function launch(): Promise<Browser> {
  const up = await running();
  if (up) return up;
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (bash .ci/run does)`);
  }
  holder[SHARED] = launchChromium();
  return holder[SHARED];
}

export interface LabPage {
  page: Page;
  errors: string[];
}

/** Every lab opened and not yet closed: a page left playing would compete for the CPU with the next test's. */
const openContexts = new Set<BrowserContext>();
/** The console errors recorded for each lab page (the same array as its LabPage's). */
const consoleErrors = new WeakMap<Page, string[]>();

export interface PageOptions {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  /**
   * Let the app's service worker register (it precaches the whole build). Off unless a test is
   * about offline use: each test's fresh context would otherwise download every file once more.
   */
  serviceWorkers?: boolean;
  /** A phone or tablet: Chromium's mobile emulation (meta viewport, touch events, a coarse pointer). */
  touch?: boolean;
  /** The browser's language (navigator.languages), e.g. 'es-ES'; Chromium's own when absent. */
  locale?: string;
}

/** A fresh browser context, closed by closeLabs. */
export async function newContext(browser: Browser, opts: PageOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 1000 },
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
    serviceWorkers: opts.serviceWorkers ? 'allow' : 'block',
    ...(opts.touch ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  return context;
}

/** Records a page's console errors and page errors in the returned array. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  consoleErrors.set(page, errors);
  return errors;
}

/**
 * Opens any page of the app, recording its console and page errors. The page is a spare one when
 * the process has one (see `spares`): the same tab, its profile wiped, navigated to `url`.
 */
export async function openPage(browser: Browser, url: string, opts: PageOptions = {}): Promise<LabPage> {
  const page = (await spare(browser, opts)) ?? (await freshPage(browser, opts));
  const errors = recordErrors(page);
  const origins = new Set<string>();
  visited.set(page, origins);
  page.on('framenavigated', (f) => {
    if (URL.canParse(f.url())) origins.add(new URL(f.url()).origin);
  });
  await page.goto(url);
  return { page, errors };
}

/** A page in a context of its own, lent to the running test (closeLabs takes it back). */
async function freshPage(browser: Browser, opts: PageOptions): Promise<Page> {
  const context = await newContext(browser, opts);
  const page = await context.newPage();
  if (!opts.serviceWorkers) lent.set(page, profileKey(opts));
  return page;
}

/**
 * Pages the process's tests have finished with, kept open at about:blank for the next test that
 * asks for the same kind of profile: loading the lab by navigating a page that is already there
 * costs Chromium about 1.7 CPU-s, against 2.7 in a new context (a window and a renderer process of
 * its own). Before a page is kept, closeLabs wipes what a test can have left in it: its history
 * (all but the blank page the next test starts from), its origins' storage and cookies, its routes
 * and event listeners, and every other page of its context; what it cannot wipe within 15 s, it
 * closes. Contexts share a key when they differ only in what a page can set (viewport, reduced
 * motion); one with service workers is never kept.
 */
const SPARES = Symbol.for('tcp-fairness-lab.e2e-spare-pages');
const spares = ((globalThis as { [SPARES]?: Map<string, Page[]> })[SPARES] ??= new Map<string, Page[]>());
/** Pages lent to the running test, with their key in `spares`. */
const lent = new Map<Page, string>();
/** Every origin a lent page's frames went to, whose storage closeLabs clears. */
const visited = new WeakMap<Page, Set<string>>();

/**
 * The events a test may listen to on a page or a context. Not the page's crash, nor the context's
 * close or page: playwright-core listens to those itself, and no test here does.
 */
const PAGE_EVENTS = ['console', 'pageerror', 'framenavigated', 'frameattached', 'framedetached', 'dialog', 'download', 'filechooser', 'popup', 'request', 'requestfailed', 'requestfinished', 'response', 'load', 'domcontentloaded', 'websocket', 'worker'];
const CONTEXT_EVENTS = ['console', 'dialog', 'weberror', 'request', 'requestfailed', 'requestfinished', 'response', 'serviceworker'];

function profileKey(opts: PageOptions): string {
  return JSON.stringify([!!opts.touch, opts.locale ?? '']);
}

/** A spare page for `opts`, sized and set for them; null when there is none. */
async function spare(browser: Browser, opts: PageOptions): Promise<Page | null> {
  if (opts.serviceWorkers) return null;
  const key = profileKey(opts);
  const list = spares.get(key) ?? [];
  let page: Page | undefined;
  while ((page = list.pop())) {
    if (!page.isClosed() && page.context().browser() === browser && browser.isConnected()) break;
  }
  if (!page) return null;
  await page.setViewportSize({ width: opts.width ?? 1440, height: opts.height ?? 1000 });
  await page.emulateMedia({ reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference' });
  lent.set(page, key);
  openContexts.add(page.context());
  return page;
}

/** `promise`, or a rejection after `ms`. */
function withIn<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Makes a lent page as a fresh one would be, and keeps it in `spares`; false if that failed (the
 * page then closes with its context).
 */
async function takeBack(page: Page, key: string): Promise<boolean> {
  try {
    await withIn(15_000, wipe(page));
    const list = spares.get(key) ?? [];
    list.push(page);
    spares.set(key, list);
    return true;
  } catch {
    return false;
  }
}

/** Wipes what a test can leave in a page and its context (see `spares`); rejects if it cannot. */
async function wipe(page: Page): Promise<void> {
  if (page.isClosed()) throw new Error('closed');
  const context = page.context();
  const origins = [...(visited.get(page) ?? [])].filter((o) => o.startsWith('http'));
  // The tab's sessionStorage outlives the navigation away, and the clearing of its origins'
  // storage below; the app writes to it as it leaves (pagehide), so it is cleared after that.
  await withIn(
    5_000,
    Promise.all(
      page.frames().map((f) =>
        f
          .evaluate(() => {
            try {
              sessionStorage.clear();
              addEventListener('pagehide', () => sessionStorage.clear());
            } catch {
              // A frame with no storage (sandboxed, or about:blank) has nothing to clear.
            }
          })
          .catch(() => {}),
      ),
    ),
  );
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(context.pages().filter((p) => p !== page).map((p) => p.close()));
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.resetNavigationHistory');
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
  await context.clearCookies();
}

/** Closes the spare pages: for a test that asserts what pages the browser has open. */
export async function closeSpares(): Promise<void> {
  const pages = [...spares.values()].flat();
  spares.clear();
  await Promise.all(pages.map((p) => p.context().close()));
}

/** Opens the lab and waits until it has loaded its scenario. */
export async function openLab(browser: Browser, url: string, opts: PageOptions = {}): Promise<LabPage> {
  const opened = await openPage(browser, url, opts);
  await waitForLab(opened.page);
  return opened;
}

/** Waits until the page's lab has loaded its scenario. */
export async function waitForLab(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const lab = (window as unknown as { lab?: { flows: unknown[] } }).lab;
    return lab !== undefined && lab.flows.length > 0;
  });
}

/**
 * Takes back every page the test opened as a spare (see `spares`) and closes every other context of
 * the shared Chromium (one with service workers, a test's own, or one a failed test left open): call
 * after each test, so tests do not slow each other down and the next starts from blank pages.
 */
export async function closeLabs(): Promise<void> {
  await Promise.all([...lent].map(([page, key]) => takeBack(page, key)));
  lent.clear();
  const keep = new Set([...spares.values()].flat().map((p) => p.context()));
  const contexts = new Set([...openContexts, ...((await running())?.contexts() ?? [])]);
  await Promise.all([...contexts].filter((c) => !keep.has(c)).map((c) => c.close()));
  openContexts.clear();
  for (const [key, list] of spares) spares.set(key, list.filter((p) => !p.isClosed()));
}

interface LabStatusView {
  lab: { status: { timeSec: number; running: boolean; finished: boolean; speed: number | 'max' }; notices: { text: string }[] };
}

/**
 * Waits until the lab's simulated clock reaches `t` seconds. On timeout the error says where the
 * lab was (time, running or not, speed, notices on screen, console errors), not just "timeout".
 */
export async function waitForLabTime(page: Page, t: number, timeoutMs = 60_000): Promise<void> {
  try {
    await page.waitForFunction((t) => (window as unknown as LabStatusView).lab.status.timeSec >= t - 1e-9, t, { timeout: timeoutMs });
  } catch (e) {
    const where = await page
      .evaluate(() => {
        const l = (window as unknown as LabStatusView).lab;
        return JSON.stringify({ status: l.status, notices: l.notices.map((n) => n.text) });
      })
      .catch((err: unknown) => `(the page could not be read: ${String(err)})`);
    throw new Error(`the lab did not reach t = ${t} s within ${timeoutMs / 1000} s; lab: ${where}; console errors: ${JSON.stringify(consoleErrors.get(page) ?? [])}`, { cause: e });
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = `${SCREENSHOTS}/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  return path;
}
