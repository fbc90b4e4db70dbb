import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NS3_QUEUE_CASES, NS3_QUEUE_REPLICATIONS, type AqmQueue } from '../../../src/experiments/validation/ns3QueueCases';
import { dropKindOf, dropKinds, summarizeNs3QueueCase, type Ns3QueueReferenceFile, type Ns3QueueReferenceRun } from '../../../src/experiments/validation/ns3QueueReference';
import { ns3Arguments } from '../../../src/sim/export/ns3Dumbbell';

describe('dropKindOf (ns-3.37 reason strings)', () => {
  it.each([
    ['Overlimit drop', 'overflow'],
    ['(Dropped by child queue disc) Overlimit drop', 'overflow'],
    ['Forced drop', 'overflow'],
    ['Target exceeded drop', 'aqm'],
    ['(Dropped by child queue disc) Target exceeded drop', 'aqm'],
    ['Unforced drop', 'aqm'],
  ])('%s is %s', (reason, kind) => {
    expect(dropKindOf(reason)).toBe(kind);
  });

  it('refuses a reason it does not know, naming it', () => {
    expect(() => dropKindOf('Unclassified drop')).toThrow(/unknown ns-3 drop reason "Unclassified drop"/);
  });

  it('sums counts by kind', () => {
    expect(dropKinds({ 'Overlimit drop': 3, '(Dropped by child queue disc) Target exceeded drop': 5, 'Target exceeded drop': 1 })).toEqual({ overflow: 3, aqm: 6 });
  });
});

const run = (seed: number, goodputs: [number, number], drops: Record<string, number>, marks: number, sojournSec: number | null, stalled = false): Ns3QueueReferenceRun => ({
  seed,
  args: [],
  flows: [
    { name: 'a', variant: 'cubic', goodputBps: goodputs[0], meanRttSec: 0.06, dropsByReason: drops, marks },
    { name: 'b', variant: 'bbr', goodputBps: goodputs[1], meanRttSec: null, dropsByReason: {}, marks: 0 },
  ],
  jainIndex: 1,
  meanQueuePackets: 4,
  meanSojournSec: sojournSec,
  meanQueueDelaySec: sojournSec === null ? null : sojournSec + 0.001,
  dropsByReason: drops,
  marks,
  utilization: 0.9,
  stalled,
});

describe('summarizeNs3QueueCase', () => {
  it('averages overflow and AQM drops, marks and sojourn over the runs that did not stall', () => {
    const c = summarizeNs3QueueCase(
      ['a', 'b'],
      [
        run(1, [4e6, 4e6], { 'Target exceeded drop': 10, 'Overlimit drop': 2 }, 0, 0.004),
        run(2, [9e6, 3e4], { 'Target exceeded drop': 99 }, 0, 0.001, true),
        run(3, [5e6, 3e6], { 'Target exceeded drop': 20 }, 6, null),
      ],
    );
    expect(c.stalledSeeds).toEqual([2]);
    const m = c.means!;
    // Seeds 1 and 3: AQM drops (10 + 20) / 2, overflow (2 + 0) / 2, marks (0 + 6) / 2.
    expect([m.aqmDrops, m.overflowDrops, m.marks]).toEqual([15, 1, 3]);
    expect([m.flows[0].aqmDrops, m.flows[0].overflowDrops, m.flows[1].aqmDrops]).toEqual([15, 1, 0]);
    // Seed 3 measured no sojourn: the mean is seed 1's.
    expect(m.meanSojournSec).toBe(0.004);
    expect(m.meanQueueDelaySec).toBe(0.005);
    expect(m.flows.map((f) => f.goodputBps)).toEqual([4.5e6, 3.5e6]);
    expect(m.flows[1].meanRttSec).toBeNull();
  });

  it('has no means when every run stalled', () => {
    expect(summarizeNs3QueueCase(['a', 'b'], [run(1, [9e6, 3e4], {}, 0, 0.001, true)]).means).toBeNull();
  });
});

/** The field names for each discipline, exactly. */
const QUEUE_FIELDS: Record<AqmQueue['kind'], string[]> = {
  codel: ['ecn', 'intervalSec', 'kind', 'targetSec'],
  'fq-codel': ['ecn', 'intervalSec', 'kind', 'quantumBytes', 'targetSec'],
  pie: ['alpha', 'beta', 'ecn', 'kind', 'maxBurstSec', 'tUpdateSec', 'targetDelaySec'],
};

