// A link serving DRR, CoDel, FQ-CoDel and PIE (and DropTail as a control) on a small network of
// constant-rate sources → access links → one bottleneck → a receiver, checked for physics: every
// packet sent is delivered, dropped or still in the network, per flow, at every checkpoint; the
// line never idles while a packet waits; DRR's byte shares follow its quanta; drops made at the
// head are reported for the flow whose packet it was, with the reason, and ECN marks are counted
// apart from drops.
import { describe, expect, it } from 'vitest';
import { CbrSource } from '../../../src/sim/app/Cbr';
import { Random } from '../../../src/sim/engine/Random';
import { Scheduler } from '../../../src/sim/engine/Scheduler';
import { Link } from '../../../src/sim/net/Link';
import { Ecn, PacketPool, type Packet } from '../../../src/sim/net/Packet';
import { CoDel } from '../../../src/sim/queue/CoDel';
import { DropTail } from '../../../src/sim/queue/DropTail';
import { Drr } from '../../../src/sim/queue/Drr';
import { FqCoDel } from '../../../src/sim/queue/FqCoDel';
import { Pie } from '../../../src/sim/queue/Pie';
import { type QueueDiscipline, QueueReason } from '../../../src/sim/queue/QueueDiscipline';

const RATE = 8e6; // 1000 B take 1 ms
const DELAY = 0.01;
const ACCESS_RATE = 100e6;

interface Source {
  rateBps: number;
  sizeBytes: number;
  startSec?: number;
  stopSec?: number;
  /** Its packets are ECN-capable (ECT(0)). */
  ect?: boolean;
}

interface DropRecord {
  flow: number;
  reason: QueueReason;
  atSec: number;
  seq: number;
  /** Sequence numbers of the flow's packets still waiting at the bottleneck when it was dropped. */
  waitingSeqs: number[];
}

/** A small deterministic generator (mulberry32), for probe times independent of the engine's. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Sources S_f → access link (100 Mb/s, 1 ms, DropTail 1000) → bottleneck R1→R2 (8 Mb/s, 10 ms,
 * `queue`) → receiver, with everything the tests read recorded from outside the links.
 */
