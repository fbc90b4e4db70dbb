// Launches Debian's Chromium through playwright-core (never a downloaded browser) and opens the
// lab, recording console errors and page errors so tests can assert there are none.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = 'test-results/screenshots';

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (bash .ci/run does)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface LabPage {
  page: Page;
  errors: string[];
}

export async function openLab(browser: Browser, url: string, opts: { width?: number; height?: number; reducedMotion?: boolean } = {}): Promise<LabPage> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 1000 },
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => {
    const lab = (window as unknown as { lab?: { flows: unknown[] } }).lab;
    return lab !== undefined && lab.flows.length > 0;
  });
  return { page, errors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = `${SCREENSHOTS}/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  return path;
}
