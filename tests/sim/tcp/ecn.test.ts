// Table-driven tests of ECN in TCP (RFC 3168 §6.1, as ns-3.37's TcpSocketBase runs it): the
// receiver's echo (ECE until CWR), the sender's marking (ECT(0) on new data only, the ECN-setup
// SYN), and its response to an echo (a loss-like reduction by the variant's own rule, at most once
// per window of data, no retransmission, CWR on the next new segment). Expected values are derived
// in comments from the RFC, ns-3.37 and Linux, never copied from the code's output.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/sim/engine/Scheduler';
import { Ecn, PacketKind, PacketPool, type Packet } from '../../../src/sim/net/Packet';
import { validateScenario, type TcpConfig } from '../../../src/sim/scenario/Scenario';
import { Simulation } from '../../../src/sim/Simulation';
import type { CongestionControl } from '../../../src/sim/tcp/CongestionControl';
import { TcpSender } from '../../../src/sim/tcp/TcpSender';
import { TcpSink } from '../../../src/sim/tcp/TcpSink';
import { createCongestionControl, tcpStartup, VARIANTS, type TcpVariantId } from '../../../src/sim/tcp/registry';
import { checkInvariants } from '../invariants';

const TCP: TcpConfig = {
  windowInit: 2, minRtoSec: 0.2, maxRtoSec: 60, initialRtoSec: 3, tickSec: 0.01, dupAckThreshold: 3,
  synHandshake: false, headerBytes: 0, delayedGrowth: false, sack: false, ecn: false,
};

/** A flow of `variant` with its module's default knobs. */
function makeCc(variant: TcpVariantId, knobs: Record<string, number> = {}): CongestionControl {
  const defaults = Object.fromEntries(Object.values(VARIANTS[variant].params as Record<string, { key: string; default: number }>).map((p) => [p.key, p.default]));
  return createCongestionControl({ variant, ...defaults, ...knobs } as { variant: TcpVariantId });
}

// ---------------------------------------------------------------------------------------------
// The receiver (RFC 3168 §6.1.3; ns-3.37 tcp-socket-base.cc:1198-1204, :1324-1335, :3531-3540)
// ---------------------------------------------------------------------------------------------

type Codepoint = 'not' | 'ect' | 'ce';
const CODEPOINT: Record<Codepoint, Ecn> = { not: Ecn.NotEct, ect: Ecn.Ect0, ce: Ecn.Ce };

interface SegmentIn {
  seq: number;
  ecn: Codepoint;
  cwr?: boolean;
  syn?: boolean;
  /** On a SYN: the ECN-setup flags (ECE and CWR both). */
  ecnSetup?: boolean;
}

/** Feeds data segments to a sink and returns its ACKs as they leave. */
function sinkAcks(segments: SegmentIn[], sinkEcn = true): { acks: { seq: number; ece: boolean; cwr: boolean; ecn: Ecn }[]; sink: TcpSink } {
  const pool = new PacketPool();
  const sink = new TcpSink(0, 40, false, sinkEcn);
  const acks: { seq: number; ece: boolean; cwr: boolean; ecn: Ecn }[] = [];
  sink.out = {
    receive: (p) => {
      acks.push({ seq: p.seq, ece: p.ece, cwr: p.cwr, ecn: p.ecn });
      pool.release(p);
    },
  };
  for (const s of segments) {
    const p = pool.acquire();
    p.kind = PacketKind.Data;
    p.seq = s.seq;
    p.syn = s.syn === true;
    p.ecn = CODEPOINT[s.ecn];
    p.cwr = s.cwr === true || s.ecnSetup === true;
    p.ece = s.ecnSetup === true;
    sink.receive(p);
  }
  return { acks, sink };
}

