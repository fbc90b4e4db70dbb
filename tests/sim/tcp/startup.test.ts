// The connection start-up (ns-2.35 syn_, useHeaders_, delay_growth_) on a real TcpSender with ACKs
// written by hand, and the first ACK's time in a whole network, computed by hand from the link rates.
// Expected values come from ns-2.35's tcp.cc (output, set_initial_window, recv, timeout) and
// tcp-vegas.cc (output, recv), read in the comments, never from our code's output.
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/sim/engine/Scheduler';
import { PacketKind, PacketPool } from '../../../src/sim/net/Packet';
import { Simulation } from '../../../src/sim/Simulation';
import { SCENARIO_VERSION, type ProfileId, type ScenarioInput, type TcpConfig, type TcpVariantId, validateScenario } from '../../../src/sim/scenario/Scenario';
import { createCongestionControl, tcpStartup } from '../../../src/sim/tcp/registry';
import { TcpSender } from '../../../src/sim/tcp/TcpSender';

/** ns-2.35's defaults, start-up included. */
const NS2_TCP: TcpConfig = {
  windowInit: 2, minRtoSec: 0.2, maxRtoSec: 60, initialRtoSec: 3, tickSec: 0.01, dupAckThreshold: 3,
  synHandshake: true, headerBytes: 40, delayedGrowth: true, sack: false, ecn: false,
};

interface Sent {
  seq: number;
  t: number;
  bytes: number;
  syn: boolean;
  rtx: boolean;
}

/** One sender whose packets are captured; ACKs are written by hand. */
class Harness {
  readonly scheduler = new Scheduler();
  readonly pool = new PacketPool();
  readonly sender: TcpSender;
  private log: Sent[] = [];

  constructor(variant: TcpVariantId = 'reno', tcp: Partial<TcpConfig> = {}, profile: ProfileId = 'standard') {
    const cfg = { ...NS2_TCP, ...tcp };
    const flow = variant === 'vegas' ? { variant, alpha: 1, beta: 3, gamma: 1 } : { variant };
    this.sender = new TcpSender(0, this.scheduler, this.pool, createCongestionControl(flow as never), {
      packetSizeBytes: 1000,
      maxWindowPackets: 20,
      tcp: cfg,
      totalSegments: Infinity,
      startup: tcpStartup(variant, profile, cfg),
    });
    this.sender.out = {
      receive: (p) => {
        this.log.push({ seq: p.seq, t: this.scheduler.now, bytes: p.sizeBytes, syn: p.syn, rtx: p.retransmit });
        this.pool.release(p);
      },
    };
    this.sender.start(0);
    this.scheduler.runUntil(0);
  }

  ack(seq: number, atSec: number): void {
    this.scheduler.runUntil(atSec);
    const p = this.pool.acquire();
    p.kind = PacketKind.Ack;
    p.seq = seq;
    this.sender.receive(p);
  }

  runUntil(tSec: number): void {
    this.scheduler.runUntil(tSec);
  }

  take(): Sent[] {
    const s = this.log;
    this.log = [];
    return s;
  }
}

