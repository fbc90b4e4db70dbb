import { describe, expect, it } from 'vitest';
import { compareNs3Case, ns3ComparisonMarkdown, ns3MissesMarkdown, ns3ReferenceMarkdown, type OursNs3Run } from '../../../src/experiments/validation/ns3Compare';
import { NS3_CASES } from '../../../src/experiments/validation/ns3Cases';
import { summarizeNs3Case, type Ns3ReferenceRun } from '../../../src/experiments/validation/ns3Reference';

const deep = NS3_CASES.find((c) => c.id === 'bbr-cubic-deep')!;

const ns3Run = (seed: number, cubicBps: number, bbrBps: number, queue: number): Ns3ReferenceRun => ({
  seed,
  args: [],
  flows: [
    { name: 'cubic', variant: 'cubic', goodputBps: cubicBps, drops: 0, meanRttSec: 0.3 },
    { name: 'bbr', variant: 'bbr', goodputBps: bbrBps, drops: 0, meanRttSec: 0.3 },
  ],
  jainIndex: 0.7,
  meanQueuePackets: queue,
  drops: 0,
  utilization: 1,
  stalled: bbrBps < 0.02 * 10e6,
});

// Seed 2 stalled in ns-3: it is in neither mean. ns-3 means: cubic 7 Mb/s, bbr 2 Mb/s, queue 300.
const ref = summarizeNs3Case(['cubic', 'bbr'], [ns3Run(1, 7.5e6, 1.5e6, 280), ns3Run(2, 9.3e6, 3e4, 5), ns3Run(3, 6.5e6, 2.5e6, 320)]);

const ours = (seed: number, cubicBps: number, bbrBps: number, jainIndex: number, queue: number): OursNs3Run => ({
  seed,
  flows: [
    { name: 'cubic', goodputBps: cubicBps },
    { name: 'bbr', goodputBps: bbrBps },
  ],
  jainIndex,
  meanQueuePackets: queue,
});

describe('compareNs3Case', () => {
  it.each([
    // [what, our runs of seeds 1 and 3, flows pass, JFI passes, queue passes]
    ['equal means', [ours(1, 7e6, 2e6, 0.7, 300), ours(3, 7e6, 2e6, 0.7, 300)], [true, true], true, true],
    ['BBR 9 % high, queue 19 % low', [ours(1, 7e6, 2.18e6, 0.72, 243), ours(3, 7e6, 2.18e6, 0.72, 243)], [true, true], true, true],
    ['BBR 11 % low', [ours(1, 7e6, 1.78e6, 0.7, 300), ours(3, 7e6, 1.78e6, 0.7, 300)], [true, false], true, true],
    ['JFI 0.04 off, queue 21 % high', [ours(1, 7e6, 2e6, 0.74, 363), ours(3, 7e6, 2e6, 0.74, 363)], [true, true], false, false],
  ] as const)('%s', (_, runs, flowsPass, jainPass, queuePass) => {
    const c = compareNs3Case(deep, ref, [...runs, ours(2, 0, 0, 0, 0)]);
    expect(c.seeds).toEqual([1, 3]);
    expect(c.flows.map((f) => f.pass)).toEqual(flowsPass);
    expect(c.jain.pass).toBe(jainPass);
    expect(c.queue.pass).toBe(queuePass);
    expect(c.pass).toBe(flowsPass.every(Boolean) && jainPass && queuePass);
  });

  it('needs our run of every compared seed', () => {
    expect(() => compareNs3Case(deep, ref, [ours(1, 7e6, 2e6, 0.7, 300)])).toThrow(/lack seeds 3/);
  });

  it('says under the table why each case that misses does, and nothing for a case that meets every target', () => {
    const miss = compareNs3Case(deep, ref, [ours(1, 7e6, 1.78e6, 0.7, 300), ours(3, 7e6, 1.78e6, 0.7, 300)]);
    const met = compareNs3Case(deep, ref, [ours(1, 7e6, 2e6, 0.7, 300), ours(3, 7e6, 2e6, 0.7, 300)]);
    expect(ns3MissesMarkdown([met], NS3_CASES)).toBe('');
    const md = ns3MissesMarkdown([miss], NS3_CASES);
    expect(md).toContain(`- **BBR vs CUBIC, deep buffer**: ${deep.difference}`);
    expect(ns3MissesMarkdown([miss], [{ ...deep, difference: undefined }])).toContain('cause not yet measured');
  });

  it('writes one row per flow, then JFI and queue', () => {
    const md = ns3ComparisonMarkdown([compareNs3Case(deep, ref, [ours(1, 7e6, 1.78e6, 0.7, 300), ours(3, 7e6, 1.78e6, 0.7, 300)])]);
    expect(md).toContain('| BBR vs CUBIC, deep buffer | bbr goodput, Mb/s | 2.000 | 1.780 | -11.0 % | **no** |');
    expect(md).toContain('| BBR vs CUBIC, deep buffer | mean queue, packets | 300.0 | 300.0 | +0.0 % | yes |');
  });
});

describe('ns3ReferenceMarkdown', () => {
  it('lists the means, RTTs and which seeds stalled, and cases not run', () => {
    const alone = NS3_CASES.find((c) => c.id === 'bufferbloat-cubic')!;
    const md = ns3ReferenceMarkdown([deep, alone], { command: 'npm run ns3:reference', ns3: 'ns-3.37', programSha256: '', replications: 2, cases: { [deep.id]: ref } });
    expect(md).toContain('| BBR vs CUBIC, deep buffer | cubic 7.000, bbr 2.000 | 0.700 | 300.0 | cubic 300, bbr 300 | 1, 3 | 2 |');
    expect(md).toContain('| Bufferbloat: CUBIC alone on a deep buffer | not run |');
  });
});
