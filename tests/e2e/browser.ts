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

/** Opens any page of the app, recording its console and page errors. */
export async function openPage(browser: Browser, url: string, opts: PageOptions = {}): Promise<LabPage> {
  const context = await newContext(browser, opts);
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto(url);
  return { page, errors };
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
 * Closes every lab page opened so far, and every other context of the shared Chromium (a test that
 * failed before closing its own): call after each test, so tests do not slow each other down and
 * the next file starts with an empty browser.
 */
export async function closeLabs(): Promise<void> {
  const contexts = new Set([...openContexts, ...((await running())?.contexts() ?? [])]);
  await Promise.all([...contexts].map((c) => c.close()));
  openContexts.clear();
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
