// How the summary names its window: "every figure over 30–48.2 s" once the measurement window has
// opened, and "not yet" (with when it opens) before, instead of a backwards window and zeros.
export interface SummaryWindow {
  /** The window has opened (there are figures to show). */
  open: boolean;
  text: string;
}

export function summaryWindow(measure: { fromSec: number; toSec: number }, nowSec: number): SummaryWindow {
  if (nowSec <= 1e-9) {
    const from = measure.fromSec > 0 ? ` (the figures cover the measurement window from ${measure.fromSec} s)` : '';
    return { open: false, text: `not yet: the run has not started${from}` };
  }
  if (measure.toSec <= measure.fromSec + 1e-9 || nowSec < measure.fromSec) {
    return { open: false, text: `not yet: the figures cover the measurement window from ${measure.fromSec} s, which the run has not reached (now ${nowSec.toFixed(1)} s)` };
  }
  return { open: true, text: `every figure over ${measure.fromSec}–${measure.toSec.toFixed(1)} s` };
}
