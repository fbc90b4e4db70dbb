// The charts a preset shows on load: declared with the preset, each with something to draw for
// its flows, and the chart its description tells the reader to watch among them, first.
import { describe, expect, it } from 'vitest';
import { PRESET_CHARTS, PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario, type ScenarioInput } from '../../../src/sim/scenario/Scenario';
import { canDraw, drawableCharts, presetCharts } from '../../../src/ui/charts/chartChoice';
import { CHART_IDS, DEFAULT_CHARTS } from '../../../src/ui/charts/types';

const names = Object.keys(PRESETS);

describe('the charts each preset declares', () => {
  it('every preset declares its charts, each a chart of the lab, none twice', () => {
    expect(Object.keys(PRESET_CHARTS).sort()).toEqual([...names].sort());
    for (const name of names) {
      const declared = PRESET_CHARTS[name];
      for (const id of declared) expect(CHART_IDS, `${name}: ${id}`).toContain(id);
      expect(new Set(declared).size, name).toBe(declared.length);
      expect(presetCharts(name)).toEqual(declared);
    }
  });

  it.each(names)('%s: every declared chart has something to draw for the preset’s flows', (name) => {
    const s = validateScenario(PRESETS[name] as ScenarioInput);
    for (const id of presetCharts(name)) expect(canDraw(id, s.flows, s.bottleneck.queue.kind), id).toBe(true);
  });

  it.each([
    { name: 'bufferbloat-bbr', watch: 'bbr', words: /Watch BBR's state chart/ },
    { name: 'cubic-vs-newreno-lfp', watch: 'cubic', words: /Watch CUBIC's state chart/ },
  ])('$name says "watch $watch’s state chart": that chart comes first, and no CAM chart', ({ name, watch, words }) => {
    expect((PRESETS[name] as ScenarioInput).description).toMatch(words);
    expect(presetCharts(name)[0]).toBe(watch);
    expect(presetCharts(name)).not.toContain('cam');
  });

  it('a name that is not a preset gets the default charts', () => {
    expect(presetCharts('no-such-preset')).toEqual(DEFAULT_CHARTS);
  });
});

describe('charts with nothing to draw are left out', () => {
  it.each([
    { flows: ['reno', 'reno'], drawable: ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'phase'] },
    { flows: ['reno', 'vegas'], drawable: ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam', 'phase'] },
    { flows: ['bbr'], drawable: ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'phase', 'bbr'] },
    { flows: ['cubic', 'newreno', 'cbr'], drawable: ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'phase', 'cubic'] },
    { flows: ['vegas-plus', 'enhanced-vegas'], drawable: ['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam', 'phase'] },
  ] as const)('flows $flows: $drawable', ({ flows, drawable }) => {
    const fs = flows.map((variant) => ({ variant }));
    expect(drawableCharts(CHART_IDS, fs, 'droptail')).toEqual(drawable);
  });

  it.each([
    ['droptail', false],
    ['drr', false],
    ['red', true],
    ['pie', true],
    ['codel', true],
    ['fq-codel', true],
  ] as const)('the queue discipline’s chart on %s: offered %s (only a discipline with observables has one)', (kind, offered) => {
    expect(canDraw('aqm', [{ variant: 'reno' }], kind)).toBe(offered);
    expect(drawableCharts(['queue', 'aqm'], [{ variant: 'reno' }], kind)).toEqual(offered ? ['queue', 'aqm'] : ['queue']);
  });
});
