// The headless launch every browser test and benchmark shares (src/cli/chromium.ts): Chromium
// keeps only the last --disable-features, so ours must carry playwright-core's own list whole.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../src/cli/chromium';

/** The features the installed playwright-core disables, read from its source (`disabledFeatures = [ … ]`). */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle);
  if (!list) throw new Error('playwright-core no longer declares disabledFeatures: read its chromiumSwitches.ts again');
  return [...list[1].replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
}

describe('the Chromium launch', () => {
  it('repeats every feature playwright-core disables, in its one --disable-features', () => {
    const ours = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    const features = ours[0].slice('--disable-features='.length).split(',');
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(features).toEqual(expect.arrayContaining(theirs));
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(theirs);
    // And the address bar's popup, which headless windows would load in every context.
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
