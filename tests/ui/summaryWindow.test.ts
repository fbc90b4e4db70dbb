// The summary's window in words: "not yet" before the measurement window opens (no backwards
// "30–18.8 s" and zeros), the window once it has.
import { describe, expect, it } from 'vitest';
import { summaryWindow } from '../../src/ui/summaryWindow';

describe('summaryWindow', () => {
  it.each([
    [{ fromSec: 30, toSec: 18.8 }, 18.8, false, 'not yet: the figures cover the measurement window from 30 s, which the run has not reached (now 18.8 s)'],
    [{ fromSec: 0, toSec: 0 }, 0, false, 'not yet: the run has not started'],
    [{ fromSec: 10, toSec: 0 }, 0, false, 'not yet: the run has not started (the figures cover the measurement window from 10 s)'],
    [{ fromSec: 10, toSec: 4 }, 4, false, 'not yet: the figures cover the measurement window from 10 s, which the run has not reached (now 4.0 s)'],
    [{ fromSec: 30, toSec: 48.25 }, 48.25, true, 'every figure over 30–48.3 s'],
    [{ fromSec: 0, toSec: 5 }, 5, true, 'every figure over 0–5.0 s'],
  ])('%j at %d s', (measure, now, open, text) => {
    expect(summaryWindow(measure, now)).toEqual({ open, text });
  });
});