describe('NS3_QUEUE_CASES', () => {
  it('has unique ids and 10 to 14 cases of at most 60 simulated seconds', () => {
    const ids = NS3_QUEUE_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(ids.length).toBeLessThanOrEqual(14);
    for (const c of NS3_QUEUE_CASES) expect(c.scenario(1).durationSec, c.id).toBeLessThanOrEqual(60);
  });

  it("gives each bottleneck queue exactly the issue's fields, and tcp.ecn as the case says", () => {
    for (const c of NS3_QUEUE_CASES) {
      const s = c.scenario(1);
      expect(Object.keys(s.bottleneck.queue).sort(), c.id).toEqual(QUEUE_FIELDS[s.bottleneck.queue.kind]);
      expect(s.bottleneck.queue).toEqual(c.queue);
      expect(s.tcp.ecn, c.id).toBe(c.ecn);
      expect(s.flows.map((f) => f.variant)).toEqual(c.variants);
      expect(s.flows.map((f) => f.name)).toEqual(c.flows);
    }
  });

  it('covers CoDel, FQ-CoDel and PIE; CUBIC, NewReno, BBR and Vegas; ECN on and off; shallow and deep buffers', () => {
    expect(new Set(NS3_QUEUE_CASES.map((c) => c.queue.kind))).toEqual(new Set(['codel', 'fq-codel', 'pie']));
    expect(new Set(NS3_QUEUE_CASES.flatMap((c) => c.variants))).toEqual(new Set(['cubic', 'newreno', 'bbr', 'vegas']));
    for (const kind of ['codel', 'fq-codel', 'pie']) {
      const of = NS3_QUEUE_CASES.filter((c) => c.queue.kind === kind);
      expect(new Set(of.map((c) => c.ecn)), kind).toEqual(new Set([true, false]));
    }
    expect(new Set(NS3_QUEUE_CASES.map((c) => c.bufferPackets))).toEqual(new Set([32, 500]));
  });

  it('draws start times from the seed, the same for the same seed', () => {
    for (const c of NS3_QUEUE_CASES) {
      const starts = c.scenario(2).flows.map((f) => f.startSec);
      expect(c.scenario(2).flows.map((f) => f.startSec)).toEqual(starts);
      for (const t of starts) expect(t >= 0 && t <= 0.5 && Math.round(t * 1e6) === t * 1e6, `${c.id}: ${t}`).toBe(true);
    }
  });
});

describe('the committed ns-3 queue reference (ns3QueueReference.json)', () => {
  const file = JSON.parse(readFileSync(new URL('../../../src/experiments/validation/ns3QueueReference.json', import.meta.url), 'utf8')) as Ns3QueueReferenceFile;
  const byId = new Map(NS3_QUEUE_CASES.map((c) => [c.id, c]));
  const allRuns = NS3_QUEUE_CASES.flatMap((c) => file.cases[c.id].runs.map((r) => ({ c, r })));

  it('was made by the ns-3 program as it is now (edit the program: npm run ns3:queue-reference)', () => {
    const source = readFileSync(new URL('../../../src/cli/ns3/dumbbell.cc', import.meta.url));
    expect(file.programSha256).toBe(createHash('sha256').update(source).digest('hex'));
  });

  it('has exactly the cases of NS3_QUEUE_CASES, each with its replications of runs that did not stall', () => {
    expect(Object.keys(file.cases).sort()).toEqual([...byId.keys()].sort());
    expect(file.replications).toBe(NS3_QUEUE_REPLICATIONS);
    for (const c of NS3_QUEUE_CASES) {
      const ref = file.cases[c.id];
      const seeds = ref.runs.map((r) => r.seed);
      expect(seeds, c.id).toEqual([...seeds].sort((a, b) => a - b));
      expect(new Set(seeds).size).toBe(seeds.length);
      expect(ref.runs.filter((r) => !r.stalled).length, c.id).toBe(NS3_QUEUE_REPLICATIONS);
      expect(ref.means, c.id).not.toBeNull();
    }
  });

  it("ran each seed with exactly the arguments the case's scenario exports to", () => {
    for (const { c, r } of allRuns) {
      expect(r.args, `${c.id} seed ${r.seed}`).toEqual(ns3Arguments(c.scenario(r.seed), r.seed));
      expect(r.flows.map((f) => [f.name, f.variant])).toEqual(c.flows.map((name, i) => [name, c.variants[i]]));
    }
  });

  it('is physically sane in every run', () => {
    for (const { c, r } of allRuns) {
      const s = c.scenario(r.seed);
      const at = `${c.id} seed ${r.seed}`;
      // Payload can be at most 1000 of every 1054 bytes the bottleneck sends.
      const payloadBps = (s.bottleneck.rateBps * 1000) / 1054;
      expect(r.flows.reduce((sum, f) => sum + f.goodputBps, 0), at).toBeLessThanOrEqual(payloadBps * 1.001);
      expect(r.utilization, at).toBeLessThanOrEqual(1 + 1e-9);
      expect(r.jainIndex > 0 && r.jainIndex <= 1 + 1e-12, at).toBe(true);
      // The disc holds bufferPackets − 2 and the device one more.
      expect(r.meanQueuePackets, at).toBeLessThanOrEqual(s.bottleneck.bufferPackets - 1);
      // A sojourn cannot exceed the time to drain a full buffer.
      expect(r.meanSojournSec, at).not.toBeNull();
      expect(r.meanSojournSec!, at).toBeLessThan((s.bottleneck.bufferPackets * 1054 * 8) / s.bottleneck.rateBps);
      // The wait (disc + device, Little's law) is the disc's sojourn plus up to one transmission in
      // the device; 0.1 % slack for the window's edges (Little's law over the window, the sojourn
      // over the packets that left the disc within it).
      const txSec = (1054 * 8) / s.bottleneck.rateBps;
      const slackSec = 1e-3 * r.meanSojournSec! + 1e-5;
      expect(r.meanQueueDelaySec, at).not.toBeNull();
      expect(r.meanQueueDelaySec!, at).toBeGreaterThan(r.meanSojournSec! - slackSec);
      expect(r.meanQueueDelaySec!, at).toBeLessThan(r.meanSojournSec! + txSec + slackSec);
      // Every drop and mark is one flow's.
      const flowDrops: Record<string, number> = {};
      for (const f of r.flows) for (const [reason, n] of Object.entries(f.dropsByReason)) flowDrops[reason] = (flowDrops[reason] ?? 0) + n;
      expect(flowDrops, at).toEqual(r.dropsByReason);
      expect(r.flows.reduce((sum, f) => sum + f.marks, 0), at).toBe(r.marks);
    }
  });

  it('marks only where both the queue and TCP use ECN', () => {
    for (const { c, r } of allRuns) {
      if (!(c.queue.ecn && c.ecn)) expect(r.marks, `${c.id} seed ${r.seed}`).toBe(0);
      else expect(r.marks, `${c.id} seed ${r.seed}`).toBeGreaterThan(0);
    }
  });

  it("names only its disc's drop reasons", () => {
    const reasons: Record<AqmQueue['kind'], string[]> = {
      codel: ['Overlimit drop', 'Target exceeded drop'],
      'fq-codel': ['Overlimit drop', '(Dropped by child queue disc) Target exceeded drop'],
      pie: ['Forced drop', 'Unforced drop'],
    };
    for (const { c, r } of allRuns) {
      for (const reason of Object.keys(r.dropsByReason)) expect(reasons[c.queue.kind], `${c.id}: ${reason}`).toContain(reason);
    }
  });
});