describe('TcpSink: the congestion echo (ECE until CWR)', () => {
  const rows: { name: string; segments: SegmentIn[]; ece: boolean[]; sinkEcn?: boolean }[] = [
    {
      // §6.1.3: CE on segment 1 → ECE on its ACK and every later one, until a segment with CWR (3).
      name: 'a CE mark is echoed on every ACK until a CWR segment arrives',
      segments: [{ seq: 0, ecn: 'ect' }, { seq: 1, ecn: 'ce' }, { seq: 2, ecn: 'ect' }, { seq: 3, ecn: 'ect', cwr: true }, { seq: 4, ecn: 'ect' }],
      ece: [false, true, true, false, false],
    },
    {
      // ns-3 :1331 (and RFC 3168 §6.1.3's "unless the CWR packet itself is marked"): the echo goes on.
      name: 'a CWR segment that is itself marked keeps the echo going',
      segments: [{ seq: 0, ecn: 'ce' }, { seq: 1, ecn: 'ce', cwr: true }, { seq: 2, ecn: 'ect' }, { seq: 3, ecn: 'ect', cwr: true }],
      ece: [true, true, true, false],
    },
    {
      name: 'CWR with no mark before it changes nothing',
      segments: [{ seq: 0, ecn: 'ect', cwr: true }, { seq: 1, ecn: 'ect' }],
      ece: [false, false],
    },
    {
      // The duplicate ACK that a segment above a hole produces carries the echo of its mark.
      name: 'a mark on an out-of-order segment is echoed on its duplicate ACK and after',
      segments: [{ seq: 0, ecn: 'ect' }, { seq: 2, ecn: 'ce' }, { seq: 1, ecn: 'ect' }],
      ece: [false, true, true],
    },
    {
      // A receiver that is not ECN-capable never sets ECE, whatever arrives.
      name: 'a receiver that is not ECN-capable echoes nothing',
      segments: [{ seq: 0, ecn: 'ce' }, { seq: 1, ecn: 'ect' }],
      ece: [false, false],
      sinkEcn: false,
    },
  ];
  it.each(rows)('$name', ({ segments, ece, sinkEcn }) => {
    const { acks } = sinkAcks(segments, sinkEcn);
    expect(acks.map((a) => a.ece)).toEqual(ece);
  });

  it('turns a marked data packet into a Not-ECT ACK without CWR (the packet object is reused)', () => {
    const { acks } = sinkAcks([{ seq: 0, ecn: 'ce', cwr: true }]);
    // §6.1.4: pure ACKs are not ECT; CWR is a sender's flag, never on an ACK.
    expect(acks).toEqual([{ seq: 0, ece: true, cwr: false, ecn: Ecn.NotEct }]);
  });

  it('counts the CE marks it receives', () => {
    const { sink } = sinkAcks([{ seq: 0, ecn: 'ce' }, { seq: 1, ecn: 'ect' }, { seq: 2, ecn: 'ce' }, { seq: 3, ecn: 'ce', cwr: true }]);
    expect(sink.ceMarksReceived).toBe(3);
  });

  const handshake: { name: string; ecnSetup: boolean; sinkEcn: boolean; synAckEce: boolean; laterEce: boolean }[] = [
    // §6.1.1: an ECN-setup SYN (ECE, CWR) to a willing receiver → ECN-setup SYN-ACK (ECE); ECN is on.
    { name: 'ECN-setup SYN, ECN-capable receiver: SYN-ACK with ECE, marks echoed', ecnSetup: true, sinkEcn: true, synAckEce: true, laterEce: true },
    // A SYN without the flags: the connection is not ECN-capable (ns-3 :2304-2314), marks are not echoed.
    { name: 'plain SYN, ECN-capable receiver: no ECE, marks not echoed', ecnSetup: false, sinkEcn: true, synAckEce: false, laterEce: false },
    { name: 'ECN-setup SYN, receiver not ECN-capable: no ECE, marks not echoed', ecnSetup: true, sinkEcn: false, synAckEce: false, laterEce: false },
  ];
  it.each(handshake)('$name', ({ ecnSetup, sinkEcn, synAckEce, laterEce }) => {
    const { acks } = sinkAcks([{ seq: 0, ecn: 'not', syn: true, ecnSetup }, { seq: 1, ecn: 'ce' }], sinkEcn);
    expect(acks.map((a) => a.ece)).toEqual([synAckEce, laterEce]);
  });
});

// ---------------------------------------------------------------------------------------------
// The sender: a real TcpSender on a real Scheduler, ACKs written by hand
// ---------------------------------------------------------------------------------------------

interface Sent {
  seq: number;
  rtx: boolean;
  syn: boolean;
  ecn: Ecn;
  cwr: boolean;
  ece: boolean;
}

interface HarnessOptions {
  ecn?: boolean;
  tcp?: Partial<TcpConfig>;
  cwnd?: number;
  ssthresh?: number;
  maxWindow?: number;
}

class Harness {
  readonly scheduler = new Scheduler();
  readonly pool = new PacketPool();
  readonly sender: TcpSender;
  private log: Sent[] = [];

  constructor(
    readonly cc: CongestionControl,
    o: HarnessOptions = {},
  ) {
    const tcp = { ...TCP, ...o.tcp, ecn: o.ecn ?? true };
    this.sender = new TcpSender(0, this.scheduler, this.pool, cc, {
      packetSizeBytes: 1000,
      maxWindowPackets: o.maxWindow ?? 50,
      tcp,
      totalSegments: Infinity,
      startup: tcpStartup(cc.variant as TcpVariantId, 'standard', tcp),
    });
    if (o.cwnd !== undefined) this.sender.cwnd = o.cwnd;
    if (o.ssthresh !== undefined) this.sender.ssthresh = o.ssthresh;
    this.sender.out = {
      receive: (p: Packet) => {
        this.log.push({ seq: p.seq, rtx: p.retransmit, syn: p.syn, ecn: p.ecn, cwr: p.cwr, ece: p.ece });
        this.pool.release(p);
      },
    };
    this.sender.start(0);
    this.scheduler.runUntil(0);
  }