function network(queue: QueueDiscipline, sources: Source[]) {
  const scheduler = new Scheduler();
  const pool = new PacketPool();
  const n = sources.length;
  const delivered = Array.from({ length: n }, () => ({ packets: 0, bytes: 0, ce: 0 }));
  /** Bytes delivered per flow in [fromSec, toSec) of arrival at the receiver, for shares. */
  const window = { fromSec: Infinity, toSec: Infinity, bytes: new Array<number>(n).fill(0) };
  const dropped = new Array<number>(n).fill(0);
  const marked = new Array<number>(n).fill(0);
  const bottleneckDrops: DropRecord[] = [];
  const arrivedAt = new Map<Packet, number>();
  const sojournsSec: { atSec: number; sojournSec: number }[] = [];
  /** Idle gaps on the bottleneck's line that a packet waited through: [gap start, its start, its arrival]. */
  const idleWhileWaiting: number[][] = [];
  let lastEndSec = -Infinity;

  const receiver = {
    receive(p: Packet) {
      const now = scheduler.now;
      const txSec = (p.sizeBytes * 8) / RATE;
      const startSec = now - DELAY - txSec;
      const arrived = arrivedAt.get(p)!;
      arrivedAt.delete(p);
      sojournsSec.push({ atSec: startSec, sojournSec: startSec - arrived });
      // The line was idle before this start: the packet must have found it so (it arrived at its start).
      if (startSec > lastEndSec + 1e-9 && startSec > arrived + 1e-9) idleWhileWaiting.push([lastEndSec, startSec, arrived]);
      lastEndSec = Math.max(lastEndSec, startSec + txSec);
      const d = delivered[p.flow];
      d.packets++;
      d.bytes += p.sizeBytes;
      if (p.ecn === Ecn.Ce) d.ce++;
      if (now >= window.fromSec && now < window.toSec) window.bytes[p.flow] += p.sizeBytes;
      pool.release(p);
    },
  };
  const bottleneck = new Link('R1→R2', scheduler, pool, RATE, DELAY, queue, receiver);
  bottleneck.onDrop = (p, reason, atSec) => {
    arrivedAt.delete(p);
    dropped[p.flow]++;
    const waitingSeqs: number[] = [];
    for (let i = 0; i < queue.length; i++) if (queue.at(i).flow === p.flow) waitingSeqs.push(queue.at(i).seq);
    bottleneckDrops.push({ flow: p.flow, reason, atSec, seq: p.seq, waitingSeqs });
  };
  bottleneck.onMark = (p) => marked[p.flow]++;
  const gate = {
    receive(p: Packet) {
      if (sources[p.flow].ect) p.ecn = Ecn.Ect0;
      arrivedAt.set(p, scheduler.now);
      bottleneck.receive(p);
    },
  };
  const access = sources.map((_, f) => {
    const l = new Link(`S${f + 1}→R1`, scheduler, pool, ACCESS_RATE, 0.001, new DropTail(1000), gate);
    l.onDrop = (p) => dropped[p.flow]++;
    return l;
  });
  const cbr = sources.map((s, f) => {
    const c = new CbrSource(f, scheduler, pool, s.rateBps, s.sizeBytes);
    c.out = access[f];
    c.start(s.startSec ?? 0, s.stopSec ?? Infinity);
    return c;
  });

  /** Packets of each flow on a link: waiting, on the line or propagating. */
  const inNetwork = (): number[] => {
    const counts = new Array<number>(n).fill(0);
    for (const l of [...access, bottleneck]) {
      for (const f of l.queuedFlows()) counts[f]++;
      l.forEachInFlight((p) => counts[p.flow]++);
    }
    return counts;
  };
  const conservationErrors: string[] = [];
  const bufferErrors: string[] = [];
  const checkpoint = {
    onEvent() {
      const now = scheduler.now;
      const held = inNetwork();
      for (let f = 0; f < n; f++) {
        const balance = cbr[f].sentPackets - delivered[f].packets - dropped[f];
        if (balance !== held[f]) conservationErrors.push(`t=${now}: flow ${f}: sent − delivered − dropped = ${balance}, in the network ${held[f]}`);
      }
      const total = held.reduce((a, b) => a + b, 0);
      if (total !== pool.inUse) conservationErrors.push(`t=${now}: ${total} packets in the links, ${pool.inUse} handed out by the pool`);
      const holding = bottleneck.queueLength + (bottleneck.transmitting ? 1 : 0);
      if (holding > queue.limitPackets) bufferErrors.push(`t=${now}: ${holding} held, buffer ${queue.limitPackets}`);
      scheduler.schedule(now + 0.05, checkpoint, 0);
    },
  };
  scheduler.schedule(0.025, checkpoint, 0);
  /** Probes at random instants: a packet waiting while the line is idle is a breach of work conservation. */
  const probeErrors: string[] = [];
  const rand = mulberry32(7);
  const probe = {
    onEvent() {
      const now = scheduler.now;
      if (bottleneck.queueLength > 0 && !bottleneck.transmitting) probeErrors.push(`t=${now}: ${bottleneck.queueLength} waiting, line idle`);
      scheduler.schedule(now + 0.002 * rand(), probe, 0);
    },
  };
  scheduler.schedule(0.001 * rand(), probe, 0);

  return {
    scheduler, pool, bottleneck, cbr, delivered, dropped, marked, bottleneckDrops, sojournsSec, window,
    idleWhileWaiting, conservationErrors, bufferErrors, probeErrors,
    run(untilSec: number) {
      scheduler.runUntil(untilSec);
    },
  };
}

const codelParams = { targetSec: 0.005, intervalSec: 0.1, ecn: false };

/** Each discipline on the bottleneck, with a buffer of 40 packets. */
const DISCIPLINES: { name: string; make: () => QueueDiscipline }[] = [
  { name: 'DropTail', make: () => new DropTail(40) },
  { name: 'DRR', make: () => new Drr({ quantumBytes: 1500 }, 40) },
  { name: 'CoDel', make: () => new CoDel(codelParams, 40) },
  { name: 'FQ-CoDel', make: () => new FqCoDel({ ...codelParams, quantumBytes: 1500 }, 40) },
  {
    name: 'PIE',
    make: () => new Pie({ targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: false }, 40, Random.fromSeed(3)),
  },
];

