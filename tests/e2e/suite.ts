// Vitest hooks every end-to-end file repeats: one Chromium for the file, the build's URL (from
// server.ts), and the lab pages a test opened closed after it.
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeLabs, launch } from './browser';

/** Call inside a `describe`: `ready` gets the browser and the URL once Chromium is up. */
export function useChromium(ready: (browser: Browser, url: string) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
    ready(browser, inject('baseUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(closeLabs);
}
