// Custom sweeps: the lab's tunables as sweep parameters, values applied to the scenario, problems
// named, and the plan's grid.
import { describe, expect, it } from 'vitest';
import { axisCountProblem, axisValues, checkCustomSweep, customSweepPlan, parseCustomSweepSpec, sweepParams, withParam, MAX_AXIS_VALUES, type CustomSweepSpec } from '../../src/experiments/customSweep';
import { sweepJobs } from '../../src/experiments/sweep';
import { PRESETS } from '../../src/sim/scenario/presets';
import { validateScenario } from '../../src/sim/scenario/Scenario';

const base = validateScenario(PRESETS['tsang-two-vegas']);

describe('custom sweeps', () => {
  it('offer the bottleneck, RED thresholds and each flow’s knobs', () => {
    const paths = sweepParams(base).map((p) => p.path);
    expect(paths).toContain('bottleneck.bufferPackets');
    expect(paths).toContain('bottleneck.queue.minThPackets');
    expect(paths).toContain('flows.0.alpha');
    expect(paths).toContain('flows.1.access.delaySec');
  });

  it('set one value without touching the rest', () => {
    const s = withParam(base, 'flows.1.alpha', 2);
    expect(s.flows[1]).toMatchObject({ alpha: 2 });
    expect(base.flows[1]).not.toMatchObject({ alpha: 2 });
    expect(() => withParam(base, 'flows.7.alpha', 1)).toThrow('no 7');
  });

  it('space values evenly, whole where the spec asks', () => {
    expect(axisValues(0, 1, 5)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axisValues(1, 4, 3, { integer: true })).toEqual([1, 3, 4]); // 1, 2.5 → 3, 4
  });

  // A value count typed into the form is checked before an array is made: 5000000000 made
  // Array.from throw "Invalid array length" during render, and 1e7 built ten million values.
  it.each([
    ['at 2³²', 5_000_000_000],
    ['beyond exact integers', Number('99999999999999999999')],
    ['ten million', 1e7],
    ['one above the limit', MAX_AXIS_VALUES + 1],
    ['zero (an emptied field)', 0],
    ['a fraction', 2.5],
    ['negative', -3],
    ['not a number', NaN],
    ['infinite', Infinity],
  ])('refuse a value count %s with a sentence, and make no values', (_, count) => {
    expect(axisCountProblem(count)).toBe(`a whole number from 1 to ${MAX_AXIS_VALUES} (got ${count})`);
    expect(axisValues(0, 1, count)).toEqual([]);
  });

  it('accept every count from 1 to the limit', () => {
    for (const count of [1, 2, MAX_AXIS_VALUES]) {
      expect(axisCountProblem(count)).toBeNull();
      expect(axisValues(0, 1000, count)).toHaveLength(count);
    }
  });

  it('name the problem: unknown tunable, out of range, α above β, too many runs', () => {
    const ok: CustomSweepSpec = { x: { path: 'flows.0.alpha', values: [1, 2, 3] }, seeds: 2, measure: 'jain', classBy: 'flow' };
    expect(checkCustomSweep(base, ok)).toEqual([]);
    expect(checkCustomSweep(base, { ...ok, x: { path: 'flows.0.nope', values: [1] } })[0]).toMatch(/not a tunable/);
    expect(checkCustomSweep(base, { ...ok, x: { path: 'flows.0.alpha', values: [99] } })[0]).toMatch(/99 is outside 0–30/);
    expect(checkCustomSweep(base, { ...ok, x: { path: 'flows.0.alpha', values: [1, 9] } })[0]).toMatch(/flows\.0\.alpha = 9: flows\[0\]\.beta/);
    expect(checkCustomSweep(base, { ...ok, seeds: 100, x: { path: 'flows.0.alpha', values: axisValues(0, 3, 50) } }).join()).toMatch(/too many runs/);
  });

  it('make a plan of one series per value of the second parameter, seeds base.seed + r − 1', () => {
    const spec: CustomSweepSpec = { x: { path: 'bottleneck.bufferPackets', values: [20, 50] }, y: { path: 'flows.0.alpha', values: [1, 2, 3] }, seeds: 2, measure: 'jain', classBy: 'flow' };
    const plan = customSweepPlan(base, spec);
    expect(plan.series.length).toBe(3);
    expect(sweepJobs(plan).length).toBe(12);
    const s = plan.series[2].points[1].scenario(2);
    expect(s).toMatchObject({ seed: base.seed + 1, bottleneck: { bufferPackets: 50 } });
    expect(s.flows[0]).toMatchObject({ alpha: 3 });
  });

  it('read back from a link, with a message on bad input', () => {
    const spec: CustomSweepSpec = { x: { path: 'flows.0.alpha', values: [1, 2] }, seeds: 3, measure: 'goodput:short', classBy: 'flow' };
    expect(parseCustomSweepSpec(JSON.stringify(spec))).toEqual({ ok: true, spec });
    expect(parseCustomSweepSpec('{')).toMatchObject({ ok: false });
    expect(parseCustomSweepSpec('{"x":{"path":"a"}}')).toEqual({ ok: false, error: 'sweep: x must be {path, values: numbers}' });
  });
});