describe("the cases' expectations, as ns-3.37 bears them out (means over the seeds)", () => {
  const file = JSON.parse(readFileSync(new URL('../../../src/experiments/validation/ns3QueueReference.json', import.meta.url), 'utf8')) as Ns3QueueReferenceFile;
  const means = (id: string) => file.cases[id].means!;
  const goodputs = (id: string) => means(id).flows.map((f) => f.goodputBps);

  it.each(['codel-cubic-deep', 'codel-cubic-deep-ecn', 'codel-newreno-shallow', 'codel-newreno-vegas-deep', 'fq-codel-newreno-vegas-deep', 'fq-codel-cubic-newreno-shallow-ecn'])(
    '%s: CoDel keeps the sojourn time at or below its 5 ms target with responsive flows, on a nearly full link',
    (id) => {
      expect(means(id).meanSojournSec!).toBeLessThanOrEqual(0.005);
      expect(means(id).utilization).toBeGreaterThan(0.88);
    },
  );

  it.each(['pie-cubic-deep', 'pie-cubic-deep-ecn'])('%s: PIE keeps the queueing delay under its 15 ms reference, every drop an early one', (id) => {
    expect(means(id).meanSojournSec!).toBeLessThanOrEqual(0.015);
    expect(means(id).utilization).toBeGreaterThan(0.95);
    expect(means(id).overflowDrops).toBe(0);
  });

  it('on a deep buffer nothing overflows: every drop is the AQM’s', () => {
    for (const c of NS3_QUEUE_CASES.filter((k) => k.bufferPackets === 500)) expect(means(c.id).overflowDrops, c.id).toBe(0);
  });

  it('with ECN at both ends marks replace the AQM’s drops (PIE: while its probability stays under 10 %)', () => {
    for (const c of NS3_QUEUE_CASES.filter((k) => k.ecn && k.queue.ecn)) {
      expect(means(c.id).aqmDrops, c.id).toBe(0);
      expect(means(c.id).marks, c.id).toBeGreaterThan(0);
    }
  });

  it('flow queueing shares evenly: JFI above 0.98 in every FQ-CoDel case, BBR against CUBIC included', () => {
    for (const c of NS3_QUEUE_CASES.filter((k) => k.queue.kind === 'fq-codel')) expect(means(c.id).jainOfMeans, c.id).toBeGreaterThan(0.98);
  });

  it('an AQM without flow queues leaves the Reno–Vegas war as it was: NewReno takes more than twice Vegas’s share', () => {
    for (const id of ['codel-newreno-vegas-deep', 'pie-newreno-vegas-shallow-ecn']) {
      const [newreno, vegas] = goodputs(id);
      expect(newreno / vegas, id).toBeGreaterThan(2);
    }
  });

  it('BBR, deaf to marks, takes nearly all the link from CUBIC under CoDel with ECN, and CoDel cannot hold the queue', () => {
    const [cubic, bbr] = goodputs('codel-bbr-cubic-deep-ecn');
    expect(bbr / (cubic + bbr)).toBeGreaterThan(0.9);
    expect(means('codel-bbr-cubic-deep-ecn').meanSojournSec!).toBeGreaterThan(5 * 0.005);
  });
});