describe('the SYN handshake (ns-2 syn_ true)', () => {
  it('sends a 40-byte SYN alone as segment 0 with cwnd 1, then data from segment 1 once it is answered', () => {
    const h = new Harness('reno');
    // set_initial_window(): syn_ && delay_growth_ → cwnd_ = 1; output(0) with syn_ makes a SYN of
    // tcpip_base_hdr_size_ = 40 bytes.
    expect(h.sender.cwnd).toBe(1);
    expect(h.take()).toEqual([{ seq: 0, t: 0, bytes: 40, syn: true, rtx: false }]);
    // The SYN-ACK (ACK 0): opencwnd gives 2, then delay_growth_ sets cwnd_ = initial_window() = 2.
    h.ack(0, 0.1);
    expect(h.sender.cwnd).toBe(2);
    // Data packets carry packetSize_ + 40 header bytes (useHeaders_).
    expect(h.take()).toEqual([
      { seq: 1, t: 0.1, bytes: 1040, syn: false, rtx: false },
      { seq: 2, t: 0.1, bytes: 1040, syn: false, rtx: false },
    ]);
    // The SYN was the timed segment: its 100 ms exchange is the first RTT sample (10 ticks).
    expect(h.sender.srttSec).toBeCloseTo(0.1, 12);
    expect(h.sender.dataSegmentsAcked).toBe(0);
    h.ack(1, 0.2);
    expect(h.sender.dataSegmentsAcked).toBe(1);
    // After the first RTT the window grows as usual: +1 per new ACK in slow start.
    expect(h.sender.cwnd).toBe(3);
  });

  it('a lost SYN is sent again when the initial 3 s RTO expires, then after 6 s more (backoff)', () => {
    const h = new Harness('newreno');
    h.take();
    h.runUntil(2.999);
    expect(h.take()).toEqual([]);
    // TcpAgent::timeout: nrexmit_++, ssthresh = max(2, ⌊1/2⌋) = 2, cwnd = 1, backoff ×2, go back to 0;
    // the first segment was lost, so initial_window() drops to 1 (bugfix_ss_, RFC 5681 §3.1).
    h.runUntil(3);
    expect(h.take()).toEqual([{ seq: 0, t: 3, bytes: 40, syn: true, rtx: true }]);
    expect(h.sender.stats.timeouts).toBe(1);
    expect(h.sender.stats.retransmittedPackets).toBe(1);
    expect(h.sender.ssthresh).toBe(2);
    expect(h.sender.initialWindow).toBe(1);
    // Lost again: the backed-off timer is 3 × 2 = 6 s.
    h.runUntil(8.999);
    expect(h.take()).toEqual([]);
    h.runUntil(9);
    expect(h.take()).toEqual([{ seq: 0, t: 9, bytes: 40, syn: true, rtx: true }]);
    // Answered: cwnd = initial_window() = 1, so one data packet goes; ssthresh stays 2.
    h.ack(0, 9.05);
    expect(h.sender.cwnd).toBe(1);
    expect(h.take().map((s) => s.seq)).toEqual([1]);
    expect(h.sender.ssthresh).toBe(2);
  });

  it('without delayed growth the SYN leaves with the first data packet (cwnd = windowInit from the start)', () => {
    const h = new Harness('reno', { delayedGrowth: false });
    expect(h.take().map((s) => [s.seq, s.bytes])).toEqual([
      [0, 40],
      [1, 1040],
    ]);
    h.ack(0, 0.1);
    // opencwnd with no delay_growth_: 2 → 3; window 0 + 3 releases segments 2 and 3.
    expect(h.sender.cwnd).toBe(3);
    expect(h.take().map((s) => s.seq)).toEqual([2, 3]);
  });

  it('the header size is an option: 0 sends packetSize_ bytes, and the SYN is still 40 bytes', () => {
    const h = new Harness('tahoe', { headerBytes: 0 });
    expect(h.take()[0].bytes).toBe(40);
    h.ack(0, 0.1);
    expect(h.take().map((s) => s.bytes)).toEqual([1000, 1000]);
  });
});

describe('delayed growth (ns-2 delay_growth_ true) without a handshake', () => {
  it('Reno: the ACK of segment 0 leaves cwnd at the initial window; the next one grows it', () => {
    const h = new Harness('reno', { synHandshake: false });
    // No SYN: set_initial_window gives initial_window() = 2 and segment 0 is data.
    expect(h.take().map((s) => [s.seq, s.bytes])).toEqual([
      [0, 1040],
      [1, 1040],
    ]);
    h.ack(0, 0.1);
    // recv: opencwnd 2 → 3, then last_ack_ == 0 && delay_growth_ → cwnd_ = initial_window() = 2.
    expect(h.sender.cwnd).toBe(2);
    expect(h.take().map((s) => s.seq)).toEqual([2]);
    h.ack(1, 0.2);
    expect(h.sender.cwnd).toBe(3);
  });
});

describe("the ns2 profile: ns-2.35's Vegas builds its own packets", () => {
  it('Vegas sends no SYN and no header, starts with cwnd 1 and opens to windowInit on the second ACK', () => {
    const h = new Harness('vegas', {}, 'ns2');
    // VegasTcpAgent::output ignores syn_ and useHeaders_: segment 0 is 1000 B of data; but
    // TcpAgent::set_initial_window still reads syn_ && delay_growth_ → cwnd_ = 1.
    expect(h.sender.cwnd).toBe(1);
    expect(h.take()).toEqual([{ seq: 0, t: 0, bytes: 1000, syn: false, rtx: false }]);
    // ACK 0: last_ack_ is still −1 when recv tests delay_growth_, and the first Vegas round holds.
    h.ack(0, 0.1);
    expect(h.sender.cwnd).toBe(1);
    expect(h.take().map((s) => s.seq)).toEqual([1]);
    // ACK 1: last_ack_ == 0 → cwnd_ = initial_window() = 2, then the growing round adds v_incr_ = 1.
    h.ack(1, 0.2);
    expect(h.sender.cwnd).toBe(3);
  });

  it('in the standard profile Vegas opens like every variant: SYN, header, cwnd 2 after the SYN-ACK', () => {
    const h = new Harness('vegas');
    expect(h.take()).toEqual([{ seq: 0, t: 0, bytes: 40, syn: true, rtx: false }]);
    h.ack(0, 0.1);
    expect(h.sender.cwnd).toBe(2);
    expect(h.take().map((s) => [s.seq, s.bytes])).toEqual([
      [1, 1040],
      [2, 1040],
    ]);
  });
});

