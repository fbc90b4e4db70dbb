import { describe, expect, it } from 'vitest';
import { mixCount, planFlows } from '../../../src/ui/controls/addFlows';

const plan = (over: Partial<Parameters<typeof planFlows>[0]> = {}) =>
  planFlows({ variant: 'reno', count: 1, name: '', delaySec: 0.01, delaySpreadSec: 0, startSec: 0, startSpreadSec: 0, ...over });

describe('add several flows: the plan', () => {
  it.each([
    [10, 30, 3],
    [10, 0, 0],
    [10, 100, 10],
    [7, 50, 4], // 3.5 rounds to 4
    [3, 10, 0], // 0.3 rounds to none
  ])('%i flows with %i %% mixed in: %i of the second variant', (count, percent, want) => {
    expect(mixCount(count, percent)).toBe(want);
    expect(plan({ count, mix: { variant: 'vegas', percent } }).filter((f) => f.variant === 'vegas')).toHaveLength(want);
  });

  it('interleaves the mixed-in flows, so a spread of delays covers both kinds alike', () => {
    const flows = plan({ count: 10, mix: { variant: 'vegas', percent: 30 }, delaySpreadSec: 0.09, startSpreadSec: 9, name: 'Mix' });
    expect(flows.map((f) => f.variant[0]).join('')).toBe('rrrvrrvrrv');
    expect(flows.map((f) => f.delaySec)).toEqual([0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1]);
    expect(flows.map((f) => f.startSec)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(flows.map((f) => f.name)).toEqual(Array.from({ length: 10 }, (_, k) => `Mix ${k + 1}`));
    // Half and half alternates.
    expect(plan({ count: 6, mix: { variant: 'vegas', percent: 50 } }).map((f) => f.variant[0]).join('')).toBe('rvrvrv');
  });

  it('a mix with the same variant, or one flow, is just that variant; automatic names stay automatic', () => {
    expect(plan({ count: 4, mix: { variant: 'reno', percent: 50 } }).every((f) => f.variant === 'reno')).toBe(true);
    expect(plan()).toEqual([{ variant: 'reno', delaySec: 0.01, startSec: 0 }]);
    expect(plan({ name: '  Late  ' })).toEqual([{ variant: 'reno', name: 'Late', delaySec: 0.01, startSec: 0 }]);
  });
});
