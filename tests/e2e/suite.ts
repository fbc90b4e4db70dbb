// Vitest hooks every end-to-end file repeats: the test process's Chromium (browser.ts's launch),
// the build's URL (from server.ts), and the pages a test opened taken back or closed after it.
import { afterEach, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeLabs, launch } from './browser';

/** Call inside a `describe`: `ready` gets the browser and the URL once Chromium is up. */
export function useChromium(ready: (browser: Browser, url: string) => void): void {
  beforeAll(async () => {
    ready(await launch(), inject('baseUrl'));
  });
  afterEach(closeLabs);
}