/**
 * Overload that comes and goes (1.6× the line from 0.5 to 2 s, idle spells between bursts after),
 * with packets of three sizes, so each discipline queues, drops, empties and idles.
 */
const MIXED: Source[] = [
  { rateBps: 4.8e6, sizeBytes: 1000, startSec: 0, stopSec: 3 },
  { rateBps: 5.6e6, sizeBytes: 1500, startSec: 0.5, stopSec: 2 },
  { rateBps: 2.4e6, sizeBytes: 500, startSec: 2.5, stopSec: 4 },
  { rateBps: 9.6e6, sizeBytes: 700, startSec: 3.2, stopSec: 3.4 },
];

describe('a link serving each discipline: packets are conserved and the line works while packets wait', () => {
  it.each(DISCIPLINES)('$name', ({ make }) => {
    const net = network(make(), MIXED);
    net.run(5);
    expect(net.conservationErrors).toEqual([]);
    expect(net.bufferErrors).toEqual([]);
    expect(net.probeErrors).toEqual([]);
    expect(net.idleWhileWaiting).toEqual([]);
    // Everything sent by 4 s has left the network by 5 s.
    expect(net.pool.inUse).toBe(0);
    const sent = net.cbr.reduce((a, c) => a + c.sentPackets, 0);
    const delivered = net.delivered.reduce((a, d) => a + d.packets, 0);
    const dropped = net.dropped.reduce((a, d) => a + d, 0);
    expect(delivered + dropped).toBe(sent);
    // The overload made the discipline drop, and the bottleneck counted every drop it reported.
    expect(dropped).toBeGreaterThan(0);
    expect(net.bottleneck.stats.totalDrops).toBe(net.bottleneckDrops.length);
    expect(net.bottleneck.stats.departures).toBe(delivered);
  });

  it.each(DISCIPLINES)('$name: under persistent overload the line never pauses once it has started', ({ make }) => {
    // Two flows at 0.9× the line each: from the first packet on, the line is busy to the end.
    const net = network(make(), [
      { rateBps: 7.2e6, sizeBytes: 1000 },
      { rateBps: 7.2e6, sizeBytes: 1000, startSec: 0.0003 },
    ]);
    net.run(3);
    expect(net.idleWhileWaiting).toEqual([]);
    // Busy from the first arrival (after the 1 ms access link and its 0.08 ms transmission) to now.
    const firstArrivalSec = 0.001 + (1000 * 8) / ACCESS_RATE;
    expect(net.bottleneck.busySec).toBeCloseTo(3 - firstArrivalSec, 9);
  });
});

describe('DRR on the link: byte shares of two saturating flows follow the quanta', () => {
  const rows = [
    // Quanta 1500 and 3000 B, 1000 B packets: flow 1 may send twice flow 0's bytes per round.
    { quanta: [1500, 3000], sizes: [1000, 1000], share1over0: 2 },
    // Equal quanta, packets of 500 and 1000 B: equal bytes (so flow 0 sends twice the packets).
    { quanta: [1500, 1500], sizes: [500, 1000], share1over0: 1 },
  ];
  it.each(rows)('quanta $quanta B, packets $sizes B: flow 1 gets $share1over0 × flow 0\'s bytes on the wire', ({ quanta, sizes, share1over0 }) => {
    const drr = new Drr({ quantumBytes: quanta[0] }, 60);
    drr.setFlowQuantum(1, quanta[1]);
    // Each flow alone would fill the line 1.5 times over.
    const net = network(drr, [
      { rateBps: 12e6, sizeBytes: sizes[0] },
      { rateBps: 12e6, sizeBytes: sizes[1] },
    ]);
    net.window.fromSec = 1;
    net.window.toSec = 5;
    net.run(5);
    const [b0, b1] = net.window.bytes;
    // 4 s at 1 MB/s: one round's bytes (at most 4500 B) is the most the shares can be off by.
    expect(b0 + b1).toBeGreaterThan(0.99 * 4e6);
    expect(b1 / b0).toBeCloseTo(share1over0, 2);
    expect(net.conservationErrors).toEqual([]);
  });
});

