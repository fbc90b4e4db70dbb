// The models evaluated on a run's own measurements, as sweep measures: a hand-built run, values worked by hand.
import { describe, expect, it } from 'vitest';
import { isModelMeasure, measure, measureInfo, needsModelInputs } from '../../src/experiments/measures';
import { lossRate, modelInputs, type ModelInputs } from '../../src/experiments/modelMeasures';
import type { RunSummary } from '../../src/experiments/runSummary';

const flow = (over: Partial<RunSummary['flows'][number]>): RunSummary['flows'][number] => ({
  name: 'f',
  variant: 'reno',
  goodputBps: 500_000,
  sentPackets: 10_000,
  retransmittedPackets: 0,
  timeouts: 0,
  drops: 0,
  meanQueuePackets: 0,
  lossEvents: 100,
  meanRttSec: 0.1,
  t0Sec: 1,
  baseRttSec: null,
  ...over,
});

const RUN: RunSummary = {
  flows: [
    flow({ name: 'Reno 1' }),
    // No loss at all: Mathis is undefined, Padhye is at its window limit.
    flow({ name: 'Reno 2', lossEvents: 0 }),
    flow({ name: 'Vegas 1', variant: 'vegas', lossEvents: 0, meanRttSec: 0.05, baseRttSec: 0.03 }),
  ],
  jainIndex: 1,
  bottleneck: { drops: 100, utilization: 1, meanQueuePackets: 4, meanQueueDelaySec: 0.02 },
  wallSec: 0,
};

const INPUTS: ModelInputs = {
  packetSizeBytes: 1000,
  flows: [
    { maxWindowPackets: 100, vegasBand: null },
    { maxWindowPackets: 20, vegasBand: null },
    { maxWindowPackets: 30, vegasBand: [1, 3] },
  ],
};
const byFlow = { classBy: 'flow' as const };
const byVariant = { classBy: 'variant' as const };

describe('model measures', () => {
  it("p is loss indications per packet sent: 100 / 10 000 = 0.01; a run without them (ns-2's) has none", () => {
    expect(lossRate(RUN.flows[0])).toBe(0.01);
    expect(measure(RUN, 'lossRate:Reno 1', byFlow)).toBe(0.01);
    const { lossEvents: _l, ...ns2Like } = RUN.flows[0];
    expect(lossRate(ns2Like)).toBeNaN();
  });

  it("Mathis on the flow's p = 0.01 and RTT = 100 ms: 10 · √150 = 122.474 packets/s × 8000 bits = 979.8 kb/s", () => {
    expect(measure(RUN, 'mathis:Reno 1', byFlow, INPUTS)).toBeCloseTo(979_795.9, 0);
    // Without a loss the square-root law has no value; the class mean is over the flows where it has one.
    expect(measure(RUN, 'mathis:Reno 2', byFlow, INPUTS)).toBeNaN();
    expect(measure(RUN, 'mathis:Reno', byVariant, INPUTS)).toBeCloseTo(979_795.9, 0);
  });

  it('Padhye with T0 = 1 s, Wmax = 100: 98.829 packets/s (see theory/renoThroughput.test.ts) = 790.6 kb/s; with no loss Wmax/RTT = 20/0.1 = 200 packets/s = 1.6 Mb/s', () => {
    expect(measure(RUN, 'padhye:Reno 1', byFlow, INPUTS)).toBeCloseTo(98.829 * 8000, -2);
    expect(measure(RUN, 'padhye:Reno 2', byFlow, INPUTS)).toBeCloseTo(1_600_000, 6);
    expect(measure(RUN, 'padhye:Reno', byVariant, INPUTS)).toBeCloseTo((98.829 * 8000 + 1_600_000) / 2, -2);
  });

  it("Tsang's band for a Vegas flow with α=1, β=3, RTT 50 ms, BaseRTT 30 ms: 1/0.02 = 50 and 3/0.02 = 150 packets/s (400 and 1200 kb/s)", () => {
    expect(measure(RUN, 'vegasLow:Vegas', byVariant, INPUTS)).toBeCloseTo(400_000, 6);
    expect(measure(RUN, 'vegasHigh:Vegas', byVariant, INPUTS)).toBeCloseTo(1_200_000, 6);
    // Not for Reno flows, and Reno's models not for Vegas flows.
    expect(measure(RUN, 'vegasLow:Reno', byVariant, INPUTS)).toBeNaN();
    expect(measure(RUN, 'padhye:Vegas', byVariant, INPUTS)).toBeNaN();
  });

  it('the mean RTT and the queueing delay are read as measured', () => {
    expect(measure(RUN, 'rtt:Vegas', byVariant)).toBe(0.05);
    expect(measure(RUN, 'queueDelay', byVariant)).toBe(0.02);
  });

  it('a model measure needs the inputs, says which measures are models, and labels them with their source', () => {
    expect(() => measure(RUN, 'mathis:Reno', byVariant)).toThrow(/needs the run's scenario/);
    expect(isModelMeasure('padhye:Reno')).toBe(true);
    expect(isModelMeasure('goodput:Reno')).toBe(false);
    expect(needsModelInputs(['jain', 'goodput:Reno'])).toBe(false);
    expect(needsModelInputs(['jain', 'vegasHigh:Vegas'])).toBe(true);
    expect(measureInfo('mathis:Reno').model?.source).toMatch(/√\(3\/\(2bp\)\)/);
    expect(measureInfo('vegasLow:Vegas').unit).toBe('bps');
    expect(measureInfo('queueDelay').unit).toBe('s');
  });

  it("reads the inputs from the scenario: payload size, each flow's window and Vegas thresholds (Enhanced Vegas: α = β = δ)", () => {
    const edge = { rateBps: 10e6, delaySec: 0.001 };
    const inputs = modelInputs({
      version: 2,
      packetSizeBytes: 552,
      bottleneck: { rateBps: 1e6, delaySec: 0.01, bufferPackets: 20, queue: { kind: 'droptail' } },
      flows: [
        { variant: 'reno', count: 2, maxWindowPackets: 14, access: edge, egress: edge },
        { variant: 'vegas', alpha: 2, beta: 4, access: edge, egress: edge },
        { variant: 'enhanced-vegas', delta: 3, access: edge, egress: edge },
      ],
    });
    expect(inputs.packetSizeBytes).toBe(552);
    expect(inputs.flows.map((f) => f.maxWindowPackets).slice(0, 2)).toEqual([14, 14]);
    expect(inputs.flows.map((f) => f.vegasBand)).toEqual([null, null, [2, 4], [3, 3]]);
  });
});
