// Custom sweeps: the lab's tunables as sweep parameters, values applied to the scenario, problems
// named, and the plan's grid.
import { describe, expect, it } from 'vitest';
import { axisCountProblem, axisValues, checkCustomSweep, customSweepPlan, parseCustomSweepSpec, sweepParams, withParam, MAX_AXIS_VALUES, type CustomSweepSpec } from '../../src/experiments/customSweep';
import { sweepJobs } from '../../src/experiments/sweep';
import { sweepProblemText, sweepSpecProblemText, type SweepProblem, type SweepSpecProblem } from '../../src/experiments/sweepProblem';
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

  it('name the problem as data, and in English for the CLI: unknown setting, out of range, α above β, too many runs', () => {
    const ok: CustomSweepSpec = { x: { path: 'flows.0.alpha', values: [1, 2, 3] }, seeds: 2, measure: 'jain', classBy: 'flow' };
    expect(checkCustomSweep(base, ok)).toEqual([]);
    const cases: [Partial<CustomSweepSpec>, Partial<SweepProblem>, RegExp][] = [
      [{ x: { path: 'flows.0.nope', values: [1] } }, { code: 'axis_unknown', axis: 'x', path: 'flows.0.nope' }, /^first parameter: "flows\.0\.nope" is not a tunable of this scenario$/],
      [{ x: { path: 'flows.0.alpha', values: [] } }, { code: 'axis_empty', axis: 'x' }, /^first parameter \(.*α\): needs at least one value$/],
      [{ x: { path: 'flows.0.alpha', values: [99] } }, { code: 'axis_out_of_range', value: 99, range: { min: 0, max: 30, unit: 'packets', integer: true, minExclusive: false } }, /99 is outside 0–30 packets$/],
      [{ y: { path: 'flows.0.alpha', values: [1] } }, { code: 'axes_same' }, /^second parameter: must differ from the first$/],
      [{ seeds: 0.5 }, { code: 'seeds_range', got: 0.5, max: 100 }, /^seeds: must be a whole number from 1 to 100 \(got 0\.5\)$/],
      [{ measure: 'ratio:Reno' }, { code: 'measure_ratio', measure: 'ratio:Reno' }, /^measure: measure "ratio:Reno": a ratio names two classes/],
      [{ measure: 'speed' }, { code: 'measure_unknown', measure: 'speed' }, /^measure: measure "speed" is not one of: jain, drops, .*ratio:<a>\/<b>$/],
      [{ seeds: 100, x: { path: 'flows.0.alpha', values: axisValues(0, 3, 50) } }, { code: 'runs_too_many', runs: 5000, max: 2000 }, /^too many runs: 5000 \(at most 2000\)/],
      [{ x: { path: 'flows.0.alpha', values: [1, 9] } }, { code: 'point_invalid', at: [{ path: 'flows.0.alpha', value: 9 }] }, /^at flows\.0\.alpha = 9: flows\[0\]\.beta/],
    ];
    for (const [patch, problem, english] of cases) {
      const problems = checkCustomSweep(base, { ...ok, ...patch });
      expect(problems, JSON.stringify(patch)).toHaveLength(1);
      expect(problems[0]).toMatchObject(problem);
      expect(sweepProblemText(problems[0])).toMatch(english);
    }
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
    const refused: [string, SweepSpecProblem, string][] = [
      ['{', { code: 'spec_not_json' }, "sweep: the link's sweep settings are not readable JSON"],
      ['3', { code: 'spec_not_object' }, 'sweep: settings must be an object'],
      ['{"x":{"path":"a"}}', { code: 'spec_axis', axis: 'x' }, 'sweep: x must be {path, values: numbers}'],
      ['{"x":{"path":"a","values":[1]},"y":{"values":[1]}}', { code: 'spec_axis', axis: 'y' }, 'sweep: y must be {path, values: numbers}'],
      ['{"x":{"path":"a","values":[1]},"seeds":"3"}', { code: 'spec_seeds' }, 'sweep: seeds must be a number'],
      ['{"x":{"path":"a","values":[1]},"seeds":3,"measure":1}', { code: 'spec_measure' }, 'sweep: measure must be text'],
    ];
    for (const [text, problem, english] of refused) {
      expect(parseCustomSweepSpec(text)).toEqual({ ok: false, problem });
      expect(sweepSpecProblemText(problem)).toBe(english);
    }
  });
});