  /** Delivers a cumulative ACK for `seq` at `atSec`, echoing congestion when `ece`. */
  ack(seq: number, atSec: number, ece = false): void {
    this.scheduler.runUntil(atSec);
    const p = this.pool.acquire();
    p.kind = PacketKind.Ack;
    p.seq = seq;
    p.ece = ece;
    this.sender.receive(p);
  }

  take(): Sent[] {
    const s = this.log;
    this.log = [];
    return s;
  }
}

describe('TcpSender: what an ECN-capable sender puts on the wire', () => {
  it('new data leave ECT(0), without CWR or ECE', () => {
    const h = new Harness(makeCc('newreno'));
    expect(h.take()).toEqual([
      { seq: 0, rtx: false, syn: false, ecn: Ecn.Ect0, cwr: false, ece: false },
      { seq: 1, rtx: false, syn: false, ecn: Ecn.Ect0, cwr: false, ece: false },
    ]);
  });

  it('a sender that is not ECN-capable sends Not-ECT', () => {
    const h = new Harness(makeCc('newreno'), { ecn: false });
    expect(h.take().map((s) => s.ecn)).toEqual([Ecn.NotEct, Ecn.NotEct]);
  });

  it('a retransmission is Not-ECT and carries no CWR (RFC 3168 §6.1.5; Linux tcp_ecn_send)', () => {
    // cwnd 10: segments 0 … 9 out. ACK 1 with ECE at 0.1 cuts the window (CWR now due on the next
    // new segment); three duplicates of ACK 1 resend segment 2 — as a retransmission, without ECT
    // and without CWR, which waits for new data.
    const h = new Harness(makeCc('newreno'), { cwnd: 10 });
    h.ack(1, 0.1, true);
    for (let i = 1; i <= 3; i++) h.ack(1, 0.1 + 0.001 * i);
    const resent = h.take().filter((s) => s.rtx);
    expect(resent).toEqual([{ seq: 2, rtx: true, syn: false, ecn: Ecn.NotEct, cwr: false, ece: false }]);
  });

  const setup: { name: string; synAckEce: boolean; dataEcn: Ecn }[] = [
    // §6.1.1: the SYN-ACK's ECE says the receiver agreed; only then do data go out ECT(0).
    { name: 'SYN-ACK with ECE: data go out ECT(0)', synAckEce: true, dataEcn: Ecn.Ect0 },
    { name: 'SYN-ACK without ECE: data go out Not-ECT', synAckEce: false, dataEcn: Ecn.NotEct },
  ];
  it.each(setup)('with a handshake the SYN asks for ECN (ECE and CWR, itself Not-ECT); $name', ({ synAckEce, dataEcn }) => {
    // Delayed growth: only the SYN is out until it is answered.
    const h = new Harness(makeCc('newreno'), { tcp: { synHandshake: true, delayedGrowth: true } });
    expect(h.take()).toEqual([{ seq: 0, rtx: false, syn: true, ecn: Ecn.NotEct, cwr: true, ece: true }]);
    h.ack(0, 0.1, synAckEce);
    const data = h.take();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((s) => s.ecn === dataEcn && !s.cwr && !s.ece)).toBe(true);
  });

  it('when the receiver refused ECN, an ACK with ECE changes nothing', () => {
    const h = new Harness(makeCc('newreno'), { tcp: { synHandshake: true, delayedGrowth: true } });
    h.ack(0, 0.1, false);
    const cwnd = h.sender.cwnd;
    h.ack(1, 0.2, true);
    // ACK 1 of a non-ECN connection: NewReno's ordinary new ACK in slow start, cwnd + 1.
    expect(h.sender.cwnd).toBe(cwnd + 1);
    expect(h.sender.stats.ecnEchoes).toBe(0);
  });
});

