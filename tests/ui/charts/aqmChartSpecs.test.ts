// The queue discipline's chart, read from each discipline's module: which observables go in which
// panel, the reference lines each is compared with (targets and thresholds, not periods), the
// state band, and a palette that stays apart with the common colour-vision deficiencies.
import { describe, expect, it } from 'vitest';
import { globalIndex, rowStride, type GlobalField } from '../../../src/sim/metrics/Sampler';
import { QUEUE_KINDS, queueValuesOf, type QueueKind } from '../../../src/sim/queue/registry';
import { aqmSpec, axisUnit, drawsAqmChart, LINE_COLORS } from '../../../src/ui/charts/aqmChartSpecs';
import { DANGER } from '../../../src/ui/charts/labChartSpecs';
import type { QueueView } from '../../../src/ui/charts/types';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import { deltaE, labOver, type Vision } from './colorVision';

/** A store of `rows` samples 0.1 s apart, one flow, with the given global columns (the rest NaN). */
function store(columns: Partial<Record<GlobalField, number[]>>, rows: number): TraceStore {
  const s = new TraceStore(1);
  const stride = rowStride(1);
  const buf = new Float64Array(rows * stride).fill(NaN);
  for (let i = 0; i < rows; i++) {
    buf[i * stride + globalIndex('timeSec')] = 0.1 * i;
    for (const [k, v] of Object.entries(columns)) buf[i * stride + globalIndex(k as GlobalField)] = v![i];
  }
  s.append(buf, stride);
  return s;
}

const view = (kind: QueueKind, params: Record<string, number | boolean> = {}): QueueView => ({
  kind,
  bufferPackets: 100,
  params: { ...queueValuesOf({ kind }), ...params },
});

describe('the queue discipline chart, per discipline', () => {
  it('CoDel: sojourn time in ms against its target (not its interval), the dropping state shaded; its count below', () => {
    const sojourn = [0.001, 0.004, 0.012, 0.03, 0.02, 0.004];
    const dropping = [0, 0, 0, 1, 1, 0];
    const st = store({ codelSojournSec: sojourn, codelDropping: dropping, codelCount: [0, 0, 0, 1, 2, 2] }, 6);
    const chart = aqmSpec(st, view('codel', { targetSec: 0.008 }))!;
    expect(chart.main.title).toBe('Queue discipline: CoDel');
    expect(chart.main.series.map((s) => s.key)).toEqual(['codelSojournSec']);
    expect(Array.from(chart.main.series[0].values).slice(0, st.length)).toEqual(sojourn.map(Math.fround));
    expect(chart.main.y.unit).toEqual({ kind: 'plain', name: 'ms', factor: 1000 });
    // The target as it is set now (8 ms here), in the legend; no line for the 100 ms interval.
    expect(chart.main.rules).toEqual([{ key: 'targetSec', label: 'CoDel target 8 ms', value: 0.008, color: DANGER, dash: '6 4', labelIn: 'legend' }]);
    expect(chart.main.states!.key).toBe('codelDropping');
    expect(Array.from(chart.main.states!.codes).slice(0, st.length)).toEqual(dropping);
    expect(chart.main.states!.categories.map((c) => c.label)).toEqual(['not dropping', 'dropping']);
    expect(chart.small!.series.map((s) => s.key)).toEqual(['codelCount']);
    expect(chart.small!.y.unit).toEqual({ kind: 'plain', name: 'packets' });
    expect(chart.small!.rules).toEqual([]);
  });

  it('PIE: queueing delay against the target delay (not the update period or burst allowance); its drop probability below, on 0–1', () => {
    const st = store({ pieQueueDelaySec: [0, 0.02, 0.015], pieDropProbability: [0, 0.01, 0.02] }, 3);
    const chart = aqmSpec(st, view('pie'))!;
    expect(chart.main.series.map((s) => s.key)).toEqual(['pieQueueDelaySec']);
    expect(chart.main.rules.map((r) => [r.key, r.value, r.label])).toEqual([['targetDelaySec', 0.015, 'PIE target delay 15 ms']]);
    expect(chart.main.states).toBeUndefined();
    expect(chart.small!.series.map((s) => s.key)).toEqual(['pieDropProbability']);
    expect(chart.small!.y.domain).toEqual([0, 1]);
  });

  it('FQ-CoDel: the longest flow-queue sojourn against the target; flow queues with packets and dropping below', () => {
    const chart = aqmSpec(store({}, 2), view('fq-codel'))!;
    expect(chart.main.series.map((s) => s.key)).toEqual(['fqCoDelSojournSec']);
    expect(chart.main.rules.map((r) => r.value)).toEqual([0.005]);
    expect(chart.small!.series.map((s) => s.key)).toEqual(['fqCoDelActiveFlows', 'fqCoDelDroppingFlows']);
    expect(chart.small!.y.unit).toEqual({ kind: 'plain', name: 'flows' });
    // Two lines in one panel: told apart by dash as well as colour.
    expect(chart.small!.series[0].dash).not.toBe(chart.small!.series[1].dash);
  });

  it('RED: its average against minTh and maxTh, one panel', () => {
    const chart = aqmSpec(store({ redAverage: [1, 2] }, 2), view('red', { minThPackets: 5, maxThPackets: 20 }))!;
    expect(chart.main.series.map((s) => s.key)).toEqual(['redAverage']);
    expect(chart.main.rules.map((r) => [r.key, r.value])).toEqual([['minThPackets', 5], ['maxThPackets', 20]]);
    expect(chart.small).toBeUndefined();
  });

  it.each(QUEUE_KINDS)('%s: a chart exactly when the discipline has observables', (kind) => {
    const chart = aqmSpec(store({}, 1), view(kind));
    expect(chart !== null).toBe(drawsAqmChart(kind));
    expect(drawsAqmChart(kind)).toBe(!['droptail', 'drr'].includes(kind));
  });

  it('seconds are drawn as ms; other units as they are', () => {
    expect(axisUnit('s')).toEqual({ kind: 'plain', name: 'ms', factor: 1000 });
    expect(axisUnit('packets')).toEqual({ kind: 'plain', name: 'packets' });
  });
});

describe('its palette', () => {
  it.each(['normal', 'deuteranopia', 'protanopia'] as Vision[])('%s: every two lines, and each line and the target, differ by ΔE ≥ 20', (vision) => {
    const colors = [...LINE_COLORS, DANGER];
    for (let i = 0; i < colors.length; i++) {
      for (let j = i + 1; j < colors.length; j++) expect(deltaE(labOver(colors[i], 1, vision), labOver(colors[j], 1, vision)), `${colors[i]} ${colors[j]}`).toBeGreaterThanOrEqual(20);
    }
  });
});
