import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NS3_CASES } from '../../../src/experiments/validation/ns3Cases';
import { bbrStallStart, bbrStalled, summarizeNs3Case, type Ns3ReferenceFile, type Ns3ReferenceRun } from '../../../src/experiments/validation/ns3Reference';

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

describe('the committed ns-3 reference (ns3Reference.json)', () => {
  const file = JSON.parse(readFileSync(new URL('../../../src/experiments/validation/ns3Reference.json', import.meta.url), 'utf8')) as Ns3ReferenceFile;

  it('was made by the ns-3 program as it is now (edit the program: npm run ns3:reference)', () => {
    const source = readFileSync(new URL('../../../src/cli/ns3/dumbbell.cc', import.meta.url));
    expect(file.programSha256).toBe(createHash('sha256').update(source).digest('hex'));
  });

  it('has every case, each run with the start times its seed gives now', () => {
    for (const c of NS3_CASES) {
      const ref = file.cases[c.id];
      expect(ref, c.id).toBeDefined();
      for (const r of ref.runs) {
        const flows = c.scenario(r.seed).flows;
        const passed = r.args.find((a) => a.startsWith('--flows='))!.slice('--flows='.length).split(';');
        expect(passed.map((f) => Number(f.split(',')[5])), `${c.id} seed ${r.seed}`).toEqual(flows.map((f) => f.startSec));
      }
    }
  });
});

describe('bbrStallStart', () => {
  /** A trace of flow 1 (BBR) at 10 Mb/s: one line per (time, pacing rate in b/s). */
  const trace = (rows: [number, number][]) => rows.map(([t, rate]) => `${t},1,100000,17075,50000,${rate},0.3,0,100`).join('\n');
  it.each([
    { name: 'never low: no stall', rows: [[10, 5e6], [50, 4e6], [119.9, 6e6]], from: null },
    { name: 'low from 68 s to the end (the 2 % threshold is 200 kb/s)', rows: [[10, 5e6], [67.6, 4e6], [67.7, 11e3], [90, 8e3], [119.9, 9e3]], from: 67.7 },
    { name: 'a dip that recovers is no stall', rows: [[10, 5e6], [34, 50e3], [36, 770e3], [119.9, 5e6]], from: null },
    { name: 'a dip, a recovery, then a stall for good: the last one counts', rows: [[10, 5e6], [34, 50e3], [36, 770e3], [97.7, 13e3], [119.9, 9e3]], from: 97.7 },
    { name: 'stalling only after the window ends is outside it', rows: [[10, 5e6], [121, 9e3], [130, 9e3]], from: null },
    { name: 'exactly at the threshold is not low', rows: [[10, 5e6], [50, 200e3], [119.9, 200e3]], from: null },
  ] as { name: string; rows: [number, number][]; from: number | null }[])('$name', ({ rows, from }) => {
    expect(bbrStallStart(trace(rows), [1], 10e6, 120)).toBe(from);
  });

  it('reads only the BBR flows it is given', () => {
    const cubicLow = '50,0,100000,17075,50000,0,0.3,0,100\n119,0,100000,17075,50000,0,0.3,0,100';
    expect(bbrStallStart(`${cubicLow}\n${trace([[10, 5e6], [119.9, 5e6]])}`, [1], 10e6, 120)).toBeNull();
  });
});
