import { describe, expect, it } from 'vitest';
import { bbrStalled, summarizeNs3Case, type Ns3ReferenceRun } from '../../../src/experiments/validation/ns3Reference';

const run = (seed: number, cubicBps: number, bbrBps: number, meanQueuePackets: number): Ns3ReferenceRun => ({
  seed,
  args: [],
  flows: [
    { name: 'cubic', variant: 'cubic', goodputBps: cubicBps, drops: 0, meanRttSec: 0.06 },
    { name: 'bbr', variant: 'bbr', goodputBps: bbrBps, drops: 0, meanRttSec: null },
  ],
  jainIndex: (cubicBps + bbrBps) ** 2 / (2 * (cubicBps ** 2 + bbrBps ** 2)),
  meanQueuePackets,
  drops: 0,
  utilization: 1,
  stalled: bbrStalled([{ variant: 'bbr', goodputBps: bbrBps }], 10e6),
});

describe('bbrStalled', () => {
  it.each([
    ['a BBR flow at 30 kb/s of 10 Mb/s', [{ variant: 'bbr', goodputBps: 30e3 }], true],
    ['a BBR flow at 1 Mb/s', [{ variant: 'bbr', goodputBps: 1e6 }], false],
    ['a starved CUBIC flow (loss-based starvation is physics, not a stall)', [{ variant: 'cubic', goodputBps: 30e3 }], false],
  ])('%s: %s', (_, flows, expected) => {
    expect(bbrStalled(flows, 10e6)).toBe(expected);
  });
});

describe('summarizeNs3Case', () => {
  it('averages the runs that did not stall and lists the seeds that did', () => {
    const c = summarizeNs3Case(['cubic', 'bbr'], [run(1, 6e6, 3e6, 10), run(2, 9.3e6, 30e3, 4), run(3, 4e6, 5e6, 20)]);
    expect(c.stalledSeeds).toEqual([2]);
    expect(c.runs).toHaveLength(3);
    expect(c.means!.flows.map((f) => f.goodputBps)).toEqual([5e6, 4e6]);
    expect(c.means!.flows.map((f) => f.meanRttSec)).toEqual([0.06, null]);
    expect(c.means!.meanQueuePackets).toBe(15);
    // JFI of the means: (9e6)² / (2 · (25e12 + 16e12)).
    expect(c.means!.jainOfMeans).toBeCloseTo(81 / 82, 12);
  });

  it('has no means when every run stalled', () => {
    expect(summarizeNs3Case(['cubic', 'bbr'], [run(1, 9e6, 1e3, 4)]).means).toBeNull();
  });
});
