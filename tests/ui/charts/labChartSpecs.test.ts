import { describe, expect, it } from 'vitest';
import { activeTcpFlows, camSpec, cwndSpec, diffSpec, labelled, queueSpec, rttSpec, throughputSpec } from '../../../src/ui/charts/labChartSpecs';
import { i18n } from '../../../src/ui/i18n/i18n';
import { bottleneckSteps } from '../../../src/ui/charts/bottleneckSteps';
import type { FlowInfo } from '../../../src/worker/protocol';
import { ALPHA_CHANGED_AT_SEC, FLOWS, syntheticStore } from './synthetic';

describe('the CAM chart after α was changed mid-run', () => {
  const store = syntheticStore();
  const vegas = FLOWS[1];
  const col = (k: 'expectedRate' | 'baseRttSec') => store.flowColumn(vegas.index, k);
  const before = Array.from(store.time.subarray(0, store.length)).findIndex((t) => t > ALPHA_CHANGED_AT_SEC - 1);
  const after = store.length - 1;

  it('draws the α–β band with the thresholds in effect at each moment, not today’s', () => {
    const band = camSpec(store, vegas, { flow: 1, alpha: 2, beta: 3 }).bands[0];
    const [e, b] = [col('expectedRate'), col('baseRttSec')];
    // Before the change α was 1: the band's upper edge is Expected − 1/BaseRTT; after, Expected − 2/BaseRTT.
    expect(band.upper[before]).toBeCloseTo(e[before] - 1 / b[before], 3);
    expect(band.upper[after]).toBeCloseTo(e[after] - 2 / b[after], 3);
    for (const i of [before, after]) expect(band.lower[i]).toBeCloseTo(e[i] - 3 / b[i], 3);
  });

  it('draws α and β on the Diff panel as lines over time; δ alone for Enhanced Vegas', () => {
    const spec = diffSpec(store, vegas);
    const alpha = spec.series.find((s) => s.key === 'alpha')!.values;
    expect([alpha[before], alpha[after]]).toEqual([1, 2]);
    expect(spec.series.map((s) => s.label)).toEqual(['Diff', 'α', 'β']);
    expect(diffSpec(store, { ...vegas, variant: 'enhanced-vegas' }).series.map((s) => s.label)).toEqual(['Diff', 'δ']);
  });
});

describe('the fair-share line counts the flows sharing the link now', () => {
  const store = syntheticStore(); // runs to 20 s; Vegas 3 started at 8 s
  it('started and not stopped: a stopped flow no longer divides the link', () => {
    expect(activeTcpFlows(store, FLOWS)).toBe(3);
    const stopped = FLOWS.map((f) => (f.index === 0 ? { ...f, stopSec: 15 } : f));
    expect(activeTcpFlows(store, stopped)).toBe(2);
    const fair = throughputSpec({ store, flows: stopped, queue: { kind: 'droptail', bufferPackets: 50 }, bottleneckBps: 1.5e6 }).setupLines![0];
    expect(fair.values[store.length - 1]).toBe(0.75e6);
    expect(fair.label).toBe('fair share 750 kb/s (link / 2) now');
    // A stop still ahead does not count yet.
    expect(activeTcpFlows(store, FLOWS.map((f) => (f.index === 0 ? { ...f, stopSec: 25 } : f)))).toBe(3);
  });
});

