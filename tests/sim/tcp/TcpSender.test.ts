// Table-driven unit tests of the TCP sender machinery (ns-2.35 TcpAgent): initial window, slow start,
// congestion avoidance, the receiver window, and the tick-based RTT estimator / retransmission timer.
// A real TcpSender runs on a real Scheduler; ACKs are built by hand and every expected number is
// derived in a comment from the ns-2 rules (spec §6), never taken from the code's output.
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/sim/engine/Scheduler';
import { PacketKind, PacketPool } from '../../../src/sim/net/Packet';
import type { TcpConfig } from '../../../src/sim/scenario/Scenario';
import { TcpSender } from '../../../src/sim/tcp/TcpSender';
import { tcpStartup } from '../../../src/sim/tcp/registry';
import { Tahoe } from '../../../src/sim/tcp/variants/Tahoe';

/** ns-2 defaults (tcpTick_ 0.01, minrto_ 0.2, maxrto_ 60, rtxcur_init_ 3, numdupacks_ 3, windowInit_ 2). */
// The connection start-up (SYN, header, delayed growth) is off here: these tables drive the rules on an
// open connection from segment 0; tests/sim/tcp/startup.test.ts covers the start-up.
const NS2_TCP: TcpConfig = {
  windowInit: 2, minRtoSec: 0.2, maxRtoSec: 60, initialRtoSec: 3, tickSec: 0.01, dupAckThreshold: 3,
  synHandshake: false, headerBytes: 0, delayedGrowth: false, sack: false, ecn: false,
};

interface Sent {
  seq: number;
  t: number;
  rtx: boolean;
}

interface HarnessOptions {
  maxWindow?: number;
  tcp?: Partial<TcpConfig>;
  /** Hand-built state applied before the flow starts. */
  cwnd?: number;
  ssthresh?: number;
  startSec?: number;
  tickPhaseSec?: number;
}

/** A Tahoe sender whose data packets are captured (and returned to the pool) instead of forwarded. */
class Harness {
  readonly scheduler = new Scheduler();
  readonly pool = new PacketPool();
  readonly sender: TcpSender;
  private log: Sent[] = [];

  constructor(o: HarnessOptions = {}) {
    this.sender = new TcpSender(0, this.scheduler, this.pool, new Tahoe(), {
      packetSizeBytes: 1000,
      maxWindowPackets: o.maxWindow ?? 20,
      tcp: { ...NS2_TCP, ...o.tcp },
      totalSegments: Infinity,
      startup: tcpStartup('tahoe', 'standard', { ...NS2_TCP, ...o.tcp }),
      tickPhaseSec: o.tickPhaseSec,
    });
    if (o.cwnd !== undefined) this.sender.cwnd = o.cwnd;
    if (o.ssthresh !== undefined) this.sender.ssthresh = o.ssthresh;
    this.sender.out = {
      receive: (p) => {
        this.log.push({ seq: p.seq, t: this.scheduler.now, rtx: p.retransmit });
        this.pool.release(p);
      },
    };
    const start = o.startSec ?? 0;
    this.sender.start(start);
    this.scheduler.runUntil(start);
  }

  /** Delivers a cumulative ACK for `seq` at `atSec` (default: now), after every earlier event. */
  ack(seq: number, atSec?: number): void {
    if (atSec !== undefined) this.scheduler.runUntil(atSec);
    const p = this.pool.acquire();
    p.kind = PacketKind.Ack;
    p.seq = seq;
    this.sender.receive(p);
  }

  /** Lets time pass (timers fire). */
  runUntil(tSec: number): void {
    this.scheduler.runUntil(tSec);
  }

  /** Packets sent since the last call. */
  take(): Sent[] {
    const s = this.log;
    this.log = [];
    return s;
  }

  takeSeqs(): number[] {
    return this.take().map((s) => s.seq);
  }
}