/** Tsang & Chang's topology: 10 Mb/s 1 ms access, 1.5 Mb/s 1 ms bottleneck, 10 Mb/s 1 ms egress. */
const tsang = (variant: TcpVariantId, extra: Partial<ScenarioInput> = {}): ScenarioInput => ({
  version: SCENARIO_VERSION,
  packetSizeBytes: 1000,
  ackSizeBytes: 40,
  bottleneck: { rateBps: 1_500_000, delaySec: 0.001, bufferPackets: 100 },
  flows: [{ variant, maxWindowPackets: 30 }],
  ...extra,
});

function ackedAt(s: ScenarioInput, t: number): number {
  const sim = new Simulation(validateScenario(s));
  sim.runUntil(t);
  return sim.flows[0].deliveredInOrder;
}

describe('the first data ACK in a whole network, by hand', () => {
  // One way for B bytes: 8B/10e6 + 8B/1.5e6 + 8B/10e6 of transmission and 3 ms of propagation.
  const oneWay = (bytes: number) => (8 * bytes) / 10e6 + (8 * bytes) / 1.5e6 + (8 * bytes) / 10e6 + 0.003;
  it.each([
    {
      name: 'defaults (SYN 40 B, SYN-ACK 40 B, data 1040 B, ACK 40 B): 20.043 ms',
      scenario: tsang('reno'),
      // 2 × 3.2773 ms for the handshake + 10.2107 ms for 1040 B + 3.2773 ms for the ACK = 20.0427 ms.
      at: 2 * oneWay(40) + oneWay(1040) + oneWay(40),
    },
    {
      name: 'version 1 (no SYN, 1000 B data): 13.211 ms, as before',
      scenario: tsang('reno', { version: 1 }),
      // 3 × 1000 B transmissions + 6 ms + 3 × 40 B = 13.2107 ms (unchanged for old scenarios).
      at: oneWay(1000) + oneWay(40),
    },
    {
      name: "ns2 profile, Vegas (ns-2's Vegas: no SYN, 1000 B): 13.211 ms",
      scenario: tsang('vegas', { profile: 'ns2' }),
      at: oneWay(1000) + oneWay(40),
    },
  ])('$name', ({ scenario, at }) => {
    expect(ackedAt(scenario, at - 1e-6)).toBe(0);
    expect(ackedAt(scenario, at + 1e-6)).toBe(1);
  });
});

describe("the ns2 profile: each agent's RTT clock starts at a random point of a tick (ns-2 boot_time_)", () => {
  const phases = (s: ScenarioInput) => new Simulation(validateScenario(s)).flows.map((f) => f.tcp!.tickPhaseSec);
  const two = (profile: ProfileId, seed: number): ScenarioInput => ({
    ...tsang('reno', { profile, seed }),
    flows: [
      { variant: 'reno', access: { rateBps: 10e6, delaySec: 0.001 }, egress: { rateBps: 10e6, delaySec: 0.001 } },
      { variant: 'vegas', alpha: 1, beta: 3, gamma: 1, access: { rateBps: 10e6, delaySec: 0.001 }, egress: { rateBps: 10e6, delaySec: 0.001 } },
    ],
  });

  it('ns-2 draws boot_time_ = Random::uniform(tcpTick_) per agent: in [0, tick), one per flow, fixed by the seed', () => {
    const a = phases(two('ns2', 1));
    for (const p of a) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThan(0.01);
    }
    expect(a[0]).not.toBe(a[1]);
    expect(phases(two('ns2', 1))).toEqual(a);
    expect(phases(two('ns2', 2))).not.toEqual(a);
  });

  it('the standard profile keeps the clock started at t = 0 (its runs and links are unchanged)', () => {
    expect(phases(two('standard', 1))).toEqual([0, 0]);
  });

  it('over many seeds the phase covers the tick evenly (it decides which boundary a sample crosses)', () => {
    const all = Array.from({ length: 400 }, (_, k) => phases(two('ns2', k + 1))[0]);
    // Uniform on [0, 0.01): mean 0.005, and each tenth of the tick holds about 40 of 400 draws.
    const mean = all.reduce((x, y) => x + y, 0) / all.length;
    expect(mean).toBeGreaterThan(0.0045);
    expect(mean).toBeLessThan(0.0055);
    const bins = Array.from({ length: 10 }, (_, b) => all.filter((p) => Math.floor(p / 0.001) === b).length);
    for (const n of bins) expect(n).toBeGreaterThan(20);
  });
});