describe('a flow is drawn only while it is there', () => {
  const store = syntheticStore(); // every sample of Reno 1 and Vegas 2 is a number, from 0 s
  const late: FlowInfo[] = FLOWS.map((f) => (f.index === 1 ? { ...f, startSec: 5, stopSec: 15 } : f));
  const input = { store, flows: late, queue: { kind: 'droptail' as const, bufferPackets: 50 }, bottleneckBps: 1.5e6 };
  const at = (t: number) => store.indexAt(t);
  const valuesOf = (spec: { series: { key: string; values: ArrayLike<number> }[] }, key: string) => spec.series.find((s) => s.key === key)!.values;

  it('no window, ssthresh, goodput or RTT before it starts or after it stops; the samples in between as recorded', () => {
    const cwnd = valuesOf(cwndSpec(input), 'cwnd-1');
    const ssthresh = valuesOf(cwndSpec(input), 'ssthresh-1');
    const goodput = valuesOf(throughputSpec(input), 'goodput-1');
    const rtt = valuesOf(rttSpec(input), 'rtt-1');
    for (const t of [0, 4.95, 15.1, 20]) for (const v of [cwnd, ssthresh, goodput, rtt]) expect(v[at(t)], `${t} s`).toBeNaN();
    for (const t of [5, 10, 15]) {
      expect(cwnd[at(t)]).toBe(store.flowColumn(1, 'cwnd')[at(t)]);
      expect(rtt[at(t)]).toBe(store.flowColumn(1, 'rttSec')[at(t)]);
    }
    // A flow there all along is drawn from its own column.
    expect(valuesOf(cwndSpec(input), 'cwnd-0')).toBe(store.flowColumn(0, 'cwnd'));
  });

  it('an RTT of 0 (no sample yet) is no measurement', () => {
    const s = syntheticStore();
    s.flowColumn(0, 'rttSec').fill(0, 0, 10);
    const rtt = valuesOf(rttSpec({ ...input, store: s, flows: FLOWS }), 'rtt-0');
    expect(rtt[9]).toBeNaN();
    expect(rtt[10]).toBeGreaterThan(0);
  });
});

describe('the fair share and the buffer as they were at each moment', () => {
  const store = syntheticStore(); // Reno 1 and Vegas 2 from 0 s, Vegas 3 from 8 s
  // The link went from 1.5 to 3 Mb/s at 12 s; the buffer from 3 to 25 packets at 10 s.
  const steps = bottleneckSteps({
    bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 3, queue: { kind: 'droptail' } },
    changes: [
      { atSec: 10, link: 0, key: 'bufferPackets', value: 25 },
      { atSec: 12, link: 0, key: 'rateBps', value: 3e6 },
      { atSec: 14, flow: 0, key: 'maxWindowPackets', value: 20 },
    ],
  });
  const input = { store, flows: FLOWS, queue: { kind: 'droptail' as const, bufferPackets: 25 }, bottleneckBps: 3e6, steps };
  const at = (t: number) => store.indexAt(t);

  it('the steps: the set-up, then one at each change of rate or buffer', () => {
    expect(steps).toEqual([
      { atSec: 0, rateBps: 1.5e6, bufferPackets: 3 },
      { atSec: 10, rateBps: 1.5e6, bufferPackets: 25 },
      { atSec: 12, rateBps: 3e6, bufferPackets: 25 },
    ]);
  });

  it('fair share: the link then over the TCP flows sending then', () => {
    const fair = throughputSpec(input).setupLines![0];
    // 1.5 Mb/s / 2 before Vegas 3 joins; / 3 after; 3 Mb/s / 3 after the link's change.
    expect([fair.values[at(7.95)], fair.values[at(8)], fair.values[at(11.95)], fair.values[at(12)], fair.values[at(20)]]).toEqual([0.75e6, 0.5e6, 0.5e6, 1e6, 1e6]);
    expect(fair.label).toBe('fair share 1 Mb/s (link / 3) now');
    // With nobody sending there is no share to draw.
    const later = FLOWS.map((f) => ({ ...f, startSec: 2 }));
    expect(throughputSpec({ ...input, flows: later }).setupLines![0].values[at(1)]).toBeNaN();
  });

  it('buffer: 3 packets until 10 s, 25 after', () => {
    const buffer = queueSpec(input).setupLines![0];
    expect([buffer.values[at(9.95)], buffer.values[at(10)], buffer.values[at(20)]]).toEqual([3, 25, 25]);
    expect(buffer.label).toBe('buffer 25 now');
    // Never changed: named as before.
    expect(queueSpec({ ...input, steps: undefined }).setupLines![0].label).toBe('buffer 25');
  });
});

describe('a series label', () => {
  it('is worded again when a catalogue arrives for the language it was worded in (a section’s messages come after its language)', () => {
    const d = { id: 'test.labelled.wording', message: 'as the source says' };
    expect(labelled(d)).toEqual({ label: 'as the source says', csvLabel: 'as the source says' });
    // Kept from one frame's specs to the next…
    expect(labelled(d).label).toBe('as the source says');
    // …until the language's catalogue gains the message.
    i18n.load(i18n.locale, { 'test.labelled.wording': 'as the catalogue says' });
    expect(labelled(d).label).toBe('as the catalogue says');
  });
});