describe('TcpSender: initial window', () => {
  it('windowInit 2 sends segments 0 and 1 at the start, as new data', () => {
    const h = new Harness();
    // No SYN in our engine: segment 0 is data and cwnd starts at windowInit = 2, so
    // send_much sends seqnos highestAck+1 … highestAck+2 = 0, 1.
    expect(h.take()).toEqual([
      { seq: 0, t: 0, rtx: false },
      { seq: 1, t: 0, rtx: false },
    ]);
    expect(h.sender.cwnd).toBe(2);
    expect(h.sender.nextSeq).toBe(2);
    expect(h.sender.maxSeqSent).toBe(1);
    // ns-2 reset(): ssthresh_ = int(window_).
    expect(h.sender.ssthresh).toBe(20);
  });

  it('a later start sends at the start time', () => {
    const h = new Harness({ startSec: 1.5 });
    expect(h.take().map((s) => s.t)).toEqual([1.5, 1.5]);
  });
});

describe('TcpSender: slow start (+1 per new ACK)', () => {
  // cwnd < ssthresh (20): opencwnd adds 1 per new ACK, so the window slides by one and grows by one:
  // each ACK releases two segments. Window after ACK a with cwnd c: seqnos up to a + c.
  const rows = [
    { name: 'ACK 0: cwnd 2→3, window reaches 0+3', ack: 0, cwnd: 3, sent: [2, 3] },
    { name: 'ACK 1: cwnd 3→4, window reaches 1+4', ack: 1, cwnd: 4, sent: [4, 5] },
    { name: 'ACK 2: cwnd 4→5, window reaches 2+5', ack: 2, cwnd: 5, sent: [6, 7] },
    { name: 'ACK 3: cwnd 5→6, window reaches 3+6', ack: 3, cwnd: 6, sent: [8, 9] },
  ];
  it.each(rows.map((r, i) => ({ ...r, i })))('$name', ({ i }) => {
    const h = new Harness();
    h.take();
    for (let k = 0; k < i; k++) h.ack(rows[k].ack, 0.1 + 0.001 * k);
    h.take();
    h.ack(rows[i].ack, 0.1 + 0.001 * i);
    expect(h.sender.cwnd).toBe(rows[i].cwnd);
    expect(h.takeSeqs()).toEqual(rows[i].sent);
  });

  it('a cumulative ACK covering several segments still adds only 1 (ACK counting)', () => {
    const h = new Harness();
    h.ack(0, 0.1); // cwnd 3, segments 2, 3 out
    h.take();
    // ACK 3 acknowledges 1, 2 and 3 at once: one opencwnd call, cwnd 3 → 4; window reaches 3 + 4 = 7.
    h.ack(3, 0.2);
    expect(h.sender.cwnd).toBe(4);
    expect(h.takeSeqs()).toEqual([4, 5, 6, 7]);
  });

  it('an old ACK (below highestAck) changes nothing', () => {
    const h = new Harness();
    h.ack(1, 0.1);
    const cwnd = h.sender.cwnd;
    h.take();
    h.ack(0, 0.11);
    expect(h.sender.cwnd).toBe(cwnd);
    expect(h.sender.dupAcks).toBe(0);
    expect(h.take()).toEqual([]);
  });
});