describe('drops at the head are reported for the right flow, with their reason', () => {
  it('DRR: overflow drops the head of the flow with most bytes waiting; the light flow loses nothing', () => {
    // Flow 0 offers 3× the line, flow 1 a fifth of it, into a buffer of 20.
    const net = network(new Drr({ quantumBytes: 1000 }, 20), [
      { rateBps: 24e6, sizeBytes: 1000 },
      { rateBps: 1.6e6, sizeBytes: 1000, startSec: 0.01 },
    ]);
    net.run(3);
    const drops = net.bottleneckDrops;
    expect(drops.length).toBeGreaterThan(1000);
    expect(drops.filter((d) => d.flow !== 0)).toEqual([]);
    // The arrival is never the one dropped here (it is not the head of the longest queue), and each
    // dropped packet was its flow's oldest: every packet of its flow still waiting came after it.
    expect(drops.every((d) => d.reason === QueueReason.HeadOverflow)).toBe(true);
    expect(drops.filter((d) => d.waitingSeqs.some((s) => s < d.seq))).toEqual([]);
    expect(net.bottleneck.stats.drops[QueueReason.HeadOverflow]).toBe(drops.length);
    expect(net.dropped[1]).toBe(0);
    expect(net.conservationErrors).toEqual([]);
  });

  it('CoDel: a standing queue is dropped at the head for sojourn; drops fall on each flow as its share of the queue', () => {
    // 1.1× the line, flows at 3:1, a buffer CoDel never lets fill.
    const net = network(new CoDel(codelParams, 10_000), [
      { rateBps: 6.6e6, sizeBytes: 1000 },
      { rateBps: 2.2e6, sizeBytes: 1000, startSec: 0.0005 },
    ]);
    net.run(20);
    const drops = net.bottleneckDrops;
    expect(drops.length).toBeGreaterThan(100);
    expect(drops.every((d) => d.reason === QueueReason.Sojourn)).toBe(true);
    // A head drop takes the oldest packet: none of its flow's waiting packets is older.
    expect(drops.filter((d) => d.waitingSeqs.some((s) => s < d.seq))).toEqual([]);
    // CoDel drops whatever is at the head of one FIFO, so each flow loses in proportion to what it sends.
    const share0 = drops.filter((d) => d.flow === 0).length / drops.length;
    expect(share0).toBeGreaterThan(0.65);
    expect(share0).toBeLessThan(0.85);
    expect(net.bottleneck.stats.drops[QueueReason.Sojourn]).toBe(drops.length);
    expect(net.conservationErrors).toEqual([]);
  });

  it('CoDel: an unresponsive 10 % overload is dropped at the head, and the queue stays bounded', () => {
    const net = network(new CoDel(codelParams, 10_000), [{ rateBps: 8.8e6, sizeBytes: 1000 }]);
    net.run(30);
    // Over the last 20 s CoDel's drop rate has caught up with the excess: what it drops is the
    // 10 % excess of 1100 packets/s (2000 in 20 s, within a tenth), so the queue stops growing.
    // Without it the queue would reach 2200 packets (2.2 s); it stays within one interval.
    const lateDrops = net.bottleneckDrops.filter((d) => d.atSec > 10).length;
    expect(lateDrops).toBeGreaterThan(0.9 * 2000);
    expect(lateDrops).toBeLessThan(1.1 * 2000);
    const late = net.sojournsSec.filter((s) => s.atSec > 10).map((s) => s.sojournSec);
    expect(Math.max(...late)).toBeLessThan(codelParams.intervalSec);
  });

  it('FQ-CoDel: the flow that overloads the line loses at its own head; the others keep their share', () => {
    const net = network(new FqCoDel({ ...codelParams, quantumBytes: 1500 }, 100), [
      { rateBps: 16e6, sizeBytes: 1000 },
      { rateBps: 2e6, sizeBytes: 1000, startSec: 0.0002 },
      { rateBps: 1e6, sizeBytes: 500, startSec: 0.0004 },
    ]);
    net.run(10);
    const drops = net.bottleneckDrops;
    expect(drops.length).toBeGreaterThan(1000);
    expect(drops.filter((d) => d.flow !== 0)).toEqual([]);
    const reasons = new Set(drops.map((d) => d.reason));
    // Its queue is dropped for sojourn by its CoDel and, when the buffer fills, from its head in batches.
    expect([...reasons].every((r) => r === QueueReason.Sojourn || r === QueueReason.HeadOverflow || r === QueueReason.Overflow)).toBe(true);
    expect(reasons.has(QueueReason.Sojourn)).toBe(true);
    expect(drops.filter((d) => d.reason !== QueueReason.Overflow && d.waitingSeqs.some((s) => s < d.seq))).toEqual([]);
    expect(net.dropped[1] + net.dropped[2]).toBe(0);
    expect(net.conservationErrors).toEqual([]);
  });
});

