// Table-driven unit tests of each congestion-control variant (Tahoe, Reno, NewReno, Vegas, Enhanced
// Vegas, Vegas+) on hand-built states: a real TcpSender and Scheduler, ACKs written by hand at chosen
// times (or echoed back by a tiny loopback with chosen RTTs), and expected values derived in comments
// from ns-2.35's rules (the spec's §6-§9) and the papers, never copied from the code's output.
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/sim/engine/Scheduler';
import { PacketKind, PacketPool } from '../../../src/sim/net/Packet';
import type { TcpConfig } from '../../../src/sim/scenario/Scenario';
import { CwndAction, type CongestionControl, type TcpControl } from '../../../src/sim/tcp/CongestionControl';
import { TcpSender } from '../../../src/sim/tcp/TcpSender';
import { tcpStartup, type TcpVariantId } from '../../../src/sim/tcp/registry';
import { EnhancedVegas } from '../../../src/sim/tcp/variants/EnhancedVegas';
import { NewReno } from '../../../src/sim/tcp/variants/NewReno';
import { Reno } from '../../../src/sim/tcp/variants/Reno';
import { Tahoe } from '../../../src/sim/tcp/variants/Tahoe';
import { Vegas } from '../../../src/sim/tcp/variants/Vegas';
import { VegasPlus } from '../../../src/sim/tcp/variants/VegasPlus';

// The connection start-up (SYN, header, delayed growth) is off here: these tables drive the rules on an
// open connection from segment 0; tests/sim/tcp/startup.test.ts covers the start-up.
const NS2_TCP: TcpConfig = {
  windowInit: 2, minRtoSec: 0.2, maxRtoSec: 60, initialRtoSec: 3, tickSec: 0.01, dupAckThreshold: 3,
  synHandshake: false, headerBytes: 0, delayedGrowth: false, sack: false, ecn: false,
};
/** For Vegas traces: a 5 s minimum RTO keeps the coarse timer out of the way of slow hand-made rounds. */
const SLOW_RTO: Partial<TcpConfig> = { minRtoSec: 5 };

interface Sent {
  seq: number;
  t: number;
  rtx: boolean;
}

interface AckLog {
  t: number;
  ack: number;
  cwnd: number;
  ssthresh: number;
}

interface HarnessOptions {
  maxWindow?: number;
  tcp?: Partial<TcpConfig>;
  /** Hand-built state applied before the flow starts. */
  cwnd?: number;
  ssthresh?: number;
  /** The scenario profile (default standard). */
  profile?: 'standard' | 'ns2';
}

/** RTT (data out to ACK back) for a segment sent at `sentAtSec`, or null to lose it. */
type Path = (seq: number, sentAtSec: number, rtx: boolean) => number | null;

/**
 * One sender with captured output. ACKs are either written by hand (`ack`) or produced by a
 * loopback (`loop`): a cumulative-ACK receiver behind a path with chosen per-segment RTTs.
 */
class Harness<C extends CongestionControl = CongestionControl> {
  readonly scheduler = new Scheduler();
  readonly pool = new PacketPool();
  readonly sender: TcpSender;
  readonly acks: AckLog[] = [];
  private log: Sent[] = [];
  private path: Path | null = null;
  private readonly received = new Set<number>();
  private nextExpected = 0;

  constructor(
    readonly cc: C,
    o: HarnessOptions = {},
  ) {
    this.sender = new TcpSender(0, this.scheduler, this.pool, cc, {
      packetSizeBytes: 1000,
      maxWindowPackets: o.maxWindow ?? 20,
      tcp: { ...NS2_TCP, ...o.tcp },
      totalSegments: Infinity,
      startup: tcpStartup(cc.variant as TcpVariantId, o.profile ?? 'standard', { ...NS2_TCP, ...o.tcp }),
    });
    if (o.cwnd !== undefined) this.sender.cwnd = o.cwnd;
    if (o.ssthresh !== undefined) this.sender.ssthresh = o.ssthresh;
    this.sender.out = {
      receive: (p) => {
        const now = this.scheduler.now;
        this.log.push({ seq: p.seq, t: now, rtx: p.retransmit });
        const seq = p.seq;
        const rtx = p.retransmit;
        this.pool.release(p);
        const rtt = this.path?.(seq, now, rtx) ?? null;
        if (rtt !== null) this.scheduler.schedule(now + rtt, { onEvent: () => this.arrive(seq) }, 0);
      },
    };
  }

  /** Starts the flow at t = 0 (segments leave at once). */
  start(path: Path | null = null): this {
    this.path = path;
    this.sender.start(0);
    this.scheduler.runUntil(0);
    return this;
  }

  /** Delivers a cumulative ACK for `seq` at `atSec` (default: now), after every earlier event. */
  ack(seq: number, atSec?: number): void {
    if (atSec !== undefined) this.scheduler.runUntil(atSec);
    const p = this.pool.acquire();
    p.kind = PacketKind.Ack;
    p.seq = seq;
    this.sender.receive(p);
    this.acks.push({ t: this.scheduler.now, ack: seq, cwnd: this.sender.cwnd, ssthresh: this.sender.ssthresh });
  }

  /** The same ACK `n` times. */
  dupAcks(seq: number, n: number, fromSec: number, stepSec = 0.001): void {
    for (let i = 0; i < n; i++) this.ack(seq, fromSec + i * stepSec);
  }

  runUntil(tSec: number): void {
    this.scheduler.runUntil(tSec);
  }

  take(): Sent[] {
    const s = this.log;
    this.log = [];
    return s;
  }

  takeSeqs(): number[] {
    return this.take().map((s) => s.seq);
  }

  /** The log entry for the (last) processing of cumulative ACK `ack`. */
  afterAck(ack: number): AckLog {
    const e = this.acks.filter((a) => a.ack === ack).at(-1);
    if (!e) throw new Error(`ACK ${ack} was never processed`);
    return e;
  }

