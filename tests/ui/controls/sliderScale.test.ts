import { describe, expect, it } from 'vitest';
import { POSITIONS, positionOf, positionsFor, valueAt } from '../../../src/ui/controls/sliderScale';
import { VEGAS_PARAMS } from '../../../src/sim/tcp/variants/Vegas';
import { redModule } from '../../../src/sim/queue/modules/RedModule';
import { BOTTLENECK_PARAMS, FLOW_PARAMS } from '../../../src/sim/scenario/params';

describe('slider scales', () => {
  it('linear with few steps: one position per step, so arrow keys move one step', () => {
    const a = VEGAS_PARAMS.alpha; // 0…30 step 1
    expect(positionsFor(a)).toBe(30);
    expect(valueAt(a, 0)).toBe(0);
    expect(valueAt(a, 30)).toBe(30);
    expect(valueAt(a, 15)).toBe(15);
    expect(valueAt(a, 16)).toBe(16);
    expect(positionOf(a, 15)).toBe(15);
  });

  it('linear with many steps: 1000 positions, values snap to the step', () => {
    const w = redModule.params.weight; // 0…1 step 0.001: 1000 steps, one position each
    expect(positionsFor(w)).toBe(1000);
    expect(valueAt(w, 2)).toBe(0.002);
    const m = FLOW_PARAMS.startSec; // 0…36000 step 0.1: too many steps
    expect(positionsFor(m)).toBe(POSITIONS);
    expect(valueAt(m, 500)).toBe(18000);
  });

  it('log: equal slider distances are equal ratios', () => {
    const r = BOTTLENECK_PARAMS.rateBps; // 1 kb/s … (slider to 1 Gb/s)
    const uiMax = 1e9;
    expect(valueAt(r, 0, uiMax)).toBe(1000);
    expect(valueAt(r, POSITIONS, uiMax)).toBe(1e9);
    // Six decades over 1000 positions: the middle is 10^(3+3) = 1 Mb/s.
    expect(valueAt(r, 500, uiMax)).toBe(1e6);
    expect(positionOf(r, 1.5e6, uiMax)).toBe(Math.round((1000 * Math.log(1500)) / Math.log(1e6)));
  });

  it('log with a zero minimum: position 0 is zero, then decades from one step', () => {
    const d = BOTTLENECK_PARAMS.delaySec; // 0…10 s, step 1 ms
    expect(valueAt(d, 0, 1)).toBe(0);
    expect(valueAt(d, POSITIONS, 1)).toBe(1);
    expect(valueAt(d, POSITIONS / 3, 1)).toBeCloseTo(0.01, 9);
    expect(positionOf(d, 0, 1)).toBe(0);
  });

  it('round-trips every position to within one position', () => {
    const b = BOTTLENECK_PARAMS.bufferPackets;
    for (let p = 0; p <= POSITIONS; p += 37) {
      const v = valueAt(b, p, 2000);
      expect(Math.abs(positionOf(b, v, 2000) - p)).toBeLessThanOrEqual(Math.ceil(POSITIONS / Math.log2(2000 / 2) / 10) + 30);
    }
  });
});
