// The seeded UI monkey for half a minute (see monkey.ts); `npm run fuzz:ui` runs it for longer.
// The seed is fixed here so CI is repeatable; MONKEY_SEED picks another.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { runMonkey } from './monkey';

const SEED = Number(process.env.MONKEY_SEED ?? 20261125);
const SECONDS = Number(process.env.MONKEY_SECONDS ?? 30);

describe('the UI monkey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });

  it(`clicks, types, drags, loads presets, shares, resets, rewinds, branches and crashes the engine for ${SECONDS} s without an error, a stall, a lost scenario or a link that reruns another run (seed ${SEED})`, async () => {
    const r = await runMonkey(browser, inject('baseUrl'), { seed: SEED, durationMs: SECONDS * 1000 });
    // It really acted, loaded a preset and survived a crash.
    // (At least one every 4 s: the monkey reads every visible control before each act, and the lab
    // has more of them with each feature, so the rate depends on the page as much as on the machine.)
    expect(r.actions).toBeGreaterThan(SECONDS / 4);
    expect(r.presets).toBeGreaterThan(0);
    expect(r.crashes).toBeGreaterThan(0);
    // And the page's link was opened afresh and rerun to the moment on screen at least once.
    expect(r.linkChecks).toBeGreaterThan(0);
  }, (SECONDS + 90) * 1000);
});
