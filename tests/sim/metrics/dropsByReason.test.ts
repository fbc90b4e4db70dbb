// Drops by reason and CE marks in a run's summary: over the measurement window they are the
// bottleneck link's own per-reason counters taken at the window's two ends (read here from the
// link, independently of the summary), per flow they add up to the flow's drops, and a summary
// lists only the reasons its disciplines can produce.
import { describe, expect, it } from 'vitest';
import { describeDrops, dropsByReason, queuesOf, reasonsShown } from '../../../src/sim/metrics/dropsByReason';
import { QueueReason } from '../../../src/sim/queue/QueueDiscipline';
import { Simulation } from '../../../src/sim/Simulation';
import { validateScenario } from '../../../src/sim/scenario/Scenario';
import { dumbbell } from '../scenarios';

const edge = (delaySec: number) => ({ rateBps: 100e6, delaySec });
const FROM_SEC = 5;

/** Four NewReno flows and an unresponsive CBR flow on 10 Mb/s, measured from 5 s. */
function scenario(queue: Record<string, unknown>, tcpEcn = false) {
  const tcp = Array.from({ length: 4 }, (_, i) => ({ variant: 'newreno', access: edge(0.005 + 0.01 * i), egress: edge(0.001), startSec: 0.1 * i }));
  const s = dumbbell({
    rateBps: 10e6, delaySec: 0.01, bufferPackets: 200, durationSec: 15, measure: { fromSec: FROM_SEC, toSec: 15 }, queue,
    flows: [...tcp, { variant: 'cbr', rateBps: 6e6, access: edge(0.005), egress: edge(0.001), startSec: 0 }],
  });
  return tcpEcn ? { ...s, version: 2, tcp: { ecn: true } } : s;
}

/** Runs `s`, reading the bottleneck's counters at the window's start as the summary's window opens. */
function run(s: unknown) {
  const sim = new Simulation(validateScenario(s));
  sim.runUntil(FROM_SEC);
  const dropsAt = [...sim.bottleneck.stats.drops];
  const marksAt = sim.bottleneck.stats.marks;
  const summary = sim.run();
  return { summary, linkDrops: sim.bottleneck.stats.drops.map((d, i) => d - dropsAt[i]), linkMarks: sim.bottleneck.stats.marks - marksAt };
}

describe('a summary counts drops by reason and CE marks over its window', () => {
  it('FQ-CoDel: head-overflow and sojourn drops at the bottleneck as the link counted them, and per flow adding up to its drops', () => {
    const { summary, linkDrops } = run(scenario({ kind: 'fq-codel' }));
    const b = summary.bottleneck;
    expect(b.dropsByReason).toEqual({
      overflow: linkDrops[QueueReason.Overflow],
      early: 0,
      forced: 0,
      'head-overflow': linkDrops[QueueReason.HeadOverflow],
      sojourn: linkDrops[QueueReason.Sojourn],
    });
    // The CBR flow fills its queue: its sojourn drops and the fattest queue's head drops both happen.
    expect(b.dropsByReason.sojourn).toBeGreaterThan(0);
    expect(b.dropsByReason['head-overflow']).toBeGreaterThan(0);
    expect(Object.values(b.dropsByReason).reduce((a, x) => a + x, 0)).toBe(b.drops);
    expect(b.marks).toBe(0);
    for (const f of summary.flows) {
      expect(Object.values(f.dropsByReason).reduce((a, x) => a + x, 0)).toBe(f.drops);
      expect(f.marks).toBe(0);
    }
    // Every drop is at the bottleneck here (the access links are ten times faster).
    expect(summary.flows.reduce((a, f) => a + f.dropsByReason.sojourn, 0)).toBe(b.dropsByReason.sojourn);
  });

  it('CoDel with ECN and ECN-capable senders: TCP packets are marked, not dropped; the CBR flow (not ECN-capable) is dropped', () => {
    const { summary, linkMarks } = run(scenario({ kind: 'codel', ecn: true }, true));
    const tcp = summary.flows.slice(0, 4);
    const cbr = summary.flows[4];
    expect(summary.bottleneck.marks).toBe(linkMarks);
    expect(linkMarks).toBeGreaterThan(0);
    expect(tcp.reduce((a, f) => a + f.marks, 0)).toBe(linkMarks);
    expect(cbr.marks).toBe(0);
    expect(cbr.dropsByReason.sojourn).toBeGreaterThan(0);
  });

  it('before the window opens, every count is 0', () => {
    const sim = new Simulation(validateScenario(scenario({ kind: 'fq-codel' })));
    sim.runUntil(FROM_SEC - 1);
    const s = sim.summary();
    expect(s.bottleneck.dropsByReason).toEqual({ overflow: 0, early: 0, forced: 0, 'head-overflow': 0, sojourn: 0 });
    for (const f of s.flows) expect([f.marks, ...Object.values(f.dropsByReason)]).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('which reasons a summary lists', () => {
  it.each([
    ['droptail', ['overflow'], false],
    ['red', ['overflow', 'early', 'forced'], false],
    ['pie', ['overflow', 'early'], true],
    ['codel', ['overflow', 'sojourn'], true],
    ['fq-codel', ['overflow', 'head-overflow', 'sojourn'], true],
    ['drr', ['overflow', 'head-overflow'], false],
  ] as const)('%s: %j, marks %s', (kind, names, marks) => {
    const shown = reasonsShown([kind]);
    expect(shown.reasons.map((r) => describeDrops(dropsByReason([0, 0, 0, 0, 0, 0]), { reasons: [r], marks: false }).replace('0 ', ''))).toEqual(names);
    expect(shown.marks).toBe(marks);
  });

  it('a reason that happened is listed even when the discipline now in place cannot produce it (a queue switched live)', () => {
    const counted = { dropsByReason: dropsByReason([0, 3, 2, 0, 0, 0]), marks: 0 };
    expect(reasonsShown(['codel'], [counted]).reasons).toEqual([QueueReason.Overflow, QueueReason.Early, QueueReason.Sojourn]);
    expect(describeDrops(counted.dropsByReason, reasonsShown(['droptail'], [counted]))).toBe('3 overflow, 2 early');
  });
});

describe('marks are listed only where a queue can mark', () => {
  it('CoDel, PIE and FQ-CoDel with their ECN switch off cannot mark; on, they can', () => {
    for (const kind of ['codel', 'pie', 'fq-codel'] as const) {
      expect(reasonsShown([{ kind, ecn: false }]).marks, kind).toBe(false);
      expect(reasonsShown([{ kind, ecn: true }]).marks, kind).toBe(true);
    }
    // Marks counted anyway (ECN switched off live after marking) are still listed.
    expect(reasonsShown([{ kind: 'codel', ecn: false }], [{ dropsByReason: dropsByReason([]), marks: 4 }]).marks).toBe(true);
  });

  it('queuesOf: the bottleneck, the series links and the queues the timeline switches to, each once', () => {
    const s = validateScenario({
      ...scenario({ kind: 'codel' }),
      version: 2,
      series: [{ rateBps: 10e6, delaySec: 0.01, bufferPackets: 100, queue: { kind: 'codel' } }],
      changes: [
        { atSec: 2, link: 0, key: 'queue', value: { kind: 'fq-codel', ecn: true } },
        { atSec: 3, link: 0, key: 'queue', value: { kind: 'codel' } },
      ],
    });
    expect(queuesOf(s)).toEqual([{ kind: 'codel', ecn: false }, { kind: 'fq-codel', ecn: true }]);
    expect(reasonsShown(queuesOf(s)).marks).toBe(true);
  });
});