  private arrive(seq: number): void {
    this.received.add(seq);
    while (this.received.has(this.nextExpected)) this.nextExpected++;
    this.ack(this.nextExpected - 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Tahoe (ns-2 Agent/TCP, spec §6.9)
// ---------------------------------------------------------------------------------------------

/**
 * Hand-built state shared by the loss tests: cwnd 8 before the start (segments 0 … 7 leave at 0),
 * ACK 0 at 0.1 (slow start: cwnd 9, window up to 0 + 9: segments 8 and 9 leave). Segments 1 … 9
 * are outstanding, nextSeq = 10, and segment 1 is the one lost.
 */
function afterAck0<C extends CongestionControl>(cc: C, o: HarnessOptions = {}): Harness<C> {
  const h = new Harness(cc, { cwnd: 8, ...o }).start();
  h.ack(0, 0.1);
  expect(h.takeSeqs()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  return h;
}

describe('Tahoe', () => {
  // 3rd dupack: ssthresh = max(2, ⌊min(W, window_)/2⌋), cwnd = 1, nextSeq = highestAck + 1, so the
  // send_much at the end of recv resends segment 1 alone. W is set by hand just before the 3rd dupack.
  const rows = [
    { name: 'W 9 → ssthresh ⌊4.5⌋ = 4', w: 9, maxWindow: 20, ssthresh: 4 },
    { name: 'W 7.5 (fractional) → ⌊3.75⌋ = 3', w: 7.5, maxWindow: 20, ssthresh: 3 },
    { name: 'W 3 → ⌊1.5⌋ = 1, floored to 2', w: 3, maxWindow: 20, ssthresh: 2 },
    { name: 'W 2 → 1, floored to 2', w: 2, maxWindow: 20, ssthresh: 2 },
    { name: 'W 30 above window_ 20 → ⌊20/2⌋ = 10', w: 30, maxWindow: 20, ssthresh: 10 },
  ];
  it.each(rows)('3rd dupack: $name, cwnd 1, resend from highestAck + 1', ({ w, maxWindow, ssthresh }) => {
    const h = afterAck0(new Tahoe(), { maxWindow });
    h.dupAcks(0, 2, 0.11); // limited transmit: 10 and 11 (see the limited-transmit table)
    h.take();
    h.sender.cwnd = w;
    h.ack(0, 0.13);
    expect(h.sender.ssthresh).toBe(ssthresh);
    expect(h.sender.cwnd).toBe(1);
    expect(h.take()).toEqual([{ seq: 1, t: 0.13, rtx: true }]);
    expect(h.sender.nextSeq).toBe(2);
    expect(h.sender.recover).toBe(11); // maxSeqSent at the reduction
    expect(h.sender.lastCwndAction).toBe(CwndAction.DupAck);
    expect(h.sender.stats.fastRetransmits).toBe(1);
  });

  // Limited transmit (send_one on dupacks 1 and 2): one new segment if
  // nextSeq ≤ highestAck + window_ and nextSeq ≤ highestAck + cwnd + dupacks.
  // State: cwnd 4 at start (0 … 3), ACK 0 → cwnd 5 (0 + 5: segments 4, 5), nextSeq 6, highestAck 0.
  const lt = [
    { name: 'room in both windows: 6 ≤ 0+5+1, then 7 ≤ 0+5+2', maxWindow: 20, cwnd: 5, sent: [[6], [7]] },
    { name: 'receiver window 5 forbids: 6 > 0 + 5', maxWindow: 5, cwnd: 5, sent: [[], []] },
    { name: 'cwnd 3: 6 > 0+3+1 and 6 > 0+3+2', maxWindow: 20, cwnd: 3, sent: [[], []] },
    { name: 'cwnd 4.5: 6 > 5.5 on dupack 1, 6 ≤ 6.5 on dupack 2', maxWindow: 20, cwnd: 4.5, sent: [[], [6]] },
  ];
  it.each(lt)('limited transmit: $name', ({ maxWindow, cwnd, sent }) => {
    const h = new Harness(new Tahoe(), { cwnd: 4, maxWindow }).start();
    h.ack(0, 0.1);
    expect(h.takeSeqs()).toEqual([0, 1, 2, 3, 4, 5]);
    h.sender.cwnd = cwnd;
    h.ack(0, 0.11);
    expect(h.takeSeqs()).toEqual(sent[0]);
    h.ack(0, 0.12);
    expect(h.takeSeqs()).toEqual(sent[1]);
    expect(h.sender.cwnd).toBe(cwnd); // dupacks never change cwnd before the 3rd
  });

  it('after the reduction: later dupacks send nothing, go-back-N resumes in slow start, and a 2nd loss in the window is not fast-retransmitted', () => {
    const h = new Harness(new Tahoe(), { cwnd: 4 }).start();
    h.ack(0, 0.1); // cwnd 5, 4 and 5 out; outstanding 1 … 5
    h.dupAcks(0, 2, 0.11); // limited transmit: 6, 7
    h.ack(0, 0.13); // FR: ssthresh ⌊5/2⌋ = 2, cwnd 1, resend 1; recover = 7
    expect(h.takeSeqs()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 1]);
    expect(h.sender.ssthresh).toBe(2);
    // 4th and 5th dupacks: window ⌊1⌋ = 1 and nextSeq 2 > 0 + 1: nothing.
    h.dupAcks(0, 2, 0.14);
    expect(h.take()).toEqual([]);
    // ACK 4 (segment 5 lost too): cwnd 1 ≥ ssthresh 2? no → slow start +1 = 2; nextSeq = 5;
    // window up to 4 + 2 = 6: segments 5 and 6, both resent (≤ maxSeqSent 7).
    h.ack(4, 0.2);
    expect(h.sender.cwnd).toBe(2);
    expect(h.take().map((s) => [s.seq, s.rtx])).toEqual([
      [5, true],
      [6, true],
    ]);
    // Three dupacks of 4: highestAck 4 ≤ recover 7, so no second reduction (ns-2 bug_fix_).
    h.dupAcks(4, 3, 0.21);
    expect(h.sender.ssthresh).toBe(2);
    expect(h.sender.cwnd).toBe(2);
    expect(h.sender.stats.fastRetransmits).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Reno (ns-2 Agent/TCP/Reno, spec §7)
// ---------------------------------------------------------------------------------------------

describe('Reno', () => {
  // 3rd dupack: ssthresh = max(2, ⌊W/2⌋), cwnd = W/2 exactly (W = min(cwnd, window_)), the missing
  // segment is resent at once, dupwnd = 3, window() = min(⌊cwnd⌋ + dupwnd, window_).
  const rows = [
    { name: 'W 9: ssthresh 4, cwnd 4.5, window 4 + 3', w: 9, maxWindow: 20, ssthresh: 4, cwnd: 4.5, window: 7 },
    { name: 'W 7.5: ssthresh 3, cwnd 3.75, window 3 + 3', w: 7.5, maxWindow: 20, ssthresh: 3, cwnd: 3.75, window: 6 },
    { name: 'W 3: ssthresh 2 (floor), cwnd 1.5, window 1 + 3', w: 3, maxWindow: 20, ssthresh: 2, cwnd: 1.5, window: 4 },
    { name: 'W 30 capped by window_ 20: ssthresh 10, cwnd 10, window 13', w: 30, maxWindow: 20, ssthresh: 10, cwnd: 10, window: 13 },
    { name: 'W 1.5: cwnd 0.75 clamped to 1 (deliberate), window 1 + 3', w: 1.5, maxWindow: 20, ssthresh: 2, cwnd: 1, window: 4 },
  ];
  it.each(rows)('3rd dupack: $name', ({ w, maxWindow, ssthresh, cwnd, window }) => {
    const cc = new Reno();
    const h = afterAck0(cc, { maxWindow });
    h.dupAcks(0, 2, 0.11);
    h.take();
    h.sender.cwnd = w;
    h.ack(0, 0.13);
    expect(h.sender.ssthresh).toBe(ssthresh);
    expect(h.sender.cwnd).toBe(cwnd);
    expect(cc.dupWnd).toBe(3);
    expect(cc.window(h.sender)).toBe(window);
    expect(h.take()[0]).toEqual({ seq: 1, t: 0.13, rtx: true });
    expect(h.sender.nextSeq).toBeGreaterThanOrEqual(12); // mild reset: no go-back-N
  });

  it('inflation: +1 per further dupack, new segments once ⌊cwnd⌋ + dupwnd passes nextSeq; exit on the next new ACK', () => {
    const cc = new Reno();
    const h = afterAck0(cc);
    h.dupAcks(0, 2, 0.11); // limited transmit 10, 11 → nextSeq 12
    h.ack(0, 0.13); // FR at W 9: cwnd 4.5, dupwnd 3
    h.take();
    // dupack k (k ≥ 4): dupwnd = k, window = 4 + k, segments up to 0 + 4 + k: the first new one (12) at k = 8.
    const steps = [
      { k: 4, window: 8, sent: [] as number[] },
      { k: 5, window: 9, sent: [] },
      { k: 6, window: 10, sent: [] },
      { k: 7, window: 11, sent: [] },
      { k: 8, window: 12, sent: [12] },
      { k: 9, window: 13, sent: [13] },
      { k: 10, window: 14, sent: [14] },
    ];
    for (const s of steps) {
      h.ack(0, 0.13 + 0.001 * s.k);
      expect(cc.dupWnd, `dupack ${s.k}`).toBe(s.k);
      expect(cc.window(h.sender), `dupack ${s.k}`).toBe(s.window);
      expect(h.takeSeqs(), `dupack ${s.k}`).toEqual(s.sent);
    }
    expect(h.sender.cwnd).toBe(4.5); // inflation lives in dupwnd, not cwnd
    // New ACK 14 (the retransmission filled the hole): dupwnd 0, EXITED, then opencwnd on the halved
    // cwnd: 4.5 ≥ ssthresh 4 → +1/4.5. window ⌊4.72⌋ = 4: segments up to 14 + 4 = 18 → 15 … 18.
    h.ack(14, 0.2);
    expect(cc.dupWnd).toBe(0);
    expect(h.sender.lastCwndAction).toBe(CwndAction.Exited);
    expect(h.sender.cwnd).toBeCloseTo(4.5 + 1 / 4.5, 12);
    expect(cc.window(h.sender)).toBe(4);
    expect(h.takeSeqs()).toEqual([15, 16, 17, 18]);
  });

  it('a partial ACK ends recovery; a 2nd loss in the same window is not fast-retransmitted and waits for the RTO', () => {
    const cc = new Reno();
    const h = afterAck0(cc); // RTO: ACK 0 sampled 0.1 s = 10 ticks → rtxcur 0.3
    // Segments 1 and 5 lost. Dupacks of 0 from 2, 3, 4 (+ limited transmit 10, 11).
    h.dupAcks(0, 2, 0.11);
    h.ack(0, 0.13); // FR of 1: ssthresh 4, cwnd 4.5, recover = 11
    // Dupacks from 6 … 11: dupwnd 4 … 9 → segments 12, 13 at dupwnd 8, 9.
    h.dupAcks(0, 6, 0.14);
    expect(h.takeSeqs()).toEqual([10, 11, 1, 12, 13]);
    // Retransmitted 1 arrives: ACK 4 (5 is missing). Reno leaves recovery on any new ACK:
    // cwnd 4.5 + 1/4.5 ≈ 4.72, window 4 → up to 8 < nextSeq 14: nothing. Timer restarted: 0.25 + 0.3.
    h.ack(4, 0.25);
    expect(h.sender.lastCwndAction).toBe(CwndAction.Exited);
    expect(cc.dupWnd).toBe(0);
    expect(h.sender.cwnd).toBeCloseTo(4.5 + 1 / 4.5, 12);
    // Three dupacks of 4: recovered = (4 > recover 11) false, last action not DUPACK → nothing;
    // a 4th and 5th do not inflate either (the last action is not DUPACK).
    h.dupAcks(4, 5, 0.26);
    expect(h.take()).toEqual([]);
    expect(h.sender.ssthresh).toBe(4);
    expect(cc.dupWnd).toBe(0);
    expect(h.sender.stats.fastRetransmits).toBe(1);
    // The RTO (0.3 s after ACK 4) resends 5: ssthresh max(2, ⌊4.72/2⌋) = 2, cwnd 1.
    h.runUntil(0.549);
    expect(h.take()).toEqual([]);
    h.runUntil(0.551);
    const r = h.take();
    expect(r.map((s) => [s.seq, s.rtx])).toEqual([[5, true]]);
    expect(r[0].t).toBeCloseTo(0.55, 12);
    expect(h.sender.ssthresh).toBe(2);
    expect(h.sender.cwnd).toBe(1);
  });

  it('a timeout during recovery halves the un-inflated window (ns-2 zeroes dupwnd_ before TcpAgent::timeout)', () => {
    // RenoTcpAgent::timeout: dupwnd_ = 0; dupacks_ = 0; … TcpAgent::timeout → slowdown uses
    // windowd() = min(cwnd_ + dupwnd_, window_) with dupwnd_ already 0.
    const cc = new Reno();
    const h = timeoutInRecovery(cc);
    // FR at W 20: ssthresh 10, cwnd 10; then dupwnd 8. Timeout: ssthresh = max(2, ⌊min(10 + 0, 50)/2⌋) = 5.
    expect(h.sender.ssthresh).toBe(5);
    expect(h.sender.cwnd).toBe(1);
    expect(cc.dupWnd).toBe(0);
  });
});

/**
 * Window 20 in flight (receiver window 50), segment 1 lost, fast retransmit at W = 20, five more
 * dupacks (dupwnd 3 → 8), then silence until the retransmission timer fires.
 */
function timeoutInRecovery<C extends Reno>(cc: C): Harness<C> {
  const h = new Harness(cc, { cwnd: 20, maxWindow: 50 }).start();
  h.ack(0, 0.1); // slow start 21; set back to 20 by hand: outstanding 1 … 21 (0 + 21 sent), nextSeq 22
  h.sender.cwnd = 20;
  h.dupAcks(0, 3, 0.11); // dupack 2 sends 22 (≤ 0 + 20 + 2); dupack 3: ssthresh 10, cwnd 10, dupwnd 3
  expect(h.sender.ssthresh).toBe(10);
  expect(h.sender.cwnd).toBe(10);
  h.dupAcks(0, 5, 0.12); // dupwnd 8: window 18 < 23 − 0, nothing new
  expect(cc.dupWnd).toBe(8);
  const before = h.sender.stats.timeouts;
  h.runUntil(0.5); // RTO 0.3 after the fast retransmit at 0.112: one timeout (the next would be 0.6 later)
  expect(h.sender.stats.timeouts).toBe(before + 1);
  return h;
}

// ---------------------------------------------------------------------------------------------
// NewReno (ns-2 Agent/TCP/Newreno, spec §8)
// ---------------------------------------------------------------------------------------------

/**
 * cwnd 9 at the start (0 … 8), ACK 0 at 0.1 → cwnd 10, segments 9, 10 (outstanding 1 … 10).
 * Dupacks 1, 2 (0.11, 0.12) send 11, 12 by limited transmit; dupack 3 (0.13): recover = 12,
 * ssthresh ⌊10/2⌋ = 5, cwnd 5, segment 1 resent, dupwnd 3; `extra` more dupacks follow.
 */
function newRenoInRecovery(extra: number): Harness<NewReno> {
  const h = new Harness(new NewReno(), { cwnd: 9 }).start();
  h.ack(0, 0.1);
  h.dupAcks(0, 3 + extra, 0.11, 0.01);
  return h;
}

describe('NewReno', () => {
  it('enters recovery like Reno and sends new segments as dupwnd grows', () => {
    const h = newRenoInRecovery(6); // dupacks 4 … 9 at 0.14 … 0.19
    // dupack k: dupwnd k, window 5 + k, segments up to 0 + 5 + k: 13 at k = 8, 14 at k = 9.
    expect(h.takeSeqs()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 13, 14]);
    expect(h.sender.recover).toBe(12);
    expect(h.sender.ssthresh).toBe(5);
    expect(h.sender.cwnd).toBe(5);
    expect(h.cc.dupWnd).toBe(9);
  });

  it('partial ACKs: resend the next hole at once, deflate, stay in recovery (max 2 new per ACK); a full ACK exits', () => {
    // Segments 1, 5 and 8 lost.
    const h = newRenoInRecovery(6);
    h.take();
    // Partial ACK 4 (< recover 12): acked 4 − 0 = 4 < dupwnd 9 → dupwnd = 9 − (4 − 1) = 6; cwnd 5.
    // Resend 5 at once; then send_much(maxburst 2) with window 5 + 6 = 11: up to 4 + 11 = 15 → 15.
    h.ack(4, 0.25);
    expect(h.take().map((s) => [s.seq, s.rtx])).toEqual([
      [5, true],
      [15, false],
    ]);
    expect(h.cc.dupWnd).toBe(6);
    expect(h.sender.cwnd).toBe(5);
    expect(h.sender.lastCwndAction).toBe(CwndAction.DupAck);
    expect(h.sender.dupAcks).toBe(9); // not reset by a partial ACK
    expect(h.sender.highestAck).toBe(4);
    // Partial ACK 7: acked 3 < dupwnd 6 → dupwnd 6 − 2 = 4; resend 8; window 9: up to 16 → 16.
    h.ack(7, 0.35);
    expect(h.take().map((s) => [s.seq, s.rtx])).toEqual([
      [8, true],
      [16, false],
    ]);
    expect(h.cc.dupWnd).toBe(4);
    // Full ACK 16 (≥ recover 12): dupwnd 0, EXITED, newack + opencwnd: cwnd 5 ≥ ssthresh 5 → 5 + 1/5.
    // dupacks 0 → unlimited send_much: window 5, segments up to 16 + 5 = 21 → 17 … 21.
    h.ack(16, 0.45);
    expect(h.cc.dupWnd).toBe(0);
    expect(h.sender.lastCwndAction).toBe(CwndAction.Exited);
    expect(h.sender.dupAcks).toBe(0);
    expect(h.sender.cwnd).toBeCloseTo(5.2, 12);
    expect(h.takeSeqs()).toEqual([17, 18, 19, 20, 21]);
    expect(h.sender.stats.fastRetransmits).toBe(1);
  });

  // Partial window deflation (partial_window_deflation_ 1): acked = ack − highestAck;
  // dupwnd > acked → dupwnd −= acked − 1; else cwnd −= acked − dupwnd, dupwnd = 1; cwnd ≥ 1.
  const deflation = [
    { name: 'dupwnd 9 > acked 4: dupwnd 9 − 3 = 6, cwnd 5', extra: 6, ack: 4, cwnd: 5, dupWnd: 6 },
    { name: 'dupwnd 3 < acked 4: cwnd 5 − 1 = 4, dupwnd 1', extra: 0, ack: 4, cwnd: 4, dupWnd: 1 },
    { name: 'dupwnd 4 = acked 4 (not greater): cwnd 5 − 0, dupwnd 1', extra: 1, ack: 4, cwnd: 5, dupWnd: 1 },
    { name: 'dupwnd 3 < acked 7: cwnd 5 − 4 = 1, dupwnd 1', extra: 0, ack: 7, cwnd: 1, dupWnd: 1 },
    { name: 'dupwnd 3 < acked 10: cwnd 5 − 7 < 1 → 1', extra: 0, ack: 10, cwnd: 1, dupWnd: 1 },
  ];
  it.each(deflation)('deflation: $name', ({ extra, ack, cwnd, dupWnd }) => {
    const h = newRenoInRecovery(extra);
    h.take();
    h.ack(ack, 0.3);
    expect(h.sender.cwnd).toBe(cwnd);
    expect(h.cc.dupWnd).toBe(dupWnd);
    expect(h.take()[0]).toEqual({ seq: ack + 1, t: 0.3, rtx: true });
    expect(h.sender.lastCwndAction).toBe(CwndAction.DupAck);
  });

  it('during recovery a dupack releases at most 2 new segments (Reno in the same state would release all)', () => {
    for (const [cc, expected] of [
      [new NewReno(), [15, 16]],
      [new Reno(), [15, 16, 17, 18, 19, 20]],
    ] as const) {
      const h = new Harness(cc, { cwnd: 9 }).start();
      h.ack(0, 0.1);
      h.dupAcks(0, 9, 0.11, 0.01); // FR at dupack 3, dupwnd 9, nextSeq 15 (13, 14 sent at dupwnd 8, 9)
      h.take();
      // Hand-built: cwnd 20. Next dupack: dupwnd 10, window min(20 + 10, 20) = 20 → up to 0 + 20,
      // i.e. 6 segments (15 … 20) are allowed; NewReno's send_much(0, 0, 2) sends 2.
      h.sender.cwnd = 20;
      h.ack(0, 0.3);
      expect(h.takeSeqs()).toEqual(expected);
    }
  });

  it('only the first partial ACK restarts the retransmission timer', () => {
    const h = newRenoInRecovery(6); // RTO 0.3 (ACK 0 sample: 10 ticks); FR at 0.13 → deadline 0.43
    h.ack(4, 0.25); // first partial: timer restarted → 0.55
    h.ack(7, 0.35); // second partial: not restarted (newreno_changes1_) → still 0.55, not 0.65
    h.take();
    h.runUntil(0.549);
    expect(h.take()).toEqual([]);
    h.runUntil(0.551);
    const r = h.take();
    expect(r.map((s) => [s.seq, s.rtx])).toEqual([[8, true]]); // go-back-N from highestAck + 1
    expect(r[0].t).toBeCloseTo(0.55, 12);
  });

  it('a timeout during recovery halves the un-inflated window (inherits Reno::timeout)', () => {
    const cc = new NewReno();
    const h = timeoutInRecovery(cc);
    expect(h.sender.ssthresh).toBe(5); // max(2, ⌊(10 + 0)/2⌋), dupwnd 8 not included
    expect(h.sender.cwnd).toBe(1);
    expect(h.sender.lastCwndAction).toBe(CwndAction.Timeout);
  });
});

// ---------------------------------------------------------------------------------------------
// The first window: one reduction per window vs ns-2's `recover_` = 0 and `bugfix_ss_`
// ---------------------------------------------------------------------------------------------

// The reference is ns-2 with syn_ false (our exporter's setting): segment 0 is data, recover_ starts at 0,
// and dupack_action allows a fast retransmit when highest_ack_ > recover_ OR (bugfix_ss_ && highest_ack_ == 0).
// We start recover at −1 instead. Both agree when segment 0 itself is lost (−1 is neither > 0 nor == 0;
// ours: −1 > −1 false) and when a later segment of the first window is lost (0 == 0; ours 0 > −1).
const firstWindow = [
  { name: 'Tahoe', make: (): CongestionControl => new Tahoe() },
  { name: 'Reno', make: (): CongestionControl => new Reno() },
  { name: 'NewReno', make: (): CongestionControl => new NewReno() },
];

describe('first window (ns-2 with syn_ false)', () => {
  it.each(firstWindow)('$name: segment 0 lost → no fast retransmit on dupacks of −1; the 3 s RTO resends it', ({ make }) => {
    const h = new Harness(make()).start();
    // Dupack 1 (from 1): send_one 2 ≤ −1+2+1; dupack 2: 3 ≤ −1+2+2; dupack 3: no reduction allowed.
    h.dupAcks(-1, 3, 0.1);
    expect(h.takeSeqs()).toEqual([0, 1, 2, 3]);
    expect(h.sender.stats.fastRetransmits).toBe(0);
    expect(h.sender.ssthresh).toBe(20);
    h.runUntil(3);
    expect(h.take()[0]).toEqual({ seq: 0, t: 3, rtx: true });
  });

  it.each(firstWindow)('$name: after an RTO with highestAck 0, a 3rd dupack of 0 fast-retransmits (ns-2 bugfix_ss_ clause)', ({ make }) => {
    // cwnd 4 at the start (0 … 3); ACK 0 at 0.1 (sample 10 ticks → RTO 0.3) → cwnd 5, segments 4, 5.
    // Segment 1 lost and no dupack arrives in time: RTO at 0.4 → recover_ = maxseq_ 5, cwnd 1, resend 1.
    // Late dupacks of 0 then arrive. In ns-2 recovered = (0 > 5) is false but highest_ack_ == 0 lets
    // dupack_action act on the 3rd one (resending 1: Tahoe by go-back-N, Reno/NewReno at once).
    // Dupacks 1, 2 first send 2 and 3 by limited transmit (2 ≤ 0+1+1, 3 ≤ 0+1+2).
    const h = new Harness(make(), { cwnd: 4 }).start();
    h.ack(0, 0.1);
    h.runUntil(0.41);
    expect(h.sender.stats.timeouts).toBe(1);
    expect(h.sender.recover).toBe(5);
    h.take();
    h.dupAcks(0, 2, 0.45);
    expect(h.take().map((x) => x.seq)).toEqual([2, 3]);
    h.ack(0, 0.47);
    expect(h.take()[0]).toEqual({ seq: 1, t: 0.47, rtx: true });
    expect(h.sender.stats.fastRetransmits).toBe(1);
    expect(h.sender.lastCwndAction).toBe(CwndAction.DupAck);
    // W = min(cwnd 1, 20): ssthresh max(2, 0) = 2; cwnd 1 (Tahoe) or 1/2 clamped to 1 (Reno, NewReno).
    expect(h.sender.ssthresh).toBe(2);
    expect(h.sender.cwnd).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Vegas (Brakmo & Peterson; ns-2 Agent/TCP/Vegas, spec §9)
// ---------------------------------------------------------------------------------------------

/**
 * The congestion-avoidance trace used below (times are exact binary fractions):
 * cwnd 4, ssthresh 2 (hand-built: congestion avoidance from the start), receiver window 100.
 *  t = 0      segments 0 … 3 leave (vegas time = simulated time, since segment 0 left at 0).
 *  t = 0.125  ACKs 0 … 3. ACK 0 is the first ACK: BaseRTT = 0.125, fine timeout = 1.5·0.125 = 0.1875.
 *             Its per-RTT decision: no samples yet → rtt = 0.125 − begTime 0 = 0.125; rttLen = 4 − 0 = 4;
 *             Expected = (4 − 0)/0.125 = 32, Actual = 4/0.125 = 32 → Diff 0 < α → incr = 1/4.
 *             begSeq = 4, begTime = 0.125. Each of ACKs 0 … 3 adds 1/4 (cwnd − (nextSeq − highestAck)
 *             = 0, 0.25, 0.5, 0.75 ≤ 2): cwnd 4.25, 4.5, 4.75, 5. Sends 4, 5, 6, then 7 and 8.
 *             (ACKs 1 … 3 give no fine-grained sample: their segments left at vegas time 0.)
 */
function vegasCaRound1<C extends Vegas>(cc: C, o: HarnessOptions = {}): Harness<C> {
  const h = new Harness(cc, { cwnd: 4, ssthresh: 2, maxWindow: 100, tcp: SLOW_RTO, ...o }).start();
  for (let a = 0; a < 4; a++) h.ack(a, 0.125);
  expect(h.sender.cwnd).toBe(5);
  expect(h.takeSeqs()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  return h;
}

describe('Vegas: congestion avoidance around α and β', () => {
  // Decision at ACK 4, arriving at 0.125 + R (R = the round's RTT). No sample in the round (ACKs 1 … 3
  // were for segments sent at time 0), so rtt = now − begTime = R. rttLen = nextSeq − begSeq = 9 − 4 = 5.
  // Expected = (nextSeq − highestAck)/BaseRTT = (9 − 4)/0.125 = 40 pkt/s; Actual = 5/R;
  // Diff = (40 − 5/R)·0.125 = 5 − 0.625/R; delta = int(Diff + 0.5). cwnd is 5 (≥ ssthresh 2: CA).
  const rows = [
    { name: 'R 0.125: Diff 0 < α 1 → +1/cwnd per ACK (cwnd 5 + 1/5)', r: 0.125, diff: 0, cwnd: 5.2 },
    { name: 'R 0.15625: Diff 1 = α → hold', r: 0.15625, diff: 1, cwnd: 5 },
    { name: 'R 0.25: Diff 2.5 rounds to 3 = β → hold', r: 0.25, diff: 2.5, cwnd: 5 },
    { name: 'R 0.3125: Diff 3 = β → hold', r: 0.3125, diff: 3, cwnd: 5 },
    { name: 'R 0.5: Diff 3.75 rounds to 4 > β → cwnd − 1', r: 0.5, diff: 3.75, cwnd: 4 },
    { name: 'R 0.625: Diff 4 > β → cwnd − 1', r: 0.625, diff: 4, cwnd: 4 },
  ];
  it.each(rows)('$name', ({ r, diff, cwnd }) => {
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = vegasCaRound1(cc);
    h.ack(4, 0.125 + r);
    expect(h.sender.cwnd).toBeCloseTo(cwnd, 12);
    const o = cc.observe();
    expect(o.baseRttSec).toBe(0.125);
    expect(o.expectedRate).toBeCloseTo(40, 12);
    expect(o.actualRate).toBeCloseTo(5 / r, 12);
    expect(o.diffPackets).toBeCloseTo(diff, 12);
  });

  it('an increase is spread as +1/cwnd over the next round of ACKs', () => {
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = vegasCaRound1(cc);
    // R 0.125 → incr 1/5 at ACK 4; ACKs 4 … 8 each add 0.2 (cwnd − (nextSeq − highestAck) = 0, 0.2,
    // 0.4, 0.6, 0.8 ≤ 2), so after the round cwnd = 5 + 5·0.2 = 6.
    for (let a = 4; a <= 8; a++) h.ack(a, 0.25);
    expect(h.sender.cwnd).toBeCloseTo(6, 12);
    // The decrease case is applied at once (−1 on the decision ACK, no further change in the round).
    const h2 = vegasCaRound1(new Vegas({ alpha: 1, beta: 3, gamma: 1 }));
    for (let a = 4; a <= 8; a++) h2.ack(a, 0.75); // R 0.625: Diff 4
    expect(h2.sender.cwnd).toBe(4);
  });

  it('cwnd keeps growing above a binding receiver window, as in ns-2 (no clamp: maxcwnd_ is 0)', () => {
    // Receiver window 4 = ssthresh, cwnd 4 (CA). Round 1 as in the trace: Diff 0 → incr 1/4 per ACK,
    // and the growth test cwnd − (nextSeq − highestAck) = 0, 0.25, 0.5, 0.75 ≤ 2 passes every time,
    // so ns-2's cwnd_ reaches 5 while window() = min(⌊cwnd⌋, window_) = 4 keeps one segment per ACK.
    const h = new Harness(new Vegas({ alpha: 1, beta: 3, gamma: 1 }), { cwnd: 4, maxWindow: 4, tcp: SLOW_RTO }).start();
    h.take();
    for (let a = 0; a < 4; a++) h.ack(a, 0.125);
    expect(h.takeSeqs()).toEqual([4, 5, 6, 7]);
    expect(h.sender.cwnd).toBe(5);
  });
});

describe('Enhanced Vegas: α = β = δ', () => {
  // Same trace and Diff values as the Vegas table; with α = β = δ there is no dead zone.
  const rows = [
    { name: 'δ 3, Diff 3 → hold', delta: 3, r: 0.3125, cwnd: 5 },
    { name: 'δ 3, Diff 2.5 rounds to 3 → hold', delta: 3, r: 0.25, cwnd: 5 },
    { name: 'δ 2, Diff 3 > δ → −1', delta: 2, r: 0.3125, cwnd: 4 },
    { name: 'δ 2, Diff 1 < δ → +1/cwnd', delta: 2, r: 0.15625, cwnd: 5.2 },
    { name: 'δ 1, Diff 1 → hold (the only equilibrium point)', delta: 1, r: 0.15625, cwnd: 5 },
    { name: 'δ 1, Diff 0 < δ → +1/cwnd', delta: 1, r: 0.125, cwnd: 5.2 },
  ];
  it.each(rows)('$name', ({ delta, r, cwnd }) => {
    const cc = new EnhancedVegas({ delta, gamma: 1 });
    expect(cc.alpha).toBe(delta);
    expect(cc.beta).toBe(delta);
    const h = vegasCaRound1(cc);
    h.ack(4, 0.125 + r);
    expect(h.sender.cwnd).toBeCloseTo(cwnd, 12);
  });

  it("setParam('delta') sets α and β together, from that instant on", () => {
    const cc = new EnhancedVegas({ delta: 3, gamma: 1 });
    const h = vegasCaRound1(cc); // round-1 decision (Diff 0 < 3) unaffected
    cc.setParam('delta', 1);
    expect([cc.alpha, cc.beta, cc.delta]).toEqual([1, 1, 1]);
    h.ack(4, 0.125 + 0.3125); // Diff 3 > δ 1 → −1 (with δ 3 it would have held)
    expect(h.sender.cwnd).toBe(4);
    cc.setParam('gamma', 2);
    expect(cc.gamma).toBe(2);
    expect(() => cc.setParam('alpha', 1)).toThrow(RangeError);
    expect(() => cc.setParam('beta', 1)).toThrow(RangeError);
  });
});

describe('Vegas: slow start', () => {
  // Loopback with every segment's ACK back exactly 0.125 s after it left. cwnd 2, ssthresh 100.
  // Rounds are the ACK bursts at 0.125·k. v_inc_flag_ starts at 1 and flips at every decision:
  //  k=1: ACK 0 decides (rtt 0.125, Expected 2/0.125 = Actual) → flag 0: hold → cwnd 2 (sends 2, 3)
  //  k=2: ACK 2 decides (rtt fallback 0.25 − 0.125, rttLen 2, Diff 0) → flag 1, Diff 0 ≤ γ: +1 per ACK → 4
  //  k=3: ACK 4 decides on samples of ACKs 2, 3 (0.125): Diff 0 → hold → 4
  //  k=4: ACK 8: grow → 8;  k=5: hold → 8;  k=6: grow → 16.
  const rows = [
    { name: 'round 1 holds', k: 1, cwnd: 2 },
    { name: 'round 2 doubles', k: 2, cwnd: 4 },
    { name: 'round 3 holds', k: 3, cwnd: 4 },
    { name: 'round 4 doubles', k: 4, cwnd: 8 },
    { name: 'round 5 holds', k: 5, cwnd: 8 },
    { name: 'round 6 doubles', k: 6, cwnd: 16 },
  ];
  it.each(rows)('cwnd grows every other RTT: $name (cwnd $cwnd)', ({ k, cwnd }) => {
    const h = new Harness(new Vegas({ alpha: 1, beta: 3, gamma: 1 }), { maxWindow: 100, tcp: SLOW_RTO }).start(() => 0.125);
    h.runUntil(0.125 * k);
    expect(h.sender.cwnd).toBe(cwnd);
    expect(h.sender.ssthresh).toBe(100);
  });

  // γ exit. Same loopback, but segments 4 … 7 (sent at 0.25) take R' instead of 0.125.
  // ACK 4 (at 0.25 + R') decides on ACKs 2, 3's samples → hold. ACK 8 (at 0.25 + R' + 0.125) decides on
  // the samples of ACKs 4 … 7 = R': rttLen = 12 − 8 = 4, Expected = (12 − 8)/0.125 = 32, Actual = 4/R',
  // Diff = (32 − 4/R')·0.125 = 4 − 0.5/R'. Grow round: Diff > γ → ssthresh 2, cwnd −= cwnd/8, incr 0.
  const gammaRows = [
    { name: "R' 0.25: Diff 2 > γ 1 → cwnd 4 − 4/8 = 3.5, ssthresh 2", rp: 0.25, gamma: 1, cwnd: 3.5, ssthresh: 2 },
    { name: "R' 0.1875: Diff 1.33 rounds to 1 = γ → keep growing (+1)", rp: 0.1875, gamma: 1, cwnd: 5, ssthresh: 100 },
    { name: "R' 0.1875 with γ 0: 1 > 0 → exit", rp: 0.1875, gamma: 0, cwnd: 3.5, ssthresh: 2 },
    { name: "R' 0.125: Diff 0 → keep growing", rp: 0.125, gamma: 1, cwnd: 5, ssthresh: 100 },
  ];
  it.each(gammaRows)('leaving slow start on γ: $name', ({ rp, gamma, cwnd, ssthresh }) => {
    const path: Path = (seq) => (seq >= 4 && seq <= 7 ? rp : 0.125);
    const cc = new Vegas({ alpha: 1, beta: 3, gamma });
    const h = new Harness(cc, { maxWindow: 100, tcp: SLOW_RTO }).start(path);
    h.runUntil(0.25 + rp + 0.125);
    expect(h.afterAck(4).cwnd).toBe(4); // the hold round
    const e = h.afterAck(8);
    expect(e.cwnd).toBe(cwnd);
    expect(e.ssthresh).toBe(ssthresh);
    expect(cc.observe().diffPackets).toBeCloseTo(4 - 0.5 / rp, 12);
  });
});

describe('Vegas: losses', () => {
  // After the CA trace's round 1 (cwnd 5, segments 4 … 8 sent at 0.125, fine timeout 0.1875), segment 4
  // is lost. Dupack 1 of 3 at 0.25: elapsed 0.125 < 0.1875 → nothing. Dupack 2 at 0.375: elapsed 0.25 ≥
  // 0.1875 → retransmit 4 now (before a 3rd dupack). Segment 4 left at 0.125 > t_cwnd_changed_ 0, so cwnd
  // is cut: win = ⌊cwnd⌋; win ≤ 3 → 2, else win − (win >> 2); cwnd = win + dupacks (2).
  const cut = [
    { name: 'W 5 → 5 − 1 = 4, cwnd 4 + 2', w: 5, newCwnd: 4 },
    { name: 'W 2 → 2, cwnd 2 + 2', w: 2, newCwnd: 2 },
    { name: 'W 3 → 2, cwnd 2 + 2', w: 3, newCwnd: 2 },
    { name: 'W 4 → 4 − 1 = 3', w: 4, newCwnd: 3 },
    { name: 'W 8 → 8 − 2 = 6', w: 8, newCwnd: 6 },
    { name: 'W 10.9 → ⌊⌋ 10 − 2 = 8', w: 10.9, newCwnd: 8 },
    { name: 'W 16 → 16 − 4 = 12', w: 16, newCwnd: 12 },
  ];
  it.each(cut)('expired fine-grained timer on dupack 2 → resend and 3/4 cut: $name', ({ w, newCwnd }) => {
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = vegasCaRound1(cc);
    h.ack(3, 0.25);
    expect(h.take()).toEqual([]);
    expect(h.sender.stats.fastRetransmits).toBe(0);
    h.sender.cwnd = w;
    const rtoBefore = h.sender.rtoSec;
    h.ack(3, 0.375);
    expect(h.take()[0]).toEqual({ seq: 4, t: 0.375, rtx: true });
    expect(h.sender.cwnd).toBe(newCwnd + 2);
    expect(h.sender.dupAcks).toBe(3); // transmits was 1 → dupacks_ = numdupacks_
    expect(h.sender.recover).toBe(8);
    expect(h.sender.stats.fastRetransmits).toBe(1);
    // reset_rtx_timer(1, 1): the coarse RTO is backed off on every Vegas fast retransmit.
    expect(h.sender.rtoSec).toBe(2 * rtoBefore);
  });

  const worriedFullAck = (profile: 'standard' | 'ns2') => {
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = vegasCaRound1(cc, { profile });
    h.ack(3, 0.25);
    h.ack(3, 0.375); // resend 4 (worried = 2), then 9
    expect(h.takeSeqs()).toEqual([4, 9]);
    h.ack(9, 0.5); // covers 4 … 9, everything sent
    return { h, out: h.take() };
  };

  it('ns2 profile: worried, a new ACK covering everything sent "expires" the unsent next segment, which goes out twice (ns-2 vegas_expire)', () => {
    // ns-2 reads the send time of a segment never sent as −1, so vegas_expire finds it expired
    // (elapsed = now + 1 ≥ the fine timeout): output(10) sends it, and send_much then sends 10 again
    // from t_seqno_ (now a retransmission, 10 ≤ maxseq_). Seen in ns-2.35's queue trace (De Vendictis
    // set-up, B = 15, seed 1, 6.5 s: segment 2438 twice, uids 10346 and 10347).
    const { h, out } = worriedFullAck('ns2');
    expect(out.slice(0, 2)).toEqual([
      { seq: 10, t: 0.5, rtx: false },
      { seq: 10, t: 0.5, rtx: true },
    ]);
    expect(h.sender.dupAcks).toBe(3); // dupacks_ = numdupacks_ on the worried resend
  });

  it('standard profile: a segment not sent yet has not expired, so it goes out once', () => {
    const { out } = worriedFullAck('standard');
    expect(out.filter((p) => p.seq === 10)).toEqual([{ seq: 10, t: 0.5, rtx: false }]);
  });

  it('inflation +1 per further dupack, deflation to v_newcwnd_ (ssthresh 2) on the next new ACK', () => {
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = vegasCaRound1(cc);
    h.ack(3, 0.25);
    h.ack(3, 0.375); // resend 4; cwnd 4 + 2 = 6, dupacks 3; window 6 → up to 3 + 6 = 9 → 9
    expect(h.takeSeqs()).toEqual([4, 9]);
    // Dupack 4 at 0.4: segment 4 resent 0.025 ago (fine timeout now 0.1875·9/8) → not expired; 4 > 3 → cwnd 7
    // → window up to 10 → 10. Dupack 5: cwnd 8 → 11.
    h.ack(3, 0.4);
    expect(h.sender.cwnd).toBe(7);
    h.ack(3, 0.41);
    expect(h.sender.cwnd).toBe(8);
    expect(h.takeSeqs()).toEqual([10, 11]);
    // New ACK 8 at 0.5: dupacks 5 > 3 and cwnd 8 > v_newcwnd_ 4 → cwnd 4, ssthresh 2.
    // Its per-RTT decision: no samples since ACK 0 → rtt = 0.5 − 0.125 = 0.375; rttLen = 12 − 4 = 8;
    // Expected = (12 − 8)/0.125 = 32, Actual = 8/0.375 ≈ 21.33; Diff ≈ 1.33 → 1: hold. cwnd stays 4;
    // window up to 8 + 4 = 12 with 9 … 11 outstanding: one new segment, 12.
    h.ack(8, 0.5);
    expect(h.sender.cwnd).toBe(4);
    expect(h.sender.ssthresh).toBe(2);
    expect(cc.observe().diffPackets).toBeCloseTo((32 - 8 / 0.375) * 0.125, 12);
    expect(h.take()).toEqual([{ seq: 12, t: 0.5, rtx: false }]);
  });

  // Segment 1 (sent at vegas time 0) lost after ACK 0 at 0.125 (cwnd 4.25, segment 4 sent).
  //  Dupack 1 at 0.25: elapsed 0.25 ≥ 0.1875 → resend 1; but t_cwnd_changed_ (0) < send time (0) is false:
  //    no cut (cwnd 4.25). Fine timeout ×9/8 = 0.2109375; dupacks = 3.
  //  Dupack 2 at 0.375: resent 0.125 ago → not expired; 4 > 3 → cwnd 5.25 → window up to 5 → 5.
  //  Dupack 3 at 0.5: elapsed 0.25 ≥ 0.2109375 → resend 1 again. transmits 2, sent at 0.25 > 0 → cut by
  //    halving: win = ⌊W⌋ >> 1 (2 if win ≤ 3); cwnd = win + dupacks (5, not reset since transmits ≠ 1).
  const halving = [
    { name: 'W 5.25 → 5 >> 1 = 2, cwnd 2 + 5', w: 5.25, cwnd: 7 },
    { name: 'W 8 → 4, cwnd 4 + 5', w: 8, cwnd: 9 },
    { name: 'W 9.5 → 9 >> 1 = 4, cwnd 4 + 5', w: 9.5, cwnd: 9 },
    { name: 'W 3 → 2, cwnd 2 + 5', w: 3, cwnd: 7 },
  ];
  it.each(halving)('a lost retransmission halves; a segment sent before the last change does not cut: $name', ({ w, cwnd }) => {
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = new Harness(cc, { cwnd: 4, ssthresh: 2, maxWindow: 100, tcp: SLOW_RTO }).start();
    h.ack(0, 0.125);
    expect(h.sender.cwnd).toBe(4.25);
    expect(h.takeSeqs()).toEqual([0, 1, 2, 3, 4]);
    h.ack(0, 0.25);
    expect(h.take()).toEqual([{ seq: 1, t: 0.25, rtx: true }]);
    expect(h.sender.cwnd).toBe(4.25);
    expect(h.sender.dupAcks).toBe(3);
    h.ack(0, 0.375);
    expect(h.sender.cwnd).toBe(5.25);
    expect(h.takeSeqs()).toEqual([5]);
    h.sender.cwnd = w;
    h.ack(0, 0.5);
    expect(h.take()[0]).toEqual({ seq: 1, t: 0.5, rtx: true });
    expect(h.sender.cwnd).toBe(cwnd);
    expect(h.sender.dupAcks).toBe(5);
  });

  it('a fast retransmission of segment 0 does not restart the Vegas clock (ns-2 sets firstsent_ only in send_much)', () => {
    // ns-2: `if (t_seqno_ == 0) firstsent_ = now` in send_much; VegasTcpAgent::output(0) only wipes the
    // per-segment arrays. cwnd 4 at the start (as windowInit 4): 0 … 3 leave at 0; segment 0 is lost.
    // Dupacks of −1 at 0.125 (first ACK: BaseRTT 0.125, fine timeout 0.1875), 0.13, 0.135 (the 3rd:
    // resend 0; sent at vegas time 0 = t_cwnd_changed_, so no cut).
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = new Harness(cc, { cwnd: 4, maxWindow: 100, tcp: SLOW_RTO }).start();
    h.ack(-1, 0.125);
    h.ack(-1, 0.13);
    h.ack(-1, 0.135);
    expect(h.take().at(-1)).toEqual({ seq: 0, t: 0.135, rtx: true });
    expect(h.sender.cwnd).toBe(4);
    // ACK 3 at 0.26 (the resent 0 arrived): first decision. No samples, so rtt = vegastime − begTime
    // = 0.26 − 0 on the clock that started at 0; rttLen = 4 − 0; Expected = (4 − 3)/0.125 = 8;
    // Actual = 4/0.26; Diff = (8 − 4/0.26)·0.125 ≈ −0.92 (a slow-start hold round: cwnd stays 4).
    h.ack(3, 0.26);
    expect(cc.observe().actualRate).toBeCloseTo(4 / 0.26, 12);
    expect(cc.observe().diffPackets).toBeCloseTo((8 - 4 / 0.26) * 0.125, 12);
    expect(h.sender.cwnd).toBe(4);
  });

  it('a coarse timeout: ssthresh halves, cwnd 2 (not 1), go back to highestAck + 1', () => {
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = vegasCaRound1(cc); // timer restarted at 0.125 with RTO = minRTO 5 → 5.125
    h.sender.cwnd = 10; // hand-built
    h.runUntil(5.124);
    expect(h.take()).toEqual([]);
    h.runUntil(5.126);
    // ssthresh = max(2, ⌊min(10, 100)/2⌋) = 5; cwnd = v_slowstart_ 2; nextSeq 4: segments 4, 5 resent.
    expect(h.take()).toEqual([
      { seq: 4, t: 5.125, rtx: true },
      { seq: 5, t: 5.125, rtx: true },
    ]);
    expect(h.sender.cwnd).toBe(2);
    expect(h.sender.ssthresh).toBe(5);
    expect(h.sender.lastCwndAction).toBe(CwndAction.Timeout);
    expect(h.sender.stats.timeouts).toBe(1);
    // After the timeout v_newcwnd_ = 0. Dupacks 1-2 (not expired: fine timeout 0.1875), dupack 3 is
    // blocked by the bug_fix_ gate (highestAck 3 ≤ recover 8, last action TIMEOUT), dupacks 4, 5
    // inflate cwnd to 3, 4 (sending 6, 7).
    h.dupAcks(3, 5, 5.2, 0.01);
    expect(h.sender.stats.fastRetransmits).toBe(0);
    expect(h.sender.cwnd).toBe(4);
    expect(h.takeSeqs()).toEqual([6, 7]);
  });

  it('deflates an inflated window even when no cut was recorded: to 1 packet (ns-2: v_newcwnd_ = 0), ssthresh 2', () => {
    // The same timeout and inflation as above. On new ACK 5, dupacks 5 > 3 and cwnd 4 > v_newcwnd_ 0:
    // ns-2 sets cwnd_ = v_newcwnd_ = 0 and ssthresh_ = 2; we deflate to our 1-packet floor. (Its decision:
    // cwnd 1 < ssthresh 2 → slow start, v_inc_flag_ 1 → 0: a hold round.) Without this deflation every
    // duplicate ACK of the recovery would stay in cwnd for good.
    const cc = new Vegas({ alpha: 1, beta: 3, gamma: 1 });
    const h = vegasCaRound1(cc);
    h.sender.cwnd = 10;
    h.runUntil(5.126);
    h.take();
    h.dupAcks(3, 5, 5.2, 0.01);
    expect(h.sender.cwnd).toBe(4);
    expect(h.takeSeqs()).toEqual([6, 7]);
    h.ack(5, 5.3);
    expect(h.sender.cwnd).toBe(1);
    expect(h.sender.ssthresh).toBe(2);
    // 6, 7 are still outstanding and the window is one packet: nothing new goes out.
    expect(h.take()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Vegas+ (paper 003): moderate (Vegas) and aggressive (Reno-like) modes
// ---------------------------------------------------------------------------------------------

/** A TcpControl with only cwnd and ssthresh: enough for a per-round decision. */
function roundState(cwnd: number, ssthresh: number): TcpControl {
  const unused = (): never => {
    throw new Error('not used by a per-round decision');
  };
  return {
    nowSec: 0, cwnd, ssthresh, maxWindow: 100, nextSeq: 0, maxSeqSent: -1, highestAck: -1, dupAcks: 0,
    recover: -1, lastCwndAction: CwndAction.None, dupAckThreshold: 3, srttSec: 0,
    initialWindow: 2, firstDataSeq: 0, sendsSyn: false, delayedGrowth: false, ns2Quirks: false, segmentWireBytes: 1040, applicationLimited: false, scoreboard: null, ecnReducing: false,
    newAck: unused, partialAck: unused, openCwnd: unused, slowdown: unused, output: unused,
    sendMuch: unused, sendOne: unused, resetRtxTimer: unused, standardTimeout: unused, noteFastRetransmit: unused,
  };
}

/** Exposes the protected per-round decision for rule checks. */
class VegasPlusProbe extends VegasPlus {
  round(tcp: TcpControl, delta: number, roundRttSec: number): void {
    this.decide(tcp, delta, roundRttSec);
  }
}

describe('Vegas+', () => {
  // The counter: +1 when the round's RTT rises above the previous round's, −1 when it falls (not
  // below 0), unchanged when equal or on the first round. Aggressive once count > countMax.
  const rows = [
    { name: 'steady rise: aggressive on the 3rd rise (count 3 > 2)', rtts: [0.1, 0.2, 0.3, 0.4], counts: [0, 1, 2, 3], aggr: [0, 0, 0, 1] },
    { name: 'a fall takes one off', rtts: [0.1, 0.2, 0.3, 0.25, 0.3, 0.4], counts: [0, 1, 2, 1, 2, 3], aggr: [0, 0, 0, 0, 0, 1] },
    { name: 'equal RTTs leave it', rtts: [0.1, 0.2, 0.2, 0.2, 0.3], counts: [0, 1, 1, 1, 2], aggr: [0, 0, 0, 0, 0] },
    { name: 'never below zero', rtts: [0.3, 0.2, 0.1, 0.2], counts: [0, 0, 0, 1], aggr: [0, 0, 0, 0] },
  ];
  it.each(rows)('RTT-trend counter (countMax 2): $name', ({ rtts, counts, aggr }) => {
    const cc = new VegasPlusProbe({ alpha: 1, beta: 3, gamma: 1, countMax: 2 });
    const tcp = roundState(10, 2);
    rtts.forEach((rtt, i) => {
      cc.round(tcp, 2, rtt);
      expect(cc.count, `round ${i}`).toBe(counts[i]);
      expect(cc.observe().aggressive, `round ${i}`).toBe(aggr[i]);
    });
  });

  it("setParam('countMax') changes the threshold; Vegas's own knobs still work", () => {
    const cc = new VegasPlusProbe({ alpha: 1, beta: 3, gamma: 1, countMax: 5 });
    cc.setParam('countMax', 1);
    const tcp = roundState(10, 2);
    for (const rtt of [0.1, 0.2, 0.3]) cc.round(tcp, 2, rtt); // count 0, 1, 2 > 1
    expect(cc.observe().aggressive).toBe(1);
    cc.setParam('alpha', 2);
    expect(cc.alpha).toBe(2);
    expect(() => cc.setParam('delta', 1)).toThrow(RangeError);
  });

  // A lone flow in congestion avoidance (cwnd 4, ssthresh 2) behind a path whose RTT rises with the send
  // time: RTT(s) = 0.125 + s/2. ACKs come back in bursts at T_{k+1} = T_k + RTT(T_k):
  // T = 0, 0.125, 0.3125, 0.59375, 1.015625, 1.6484375 with RTTs R_k = 0.125, 0.1875, 0.28125, 0.421875, …
  // A decision at T_k averages the samples of the ACKs at T_{k−1}, i.e. R_{k−2} (fallback now − begTime when
  // there are none, as at T_2 where the segments left at time 0):
  //   T_1: rtt 0.125 (first round, count 0); cwnd 4 → 5 (Diff 0 < α); bursts of 5 from then on.
  //   T_2: rtt R_1 = 0.1875 (fallback) > 0.125 → count 1; Diff = (40 − 5/0.1875)·0.125 = 1.67 → 2: hold
  //   T_3: samples R_1 again → equal → count 1; Diff 2: hold
  //   T_4: R_2 = 0.28125 > R_1 → count 2; Diff = (40 − 5/0.28125)·0.125 = 2.78 → 3: hold
  //   T_5: R_3 = 0.421875 > R_2 → count 3 > countMax 2 → aggressive. Diff = (40 − 5/0.421875)·0.125
  //        = 3.52 → 4 > β: plain Vegas would cut cwnd 5 → 4; Vegas+ sets incr = 1/cwnd = 0.2 instead, and
  //        the five ACKs of the burst (19 … 23) add 0.2 each (growth test 0, 0.2, … ≤ 2): cwnd 6.
  const T = [0, 0.125, 0.3125, 0.59375, 1.015625, 1.6484375];
  const rising: Path = (_seq, sentAt) => 0.125 + sentAt / 2;

  it('a rising RTT for more than countMax rounds turns it aggressive: +1/cwnd per ACK whatever Diff says', () => {
    const cc = new VegasPlus({ alpha: 1, beta: 3, gamma: 1, countMax: 2 });
    const h = new Harness(cc, { cwnd: 4, ssthresh: 2, maxWindow: 100, tcp: SLOW_RTO }).start(rising);
    const expectations = [
      { k: 1, decisionAck: 0, count: 0, aggressive: 0 },
      { k: 2, decisionAck: 4, count: 1, aggressive: 0 },
      { k: 3, decisionAck: 9, count: 1, aggressive: 0 },
      { k: 4, decisionAck: 14, count: 2, aggressive: 0 },
      { k: 5, decisionAck: 19, count: 3, aggressive: 1 },
    ];
    for (const e of expectations) {
      h.runUntil(T[e.k]);
      expect(cc.count, `T_${e.k}`).toBe(e.count);
      expect(cc.observe().aggressive, `T_${e.k}`).toBe(e.aggressive);
    }
    expect(h.afterAck(0).cwnd).toBe(4.25);
    expect(h.afterAck(4).cwnd).toBe(5);
    expect(h.afterAck(14).cwnd).toBe(5);
    expect(cc.observe().diffPackets).toBeCloseTo((40 - 5 / 0.421875) * 0.125, 12);
    expect(h.afterAck(19).cwnd).toBeCloseTo(5.2, 12);
    expect(h.afterAck(23).cwnd).toBeCloseTo(6, 12);
  });

  it('plain Vegas on the same path cuts instead (control)', () => {
    const h = new Harness(new Vegas({ alpha: 1, beta: 3, gamma: 1 }), { cwnd: 4, ssthresh: 2, maxWindow: 100, tcp: SLOW_RTO }).start(rising);
    h.runUntil(T[5]);
    expect(h.afterAck(19).cwnd).toBe(4);
  });

  it('a loss (here a coarse timeout) returns it to the moderate mode with count 0', () => {
    const cc = new VegasPlus({ alpha: 1, beta: 3, gamma: 1, countMax: 2 });
    // Everything sent after T_5 is lost: the retransmission timer fires minRTO 5 s after the last ACK.
    const path: Path = (seq, sentAt) => (sentAt > T[5] - 1e-9 ? null : rising(seq, sentAt, false));
    const h = new Harness(cc, { cwnd: 4, ssthresh: 2, maxWindow: 100, tcp: SLOW_RTO }).start(path);
    h.runUntil(T[5]);
    expect(cc.observe().aggressive).toBe(1);
    h.runUntil(T[5] + 5.001);
    expect(h.sender.stats.timeouts).toBe(1);
    expect(cc.observe().aggressive).toBe(0);
    expect(cc.count).toBe(0);
    expect(h.sender.cwnd).toBe(2);
  });
});
