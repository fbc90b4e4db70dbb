// The test harness's spare pages (browser.ts): a test handed the tab an earlier test used finds
// nothing of that test in it: no storage, cookies, history (but the blank page its navigation
// starts from), routes or listeners, and no other page.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab } from './browser';
import { useChromium } from './suite';

describe('a spare page is as a fresh one', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });
  let first: Page | undefined;
  let heard = 0;

  it('a test leaves storage, a cookie, history, a route, a listener and a second page behind', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    first = page;
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
      document.cookie = 'left=behind';
      history.pushState(null, '', '?about');
    });
    expect(errors).toEqual([]);
    // Left last: every request of this page now fails, and the next test's must not.
    await page.route('**/*', (route) => route.abort());
    page.on('console', (m) => {
      if (m.text() === 'heard?') heard++;
    });
    await page.context().newPage();
  });

  it('the next test gets the same tab with none of it, at the size it asks for', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1024, height: 768 });
    // Handed on: what this file checks (and what saves the suite a new context's cost).
    expect(page).toBe(first);
    expect(page.context().pages()).toEqual([page]);
    expect(
      await page.evaluate(() => ({
        local: localStorage.getItem('left'),
        session: sessionStorage.getItem('left'),
        cookie: document.cookie,
        history: history.length,
        width: innerWidth,
      })),
    ).toEqual({ local: null, session: null, cookie: '', history: 2, width: 1024 });
    await page.evaluate(() => console.log('heard?'));
    expect(heard).toBe(0);
    expect(errors).toEqual([]);
  });
});