describe('TcpSender: the response to an echo, by variant (as to a loss, without retransmitting)', () => {
  // cwnd 10 in slow start (ssthresh 50): segments 0 … 9 out. ACK 0 arrives at 0.1 with ECE.
  // The echo is handled before the ACK itself (ns-3 ReceivedAck: EnterCwr, then ProcessAck).
  const rows: { variant: TcpVariantId; ssthresh: number; cwnd: number; why: string }[] = [
    // Reno family: ssthresh ⌊10/2⌋ = 5, cwnd 10/2 = 5; ACK 0 itself does not grow it: the reduction
    // is in progress until an ACK passes segment 9 (ns-3.37 CA_CWR, Linux's CWR state).
    { variant: 'newreno', ssthresh: 5, cwnd: 5, why: 'halves (RFC 3168 §6.1.2), and the ACK adds nothing' },
    { variant: 'reno', ssthresh: 5, cwnd: 5, why: 'halves, and the ACK adds nothing' },
    // Tahoe has no response of its own: the RFC's halving (ns-2 TcpAgent::ecn).
    { variant: 'tahoe', ssthresh: 5, cwnd: 5, why: "the RFC's halving, and the ACK adds nothing" },
    // CUBIC (Linux tcp_enter_cwr → bictcp_recalc_ssthresh): ssthresh = cwnd = ⌊0.7·10⌋ = 7; the ACK
    // adds nothing (no growth in CWR; its epoch starts with the first ACK after).
    { variant: 'cubic', ssthresh: 7, cwnd: 7, why: 'multiplies by β = 0.7' },
  ];
  it.each(rows)('$variant $why', ({ variant, ssthresh, cwnd }) => {
    const h = new Harness(makeCc(variant), { cwnd: 10 });
    h.take();
    h.ack(0, 0.1, true);
    expect(h.sender.ssthresh).toBe(ssthresh);
    expect(h.sender.cwnd).toBeCloseTo(cwnd, 12);
    expect(h.sender.stats.ecnReductions).toBe(1);
    expect(h.sender.stats.retransmittedPackets).toBe(0);
  });

  it('CUBIC with β = 0.5 halves, and W_max is the window before the cut', () => {
    const h = new Harness(makeCc('cubic', { cubicBeta: 0.5 }), { cwnd: 10 });
    h.ack(0, 0.1, true);
    // ⌊0.5·10⌋ = 5; W_max = 10 (no earlier W_max, so no fast convergence).
    expect(h.sender.ssthresh).toBe(5);
    expect(h.sender.cc.observe(h.sender).cubicWmax).toBe(10);
  });

  // The variant's own decision, on a hand-built window (cwnd, ssthresh) → (cwnd, ssthresh, reduced).
  const ops: { name: string; variant: TcpVariantId; cwnd: number; ssthresh: number; maxWindow?: number; after: [number, number]; reduced: boolean }[] = [
    { name: 'NewReno: W = 10 → ⌊10/2⌋, 10/2', variant: 'newreno', cwnd: 10, ssthresh: 50, after: [5, 5], reduced: true },
    { name: 'NewReno: W = 7 → ⌊3.5⌋, 3.5', variant: 'newreno', cwnd: 7, ssthresh: 50, after: [3.5, 3], reduced: true },
    { name: 'NewReno: the receiver window caps W (min(10, 8) = 8 → 4, 4)', variant: 'newreno', cwnd: 10, ssthresh: 50, maxWindow: 8, after: [4, 4], reduced: true },
    { name: 'NewReno: ssthresh never below 2 (W = 3 → 1.5, 2)', variant: 'newreno', cwnd: 3, ssthresh: 50, after: [1.5, 2], reduced: true },
    { name: 'CUBIC: W = 20 → ⌊0.7·20⌋ = 14 both', variant: 'cubic', cwnd: 20, ssthresh: 50, after: [14, 14], reduced: true },
    { name: 'CUBIC: W = 2 → max(⌊1.4⌋, 2) = 2 both', variant: 'cubic', cwnd: 2, ssthresh: 50, after: [2, 2], reduced: true },
    // ns-3.37 tcp-bbr.cc:686-690, :780-785: the window is BBR's own on every ACK; an echo changes nothing.
    { name: 'BBR: ignores the echo', variant: 'bbr', cwnd: 10, ssthresh: 50, after: [10, 50], reduced: false },
    // ns-3.37 tcp-vegas.cc:290-295: one segment less, ssthresh no higher (so slow start ends).
    { name: 'Vegas in congestion avoidance (ssthresh 2): cwnd − 1', variant: 'vegas', cwnd: 10, ssthresh: 2, after: [9, 2], reduced: true },
    { name: 'Vegas in slow start: cwnd − 1, ssthresh to it', variant: 'vegas', cwnd: 10, ssthresh: 50, after: [9, 9], reduced: true },
    { name: 'Vegas: not below 2', variant: 'vegas', cwnd: 2.5, ssthresh: 2, after: [2, 2], reduced: true },
  ];
  it.each(ops)('$name', ({ variant, cwnd, ssthresh, maxWindow, after, reduced }) => {
    const h = new Harness(makeCc(variant), { maxWindow });
    h.sender.cwnd = cwnd;
    h.sender.ssthresh = ssthresh;
    expect(h.sender.cc.onEcnEcho!(h.sender)).toBe(reduced);
    expect([h.sender.cwnd, h.sender.ssthresh]).toEqual(after);
  });
});