describe('TcpSender: congestion avoidance (+1/cwnd per new ACK)', () => {
  // Hand-built: ssthresh 2 = cwnd, so every ACK is in congestion avoidance: cwnd ← cwnd + 1/cwnd.
  const rows = [
    { name: 'ACK 0: 2 + 1/2', ack: 0, cwnd: 2 + 1 / 2, sent: [2] }, // window ⌊2.5⌋ = 2: up to 0 + 2
    { name: 'ACK 1: 2.5 + 1/2.5', ack: 1, cwnd: 2.5 + 1 / 2.5, sent: [3] }, // = 2.9; up to 1 + 2
    { name: 'ACK 2: 2.9 + 1/2.9', ack: 2, cwnd: 2.9 + 1 / 2.9, sent: [4, 5] }, // ≈ 3.2448; up to 2 + 3
  ];
  it.each(rows.map((r, i) => ({ ...r, i })))('$name', ({ i }) => {
    const h = new Harness({ ssthresh: 2 });
    for (let k = 0; k < i; k++) h.ack(rows[k].ack, 0.1 + 0.001 * k);
    h.take();
    h.ack(rows[i].ack, 0.1 + 0.001 * i);
    expect(h.sender.cwnd).toBeCloseTo(rows[i].cwnd, 12);
    expect(h.takeSeqs()).toEqual(rows[i].sent);
  });

  it('after cwnd ACKs (one window), cwnd has grown by just under 1', () => {
    // cwnd 10 = ssthresh, receiver window 100: ten ACKs each add 1/c with 10 ≤ c < 11,
    // so the growth lies in (10/11, 1]: 10 + 10/11 < cwnd ≤ 11 (and < 11 because c > 10 after the first).
    const h = new Harness({ cwnd: 10, ssthresh: 10, maxWindow: 100 });
    expect(h.takeSeqs()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (let a = 0; a < 10; a++) h.ack(a, 0.1 + 0.001 * a);
    expect(h.sender.cwnd).toBeGreaterThan(10 + 10 / 11);
    expect(h.sender.cwnd).toBeLessThan(11);
    // Independent recomputation of the recurrence c ← c + 1/c.
    let c = 10;
    for (let a = 0; a < 10; a++) c += 1 / c;
    expect(h.sender.cwnd).toBeCloseTo(c, 12);
  });
});

describe('TcpSender: the receiver window caps sending', () => {
  it('maxWindow 3: never more than 3 outstanding, one segment per ACK once cwnd ≥ 3', () => {
    // ssthresh = int(window_) = 3. ACK 0: cwnd 2 < 3 → 3, window min(3, 3) = 3 → seqnos up to 3.
    // From ACK 1 on cwnd ≥ 3 grows by 1/cwnd but window() = min(⌊cwnd⌋, 3) = 3: one segment per ACK.
    const h = new Harness({ maxWindow: 3 });
    expect(h.sender.ssthresh).toBe(3);
    h.take();
    const rows = [
      { ack: 0, sent: [2, 3] },
      { ack: 1, sent: [4] },
      { ack: 2, sent: [5] },
      { ack: 3, sent: [6] },
      { ack: 4, sent: [7] }, // cwnd ≈ 4.16 by now, still capped at 3
    ];
    for (const r of rows) {
      h.ack(r.ack, 0.1 + 0.001 * r.ack);
      expect(h.takeSeqs()).toEqual(r.sent);
      expect(h.sender.nextSeq - 1 - h.sender.highestAck).toBeLessThanOrEqual(3);
    }
    // cwnd: 3 → 3 + 1/3 → … four CA steps, independently recomputed.
    let c = 3;
    for (let k = 0; k < 4; k++) c += 1 / c;
    expect(h.sender.cwnd).toBeCloseTo(c, 12);
    expect(c).toBeGreaterThan(4);
    // Opening the receiver window to 6 lets ⌊cwnd⌋ = 4 rule: seqnos up to 4 + 4 = 8, sent at once.
    h.sender.setMaxWindow(6);
    expect(h.takeSeqs()).toEqual([8]);
  });

  it('limited by maxWindow even when cwnd is set far above it', () => {
    const h = new Harness({ cwnd: 50, maxWindow: 5 });
    // window() = ⌊min(cwnd, window_)⌋ = 5: seqnos 0 … 4.
    expect(h.takeSeqs()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('TcpSender: RTT estimator in ticks (ns-2 rtt_update)', () => {
  // t_rtt = ⌊(sample + (sendTime mod tick)) / tick⌋ (ticks crossed, at least 1). First sample:
  // srtt8 = rtt·8, rttvar4 = rtt·2, so t_rtxcur = ⌊(8·rttvar4 + srtt8)/8⌋ ticks = 3·rtt ticks.
  // minRTO 0.01 exposes t_rtxcur itself; the ns-2 default minRTO 0.2 clamps it.
  const rows = [
    {
      name: '55 ms from a tick boundary: 5 ticks (srtt 40, rttvar 10, rtxcur 0.15 → RTO 0.2)',
      sentAt: 0, ackAt: 0.055, ticks: 5, rtxcurSec: 0.15, rtoDefaultSec: 0.2,
    },
    {
      name: '43 ms crossing 5 tick boundaries (0.06 … 0.10) counts 5, not 4',
      sentAt: 0.058, ackAt: 0.101, ticks: 5, rtxcurSec: 0.15, rtoDefaultSec: 0.2,
    },
    {
      name: 'a sample inside one tick counts as 1 tick (rtxcur 3 ticks = 0.03)',
      sentAt: 0.001, ackAt: 0.004, ticks: 1, rtxcurSec: 0.03, rtoDefaultSec: 0.2,
    },
    {
      name: '10.5 ticks → 10 (rtxcur 0.30, above the 0.2 minimum)',
      sentAt: 0, ackAt: 0.105, ticks: 10, rtxcurSec: 0.3, rtoDefaultSec: 0.3,
    },
    {
      name: '505 ms → 50 ticks (rtxcur 1.5 s)',
      sentAt: 0, ackAt: 0.505, ticks: 50, rtxcurSec: 1.5, rtoDefaultSec: 1.5,
    },
  ];
  it.each(rows)('$name', ({ sentAt, ackAt, ticks, rtxcurSec, rtoDefaultSec }) => {
    for (const minRtoSec of [0.01, 0.2]) {
      const h = new Harness({ startSec: sentAt, tcp: { minRtoSec } });
      expect(h.sender.rtoSec).toBe(3); // before any sample: rtxcur_init_ 3 s
      h.ack(0, ackAt);
      expect(h.sender.lastRttSampleSec).toBeCloseTo(ackAt - sentAt, 12);
      // srtt8 = 8·ticks → srttSec = ticks·tick.
      expect(h.sender.srttSec).toBeCloseTo(ticks * 0.01, 12);
      expect(h.sender.rtoSec).toBeCloseTo(minRtoSec === 0.2 ? rtoDefaultSec : Math.max(rtxcurSec, 0.02), 12);
    }
  });

  // ns-2 boot_time_: the agent's tick clock started `phase` into a tick, so the sample counts the
  // boundaries of that clock: t_rtt = ⌊(sample + (sendTime + phase) mod tick) / tick⌋.
  it.each([
    { phase: 0, ticks: 10, rtoSec: 0.3 }, // (0.105 + 0) / 0.01 = 10.5 → 10; rtxcur 3·10 ticks
    { phase: 0.004, ticks: 10, rtoSec: 0.3 }, // (0.105 + 0.004) / 0.01 = 10.9 → 10
    { phase: 0.006, ticks: 11, rtoSec: 0.33 }, // (0.105 + 0.006) / 0.01 = 11.1 → 11; rtxcur 33 ticks
    { phase: 0.0099, ticks: 11, rtoSec: 0.33 }, // 11.49 → 11
  ])('a clock started $phase s into a tick counts $ticks ticks in a 105 ms sample sent at 0', ({ phase, ticks, rtoSec }) => {
    const h = new Harness({ tickPhaseSec: phase });
    h.ack(0, 0.105);
    expect(h.sender.srttSec).toBeCloseTo(ticks * 0.01, 12);
    expect(h.sender.rtoSec).toBeCloseTo(rtoSec, 12);
  });

  it('later samples follow Jacobson/Karels in scaled integers (one timed segment at a time)', () => {
    const h = new Harness({ tcp: { minRtoSec: 0.01 } });
    // Segment 0 (timed, sent at 0) acked at 0.055: 5 ticks → srtt8 40, rttvar4 10, rtxcur 15 ticks.
    h.ack(0, 0.055);
    expect(h.sender.srttSec).toBeCloseTo(0.05, 12);
    expect(h.sender.rtoSec).toBeCloseTo(0.15, 12);
    // ACK 0 released segments 2 and 3 at 0.055; segment 2 is the next timed one.
    // ACK 1 at 0.06 does not cover segment 2: no sample, estimator unchanged.
    h.ack(1, 0.06);
    expect(h.sender.srttSec).toBeCloseTo(0.05, 12);
    expect(h.sender.rtoSec).toBeCloseTo(0.15, 12);
    // ACK 2 at 0.118: sample 0.063 from 0.055; ticks crossed 0.06 … 0.11 = 6 ((0.063 + 0.005)/0.01 = 6.8).
    // delta = 6 − (40 >> 3) = 1 → srtt8 = 41; |1| − (10 >> 2) = −1 → rttvar4 = 9;
    // rtxcur = (9·8 + 41) >> 3 = 113 >> 3 = 14 ticks (ns-2 printed the same 41 / 9 in spec §6.7).
    h.ack(2, 0.118);
    expect(h.sender.srttSec).toBeCloseTo((41 / 8) * 0.01, 12);
    expect(h.sender.rtoSec).toBeCloseTo(0.14, 12);
    // ACK 2 released segments 6 and 7 at 0.118 (cwnd 4 → 5: window up to 2 + 5); segment 6 is timed.
    // ACK 6 at 0.198: sample 0.08, offset 0.008 → 8.8 → 8 ticks (boundaries 0.12 … 0.19).
    // delta = 8 − (41 >> 3 = 5) = 3 → srtt8 = 44; 3 − (9 >> 2 = 2) = 1 → rttvar4 = 10;
    // rtxcur = (10·8 + 44) >> 3 = 124 >> 3 = 15 ticks.
    h.ack(6, 0.198);
    expect(h.sender.srttSec).toBeCloseTo((44 / 8) * 0.01, 12);
    expect(h.sender.rtoSec).toBeCloseTo(0.15, 12);
  });
});

describe('TcpSender: retransmission timer', () => {
  it('the first RTO, before any sample, is initialRtoSec (3 s); go-back-N resends segment 0', () => {
    const h = new Harness();
    h.take();
    h.runUntil(2.999);
    expect(h.take()).toEqual([]);
    h.runUntil(3);
    // Timeout: ssthresh = max(2, ⌊2/2⌋) = 2, cwnd = 1, nextSeq = highestAck + 1 = 0 → resend 0 only.
    expect(h.take()).toEqual([{ seq: 0, t: 3, rtx: true }]);
    expect(h.sender.cwnd).toBe(1);
    expect(h.sender.ssthresh).toBe(2);
    expect(h.sender.stats.timeouts).toBe(1);
  });

  it('each timeout doubles the RTO, capped at maxRTO (60 s)', () => {
    // With no sample, RTO_k = min(3·2^k, 60) after k timeouts: 3, 6, 12, 24, 48, 60, 60 …
    // so segment 0 is resent at 3, 3+6 = 9, 9+12 = 21, 21+24 = 45, 45+48 = 93, 93+60 = 153, 153+60 = 213.
    const h = new Harness();
    h.take();
    h.runUntil(214);
    const resent = h.take();
    expect(resent.every((s) => s.seq === 0 && s.rtx)).toBe(true);
    expect(resent.map((s) => s.t)).toEqual([3, 9, 21, 45, 93, 153, 213]);
    expect(h.sender.rtoSec).toBe(60);
  });

  it('minRTO: a 5-tick srtt gives RTO 0.2, so the timeout fires 0.2 s after the last new ACK', () => {
    const h = new Harness();
    h.ack(0, 0.055); // rtxcur 0.15 < minrto 0.2 → RTO 0.2, timer restarted at 0.055
    h.take();
    h.runUntil(0.25);
    expect(h.take()).toEqual([]);
    h.runUntil(0.26);
    const r = h.take();
    // Go-back-N: highestAck + 1 = 1 is resent (not 2 or 3, which were also outstanding).
    expect(r.map((s) => [s.seq, s.rtx])).toEqual([[1, true]]);
    expect(r[0].t).toBeCloseTo(0.255, 12);
    // cwnd was 3 (2 + one slow-start ACK): ssthresh = max(2, ⌊3/2⌋) = 2, cwnd = 1, nextSeq = 2.
    expect(h.sender.ssthresh).toBe(2);
    expect(h.sender.cwnd).toBe(1);
    expect(h.sender.nextSeq).toBe(2);
  });

  it('the timer is restarted by every new ACK, not only by a timed one', () => {
    const h = new Harness();
    h.ack(0, 0.055); // RTO 0.2 → deadline 0.255
    h.ack(1, 0.1); // no sample (segment 2 is timed), but newtimer restarts: deadline 0.3
    h.take();
    h.runUntil(0.299);
    expect(h.take()).toEqual([]);
    h.runUntil(0.301);
    const r = h.take();
    expect(r.map((s) => [s.seq, s.rtx])).toEqual([[2, true]]);
    expect(r[0].t).toBeCloseTo(0.3, 12);
  });

  it('backoff: 0.2, 0.4, 0.8, 1.6, 3.2 … and past ×8 srtt is cleared (rtxcur is not)', () => {
    const h = new Harness();
    h.ack(0, 0.055); // srtt 0.05 s, rtxcur 0.15 → RTO 0.2
    h.take();
    // Timeouts at 0.255 (backoff → 2), +0.4 = 0.655 (→ 4), +0.8 = 1.455 (→ 8), +1.6 = 3.055 (→ 16), +3.2 = 6.255.
    const expected = [0.255, 0.655, 1.455, 3.055, 6.255];
    const srttAfter = [0.05, 0.05, 0.05, 0, 0]; // backoff 16 > 8 → t_srtt_ = 0
    for (let k = 0; k < expected.length; k++) {
      h.runUntil(expected[k] + 1e-9);
      const r = h.take();
      expect(r.map((s) => s.seq)).toEqual([1]);
      expect(r[0].t).toBeCloseTo(expected[k], 9);
      expect(h.sender.srttSec).toBeCloseTo(srttAfter[k], 12);
    }
  });

  it('Karn: an ACK for a retransmitted segment gives no sample; the backed-off RTO stays until a fresh one', () => {
    const h = new Harness();
    h.runUntil(3); // timeout: segment 0 resent at 3, backoff 2, RTO 6
    h.take();
    // ACK 0 at 3.055 acknowledges a retransmission: rtt_active_ was cleared, so no sample.
    h.ack(0, 3.055);
    expect(h.sender.srttSec).toBe(0);
    expect(h.sender.rtoSec).toBe(6); // rtxcur_init_ 3 × backoff 2
    // cwnd 1 < ssthresh 2 → 2: segment 1 (a retransmission, not timed) and segment 2 (new, timed from 3.055).
    expect(h.take().map((s) => [s.seq, s.rtx])).toEqual([
      [1, true],
      [2, false],
    ]);
    // ACK 2 at 3.118: sample 0.063 with offset 0.005 → 6 ticks (3.06 … 3.11). srtt was 0: srtt8 = 48,
    // rttvar4 = 12, rtxcur = (96 + 48) >> 3 = 18 ticks = 0.18 → RTO max(0.2, 0.18) = 0.2; backoff back to 1.
    h.ack(2, 3.118);
    expect(h.sender.srttSec).toBeCloseTo(0.06, 12);
    expect(h.sender.rtoSec).toBeCloseTo(0.2, 12);
  });

  it('Karn: segments resent by go-back-N are never timed', () => {
    const h = new Harness({ cwnd: 4 });
    h.runUntil(3); // 0 … 3 sent at t = 0 (segment 0 timed); timeout at 3: ssthresh 2, cwnd 1, resend 0
    h.take();
    h.ack(0, 3.1); // no sample; cwnd 1 < 2 → 2: window up to 0 + 2 → resend 1, 2 (≤ maxSeqSent 3: not timed)
    h.ack(2, 3.205); // cwnd 2 ≥ ssthresh → 2.5, window 2 up to 4 → 3 (resent), 4 (new: timed from 3.205)
    expect(h.sender.srttSec).toBe(0);
    expect(h.take().map((s) => [s.seq, s.rtx])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    // ACK 3 does not reach the timed segment 4: still no sample.
    h.ack(3, 3.25);
    expect(h.sender.srttSec).toBe(0);
    // ACK 4 at 3.278: sample 0.073 + offset 0.005 = 7.8 ticks → 7 (boundaries 3.21 … 3.27) → srtt 0.07.
    h.ack(4, 3.278);
    expect(h.sender.srttSec).toBeCloseTo(0.07, 12);
  });
});
