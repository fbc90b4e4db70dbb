// Debian's Chromium for everything here that drives a browser (benchmarks, icons, the end-to-end
// tests), launched headless with nothing running beside the pages it is given: no background
// networking or component updates, and none of the browser's own pages.
import type { Browser } from 'playwright-core';

/** The Chromium binary: Debian's, or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features playwright-core disables itself (its chromiumSwitches.ts). Chromium keeps only the
 * last --disable-features it is given, so a launch that disables more must repeat these
 * (tests/cli/chromium.test.ts checks them against the installed playwright-core).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium opens a browser window for each context, and each window loads its address
 * bar's popup (two WebUI pages, in a renderer of their own) before anything is typed: about 3
 * CPU-seconds per context here, more than the lab's own page costs to load, for nothing a test or
 * a benchmark looks at.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/**
 * Headless Chromium (Debian's) with CHROMIUM_ARGS. playwright-core is loaded here, not when this
 * module is: it takes about half a second, which a command's `--help` or a refused option need not wait for.
 */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