describe('TcpSender: at most one reduction per window of data, and CWR', () => {
  /** NewReno, cwnd 10: segments 0 … 9 out; ACKs 0 … 9 one ms apart from 0.1, with ECE where `echo(ack)`. */
  function window(echo: (ack: number) => boolean): Harness {
    const h = new Harness(makeCc('newreno'), { cwnd: 10 });
    h.take();
    for (let a = 0; a <= 9; a++) h.ack(a, 0.1 + 0.001 * a, echo(a));
    return h;
  }

  it('ten echoes within one window cut it once, with no retransmission', () => {
    const h = window(() => true);
    // ACK 0 cuts (the data outstanding were segments 0 … 9); ACKs 1 … 9 acknowledge that same
    // window, so they echo the same congestion (ns-3 CA_CWR until an ACK passes segment 9).
    expect(h.sender.stats.ecnEchoes).toBe(10);
    expect(h.sender.stats.ecnReductions).toBe(1);
    expect(h.sender.ssthresh).toBe(5);
    const sent = h.take();
    expect(sent.filter((s) => s.rtx)).toEqual([]);
    expect(new Set(sent.map((s) => s.seq)).size).toBe(sent.length);
  });

  it('CWR goes on the first new segment after the cut, and on no other', () => {
    const h = window((a) => a === 0);
    const sent = h.take();
    // After ACK 0 cwnd is 5, window 0 + 5: nothing new until cwnd + ACK point pass 9; the first new
    // segment is 10, whenever it leaves.
    expect(sent[0].seq).toBe(10);
    expect(sent.filter((s) => s.cwr).map((s) => s.seq)).toEqual([10]);
  });

  it('an echo for data sent after the cut cuts again', () => {
    const h = window(() => true);
    // Segment 10 left after the cut (with CWR); its ACK's echo is new congestion: ssthresh ⌊W/2⌋ again.
    const cwnd = h.sender.cwnd;
    h.ack(10, 0.2, true);
    expect(h.sender.stats.ecnReductions).toBe(2);
    expect(h.sender.ssthresh).toBe(Math.max(2, Math.floor(cwnd / 2)));
  });

  it.each(['newreno', 'reno', 'tahoe', 'cubic'] as const)('%s: the window does not grow until an ACK passes the data outstanding at the cut (ns-3.37 CA_CWR, Linux CWR)', (variant) => {
    const h = new Harness(makeCc(variant), { cwnd: 10 });
    h.take();
    for (let a = 0; a <= 9; a++) h.ack(a, 0.1 + 0.001 * a, a === 0);
    // ACKs 0 … 9 acknowledge the window the echo was for: the window stays where the cut put it.
    const cut = variant === 'cubic' ? 7 : 5;
    expect(h.sender.cwnd).toBe(cut);
    // Segments sent after the cut are acknowledged, as far as they were sent: the reduction is over
    // and the window grows again.
    for (let a = 10; a <= 30 && a <= h.sender.maxSeqSent; a++) h.ack(a, 0.2 + 0.001 * a);
    expect(h.sender.cwnd).toBeGreaterThan(cut);
  });

  it('vegas: no per-round adjustment during the reduction, and its RTT samples are kept for the first round after (ns-3.37 calls no IncreaseWindow in CA_CWR; Linux no cong_avoid in CWR)', () => {
    // cwnd 10 in congestion avoidance (ssthresh 2), segments 0 … 9 out at 0. ACK 0 at 0.1 s echoes:
    // cwnd 10 − 1 = 9. ACKs 1 … 9 then come 1 ms apart, each RTT 0.1 s + 1 ms · n, so without the hold
    // Vegas's round ending at ACK 0 (begSeq 0) would decide from ACK 0's round and grow or shrink
    // the window on the next nine ACKs.
    const h = new Harness(makeCc('vegas'), { cwnd: 10, ssthresh: 2 });
    h.take();
    for (let a = 0; a <= 9; a++) {
      h.ack(a, 0.1 + 0.001 * a, a === 0);
      expect(h.sender.cwnd, `after ACK ${a}`).toBe(9);
    }
    const vegas = h.sender.cc as unknown as { baseRttSec: number };
    // The samples went on: BaseRTT is the least of them, 0.1 s (segments 1 … 9 left at 0 with segment 0).
    expect(vegas.baseRttSec).toBeCloseTo(0.1, 9);
  });

  it('a timeout ends a reduction in progress: slow start resumes from one segment', () => {
    const h = new Harness(makeCc('newreno'), { cwnd: 10 });
    h.take();
    h.ack(0, 0.1, true);
    expect(h.sender.ecnReducing).toBe(true);
    // Segments 1 … 9 are never acknowledged: the retransmission timer fires (Linux: CA_Loss replaces CWR).
    h.scheduler.runUntil(10);
    expect(h.sender.stats.timeouts).toBeGreaterThan(0);
    expect(h.sender.ecnReducing).toBe(false);
    expect(h.sender.cwnd).toBe(1);
    // The resent segment 1 is acknowledged, below what the cut covered: the window grows again.
    h.ack(1, 10.1);
    expect(h.sender.cwnd).toBe(2);
  });

  it('an ACK past the window without ECE ends the reduction; a later echo cuts again', () => {
    const h = window((a) => a === 0);
    h.ack(10, 0.2, false);
    h.ack(11, 0.201, true);
    expect(h.sender.stats.ecnReductions).toBe(2);
  });

  it('a loss in a window already cut for an echo is repaired without a second cut', () => {
    // ACK 1 with ECE at 0.1: ssthresh 5, cwnd 5 (the ACK adds nothing during the reduction). Three
    // duplicates of ACK 1: segment 2 is resent, but ssthresh and cwnd stay 5 (a second cut would give
    // ⌊5/2⌋ = 2, 2.5): once per window (RFC 3168 §6.1.2; Linux tcp_enter_recovery keeps the CWR ssthresh).
    const h = new Harness(makeCc('newreno'), { cwnd: 10 });
    h.ack(1, 0.1, true);
    for (let i = 1; i <= 3; i++) h.ack(1, 0.1 + 0.001 * i);
    expect(h.sender.stats.fastRetransmits).toBe(1);
    expect(h.sender.ssthresh).toBe(5);
    expect(h.sender.cwnd).toBe(5);
  });

  it('an echo during loss recovery is not a second cut', () => {
    // ACK 1 (slow start: cwnd 11, segments 10 … 12 leave), three duplicates of it (fast retransmit:
    // ssthresh ⌊11/2⌋ = 5, recovery point 12), then a partial ACK 4 with ECE: it acknowledges data
    // sent before the loss cut, so no ECN cut.
    const h = new Harness(makeCc('newreno'), { cwnd: 10 });
    h.ack(1, 0.1);
    for (let i = 1; i <= 3; i++) h.ack(1, 0.1 + 0.001 * i);
    h.ack(4, 0.2, true);
    expect(h.sender.stats.ecnEchoes).toBe(1);
    expect(h.sender.stats.ecnReductions).toBe(0);
    expect(h.sender.ssthresh).toBe(5);
  });
});