describe('ECN marks on the link: counted per flow, not as drops', () => {
  it('CoDel with ECN marks the ECN-capable flow and drops the other at the head', () => {
    const net = network(new CoDel({ ...codelParams, ecn: true }, 10_000), [
      { rateBps: 4.4e6, sizeBytes: 1000, ect: true, stopSec: 9 },
      { rateBps: 4.4e6, sizeBytes: 1000, startSec: 0.0005, stopSec: 9 },
    ]);
    net.run(10);
    expect(net.marked[0]).toBeGreaterThan(10);
    expect(net.marked[1]).toBe(0);
    expect(net.bottleneck.stats.marks).toBe(net.marked[0]);
    // Marked packets went on, and arrived marked.
    expect(net.delivered[0].ce).toBe(net.marked[0]);
    expect(net.dropped[0]).toBe(0);
    expect(net.bottleneckDrops.filter((d) => d.flow === 1).length).toBeGreaterThan(10);
    expect(net.bottleneck.stats.totalDrops).toBe(net.dropped[1]);
    expect(net.conservationErrors).toEqual([]);
  });

  it('PIE with ECN marks arrivals instead of dropping them (a FIFO link: starts fixed on acceptance)', () => {
    const pie = new Pie({ targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: true }, 10_000, Random.fromSeed(5));
    const net = network(pie, [{ rateBps: 8.4e6, sizeBytes: 1000, ect: true, stopSec: 9 }]);
    net.run(10);
    expect(net.marked[0]).toBeGreaterThan(10);
    expect(net.bottleneck.stats.marks).toBe(net.marked[0]);
    expect(net.delivered[0].ce).toBe(net.marked[0]);
    expect(net.conservationErrors).toEqual([]);
    expect(net.idleWhileWaiting).toEqual([]);
  });
});

describe('replacing the discipline while packets wait', () => {
  it('DropTail → FQ-CoDel → DRR → DropTail: packets are conserved and the line keeps working', () => {
    const net = network(new DropTail(60), MIXED);
    const switches: [number, () => QueueDiscipline][] = [
      [0.8, () => new FqCoDel({ ...codelParams, quantumBytes: 1500 }, 60)],
      [1.3, () => new Drr({ quantumBytes: 1000 }, 30)],
      [1.7, () => new DropTail(60)],
      [3.3, () => new CoDel(codelParams, 60)],
    ];
    for (const [atSec, make] of switches) {
      net.scheduler.schedule(atSec, { onEvent: () => {
        expect(net.bottleneck.queueLength).toBeGreaterThan(0);
        net.bottleneck.replaceQueue(make());
      } }, 0);
    }
    net.run(5);
    expect(net.conservationErrors).toEqual([]);
    expect(net.bufferErrors).toEqual([]);
    expect(net.probeErrors).toEqual([]);
    expect(net.idleWhileWaiting).toEqual([]);
    expect(net.pool.inUse).toBe(0);
  });
});
