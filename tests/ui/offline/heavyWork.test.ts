// The gate between a sweep (heavy work, holding the cores) and the service worker's first precache
// (waits for a quiet moment): the precache never starts while a sweep runs, starts after it ends,
// waits again for a sweep begun meanwhile, and a release called twice counts once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heavyWorkUnderWay, holdHeavyWork, quietMoment } from '../../../src/ui/offline/heavyWork';

/** Whether `p` has settled after the pending timers (and the promise jobs they start) have run. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.runAllTimersAsync();
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('heavyWork', () => {
  it('a quiet moment comes at once (at the next idle moment) when nothing holds the cores', async () => {
    expect(heavyWorkUnderWay()).toBe(false);
    expect(await settled(quietMoment())).toBe(true);
  });

  it('waits while a sweep holds the cores and comes when it releases them', async () => {
    const release = holdHeavyWork();
    expect(heavyWorkUnderWay()).toBe(true);
    const quiet = quietMoment();
    expect(await settled(quiet)).toBe(false);
    release();
    expect(heavyWorkUnderWay()).toBe(false);
    expect(await settled(quiet)).toBe(true);
  });

  it('waits for every hold, and a release called twice counts once', async () => {
    const a = holdHeavyWork();
    const b = holdHeavyWork();
    const quiet = quietMoment();
    a();
    a();
    expect(heavyWorkUnderWay()).toBe(true);
    expect(await settled(quiet)).toBe(false);
    b();
    expect(await settled(quiet)).toBe(true);
  });

  it('waits again for a sweep that starts between the end of the last one and the idle moment', async () => {
    const first = holdHeavyWork();
    const quiet = quietMoment(1000);
    first();
    // Before the idle moment comes, another sweep starts.
    const second = holdHeavyWork();
    expect(await settled(quiet)).toBe(false);
    second();
    expect(await settled(quiet)).toBe(true);
  });
});