describe('Senders that do not react', () => {
  /** cwnd after each ACK 0 … 19 (one ms apart from 0.1, each with ECE when `ece`), and what was sent. */
  function trace(variant: TcpVariantId, ecn: boolean, ece: boolean): { cwnds: number[]; sent: Sent[] } {
    const h = new Harness(makeCc(variant), { cwnd: 10, ecn });
    const cwnds: number[] = [];
    for (let a = 0; a <= 19; a++) {
      h.ack(Math.min(a, h.sender.maxSeqSent), 0.1 + 0.001 * a, ece);
      cwnds.push(h.sender.cwnd);
    }
    return { cwnds, sent: h.take() };
  }

  it('a sender that is not ECN-capable ignores ECE: the same windows and packets as without it', () => {
    const plain = trace('newreno', false, false);
    const echoed = trace('newreno', false, true);
    expect(echoed).toEqual(plain);
    expect(echoed.sent.every((s) => s.ecn === Ecn.NotEct && !s.cwr)).toBe(true);
  });

  it('BBR: echoes are counted, CWR is sent, the windows are those of a run without echoes', () => {
    const plain = trace('bbr', true, false);
    const echoed = trace('bbr', true, true);
    expect(echoed.cwnds).toEqual(plain.cwnds);
    expect(echoed.sent.map((s) => s.seq)).toEqual(plain.sent.map((s) => s.seq));
    // ns-3 EnterCwr runs for BBR too (its window untouched), so CWR still tells the receiver to stop.
    expect(echoed.sent.some((s) => s.cwr)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Sender and receiver together, through a path that marks
// ---------------------------------------------------------------------------------------------

describe('ECN end to end: sender, a marking path, receiver', () => {
  /**
   * A NewReno sender and its sink joined by a 50 ms each-way path (no queue) that marks CE on
   * the ECT data segments `marked` names; returns what the sender sent and the sink's ACKs.
   */
  function run(marked: (seq: number) => boolean, ecn = true, o: { dropped?: number; sack?: boolean; untilSec?: number } = {}) {
    const scheduler = new Scheduler();
    const pool = new PacketPool();
    const tcp = { ...TCP, windowInit: 4, sack: o.sack === true, ecn };
    const sender = new TcpSender(0, scheduler, pool, makeCc('newreno'), { packetSizeBytes: 1000, maxWindowPackets: 50, tcp, totalSegments: 40, startup: tcpStartup('newreno', 'standard', tcp) });
    const sink = new TcpSink(0, 40, sender.scoreboard !== null, ecn);
    const sent: Sent[] = [];
    /** When each of `sent` left, and how many ACKs the sender had received then. */
    const sentAt: { sec: number; acksIn: number }[] = [];
    const acks: { seq: number; ece: boolean }[] = [];
    sender.out = {
      receive: (p) => {
        sent.push({ seq: p.seq, rtx: p.retransmit, syn: p.syn, ecn: p.ecn, cwr: p.cwr, ece: p.ece });
        sentAt.push({ sec: scheduler.now, acksIn: sender.stats.acksReceived });
        if (p.seq === o.dropped && !p.retransmit) {
          pool.release(p);
          return;
        }
        // A marking router sets CE only on ECT packets (RFC 3168 §5).
        if (p.ecn !== Ecn.NotEct && marked(p.seq)) p.ecn = Ecn.Ce;
        scheduler.schedule(scheduler.now + 0.05, { onEvent: () => sink.receive(p) }, 0);
      },
    };
    sink.out = {
      receive: (p) => {
        acks.push({ seq: p.seq, ece: p.ece });
        scheduler.schedule(scheduler.now + 0.05, { onEvent: () => sender.receive(p) }, 0);
      },
    };
    sender.start(0);
    scheduler.runUntil(o.untilSec ?? 5);
    return { sender, sink, sent, sentAt, acks, pool };
  }

  it('one marked segment: ECE from its ACK until the CWR segment arrives, one cut, nothing resent', () => {
    const { sender, sink, sent, acks, pool } = run((seq) => seq === 5);
    expect(sink.ceMarksReceived).toBe(1);
    // Every ACK from segment 5's up to (not including) that of the CWR segment echoes; none after.
    const cwrSeq = sent.find((s) => s.cwr)!.seq;
    const firstEcho = acks.findIndex((a) => a.ece);
    const lastEcho = acks.findLastIndex((a) => a.ece);
    expect(acks[firstEcho].seq).toBe(5);
    expect(acks[lastEcho + 1].seq).toBe(cwrSeq);
    expect(acks.slice(firstEcho, lastEcho + 1).every((a) => a.ece)).toBe(true);
    expect(sender.stats.ecnReductions).toBe(1);
    expect(sender.stats.retransmittedPackets).toBe(0);
    expect(sender.completedAtSec).not.toBeNull();
    expect(pool.inUse).toBe(0);
  });

  it.each([false, true])('a segment lost before the cut is repaired without a second cut (SACK %s)', (sack) => {
    // Slow start from 4 on a 100 ms round trip: segments 4 … 11 leave at 0.1 s. Segment 5 is marked
    // and segment 7 lost. At 0.2 s ACK 4 makes cwnd 9; ACK 5 echoes: ssthresh ⌊9/2⌋ = 4. Then
    // duplicates of ACK 6 start a fast retransmit of segment 7, which was sent before the cut: it is
    // resent, and ssthresh stays 4 (a second cut would halve the window again, to 2).
    const { sender } = run((seq) => seq === 5, true, { dropped: 7, sack });
    expect(sender.stats.ecnReductions).toBe(1);
    expect(sender.stats.fastRetransmits).toBe(1);
    expect(sender.stats.retransmittedPackets).toBe(1);
    expect(sender.ssthresh).toBe(4);
    // The same loss without the mark: the fast retransmit itself halves the window there.
    const lossOnly = run(() => false, true, { dropped: 7, sack }).sender;
    expect(lossOnly.stats.fastRetransmits).toBe(1);
    expect(lossOnly.ssthresh).toBeGreaterThan(4);
  });

  it('with SACK, PRR brings the window down over the marked round trip (Linux CWR, ns-3.37 CA_CWR); without, it is cut at once', () => {
    // Slow start from 4 on a 100 ms round trip: segments 4 … 11 leave at 0.1 s. At 0.2 s ACK 4 makes
    // cwnd 9 (segments 12, 13 leave); ACK 5 echoes segment 5's mark: ssthresh ⌊9/2⌋ = 4 at once,
    // with segments 5 … 13 outstanding (RecoverFS 9, the reduction lasts until an ACK passes 13).
    const prr = run((seq) => seq === 5, true, { sack: true, untilSec: 0.25 });
    const cut = run((seq) => seq === 5, true, { sack: false, untilSec: 0.25 });
    for (const r of [prr, cut]) expect([r.sender.stats.ecnReductions, r.sender.ssthresh]).toEqual([1, 4]);
    // ACKs 5 … 13 deliver one segment each, 9 in all. PRR lets ⌈delivered · 4 / 9⌉ − sent go on
    // each (RFC 6937, pipe above ssthresh), at least one on the first: segments 14 … 17, the first
    // (with CWR) on the echo's own ACK, the 6th ACK received. Cut at once to 4.5 (a window of 4
    // from the ACK point), the sender waits for ACK 10 to send segment 14, five ACKs later.
    const cwrAt = (r: typeof prr) => r.sentAt[r.sent.findIndex((x) => x.cwr)].acksIn;
    expect(prr.sent.find((x) => x.cwr)!.seq).toBe(14);
    expect(cwrAt(prr)).toBe(6);
    expect(cwrAt(cut)).toBe(11);
    const duringReduction = (r: typeof prr) => r.sent.filter((x, i) => !x.rtx && x.seq > 13 && r.sentAt[i].acksIn <= 14).map((x) => x.seq);
    expect(duringReduction(prr)).toEqual([14, 15, 16, 17]);
    // ACK 14 ends the reduction: cwnd = ssthresh = 4, then congestion avoidance adds ¼.
    const after = run((seq) => seq === 5, true, { sack: true, untilSec: 0.3 }).sender;
    expect(after.ecnReducing).toBe(false);
    expect(after.cwnd).toBeGreaterThanOrEqual(4);
    expect(after.cwnd).toBeLessThan(5);
  });

  it('without ECN the same path marks nothing and the transfer is unchanged by it', () => {
    const { sender, sink, sent } = run((seq) => seq === 5, false);
    const unmarked = run(() => false, false);
    expect(sink.ceMarksReceived).toBe(0);
    expect(sender.stats.ecnReductions).toBe(0);
    expect(sent).toEqual(unmarked.sent);
  });
});

describe('tcp.ecn in a scenario', () => {
  it('with a queue that never marks (DropTail), an ECN run is the run without ECN, packet for packet', () => {
    const run = (ecn: boolean) => {
      const sim = new Simulation(
        validateScenario({
          version: 2,
          durationSec: 20,
          seed: 3,
          tcp: { ecn, sack: true },
          bottleneck: { rateBps: 2e6, delaySec: 0.02, bufferPackets: 20 },
          flows: [{ variant: 'newreno' }, { variant: 'cubic', startSec: 1 }, { variant: 'vegas', startSec: 2 }],
        }),
      );
      return sim.run();
    };
    const on = run(true);
    const off = run(false);
    // The runs drop packets (so the losses, not marks, drive the windows) and end identical.
    expect(on.flows.reduce((n, f) => n + f.drops, 0)).toBeGreaterThan(0);
    expect(on).toEqual(off);
  });

  it('property: on random marking paths with SACK every invariant holds, and no reduction lets the window above where it began (+1, PRR\'s first segment)', () => {
    const queues = [
      { kind: 'codel', targetSec: 0.005, intervalSec: 0.1, ecn: true },
      { kind: 'pie', targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: true },
      { kind: 'fq-codel', targetSec: 0.005, intervalSec: 0.1, quantumBytes: 1500, ecn: true },
    ] as const;
    const flow = fc.record({ variant: fc.constantFrom('newreno', 'cubic', 'vegas', 'bbr'), startSec: fc.double({ min: 0, max: 1, noNaN: true }) });
    let reductions = 0;
    fc.assert(
      fc.property(fc.array(flow, { minLength: 1, maxLength: 4 }), fc.constantFrom(...queues), fc.integer({ min: 8, max: 200 }), fc.integer({ min: 1, max: 1000 }), (flows, queue, buffer, seed) => {
        const sim = new Simulation(
          validateScenario({
            version: 2,
            seed,
            durationSec: 8,
            tcp: { ecn: true, sack: true, windowInit: 10, minRtoSec: 0.2, tickSec: 0.001 },
            bottleneck: { rateBps: 5e6, delaySec: 0.02, bufferPackets: buffer, queue },
            flows: flows.map((f) => ({ ...f, access: { rateBps: 50e6, delaySec: 0.005 }, egress: { rateBps: 50e6, delaySec: 0.001 } })),
          }),
        );
        const violations: string[] = [];
        for (const f of sim.flows) {
          const tcp = f.tcp!;
          if (tcp.cc.variant !== 'newreno' && tcp.cc.variant !== 'cubic') continue;
          let cap = Infinity;
          const receive = tcp.receive.bind(tcp);
          tcp.receive = (p: Packet) => {
            const was = tcp.ecnReducing;
            const before = tcp.cwnd;
            receive(p);
            if (!tcp.ecnReducing) cap = Infinity;
            else if (!was) cap = before + 1;
            else if (tcp.cwnd > cap + 1e-9) violations.push(`flow ${f.index}: cwnd ${tcp.cwnd} during a reduction that began at ${cap - 1} (${sim.now} s)`);
          };
        }
        sim.observe(checkInvariants, 0.1);
        sim.run();
        expect(violations).toEqual([]);
        reductions += sim.flows.reduce((n, f) => n + f.tcp!.stats.ecnReductions, 0);
      }),
      { numRuns: 20 },
    );
    // The runs did reduce for marks (the property is not about runs without any).
    expect(reductions).toBeGreaterThan(20);
  });
});
