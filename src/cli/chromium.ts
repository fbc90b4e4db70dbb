// Debian's Chromium for everything here that drives a browser (benchmarks, icons, the end-to-end
// tests), and the headless launch the benchmarks share: nothing in the background (network, component
// updates) that would take CPU from what they measure.
import { chromium, type Browser } from 'playwright-core';

/** The Chromium binary: Debian's, or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium for measuring: no GPU, no background networking or component updates. */
export function launchForBench(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}
