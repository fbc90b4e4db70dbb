// The ns-3 reference program (src/cli/ns3/dumbbell.cc) checked against physics, so that what the
// CUBIC/BBR validation compares with is the network we meant: the buffer holds what ours holds,
// a saturated link delivers its rate in payload, RTT = propagation + queueing.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ns3Available, runNs3 } from '../../src/cli/ns3';
import type { Ns3Scenario } from '../../src/sim/export/ns3Dumbbell';

const link = (rateBps: number, delaySec: number) => ({ rateBps, delaySec });
const RATE = 10e6;
/** ns-3's data packet on the wire: 1000 B payload + TCP 20 + timestamps 12 + IPv4 20 + PPP 2. */
const WIRE_BYTES = 1054;
/** 2 × (5 ms access + 20 ms bottleneck + 1 ms egress). */
const PROPAGATION_RTT_SEC = 0.052;

function alone(variant: string, bufferPackets: number, durationSec = 20): Ns3Scenario {
  return {
    durationSec,
    packetSizeBytes: 1000,
    measure: { fromSec: durationSec / 2, toSec: durationSec },
    bottleneck: { ...link(RATE, 0.02), bufferPackets, queue: { kind: 'droptail' } },
    tcp: { windowInit: 10, minRtoSec: 0.2, tickSec: 0.001 },
    flows: [{ name: variant, variant, access: link(1e8, 0.005), egress: link(1e8, 0.001), startSec: 0, maxWindowPackets: 10000 }],
  };
}

describe.runIf(ns3Available())('the ns-3 dumbbell', () => {
  it('holds bufferPackets − 1 waiting packets at most, as our buffer (the one on the wire counts)', async () => {
    const { result } = await runNs3(alone('cubic', 20));
    expect(result.bottleneck.drops).toBeGreaterThan(0);
    expect(result.bottleneck.maxQueuePackets).toBe(19);
  });

  it('delivers the link rate in payload when a NewReno flow saturates it', async () => {
    const { result } = await runNs3(alone('newreno', 100));
    const payloadRate = (RATE * 1000) / WIRE_BYTES;
    expect(result.bottleneck.utilization).toBeGreaterThan(0.99);
    expect(result.flows[0].goodputBps / payloadRate).toBeGreaterThan(0.97);
    expect(result.flows[0].goodputBps / payloadRate).toBeLessThanOrEqual(1.001);
  });

  it("measures RTT as propagation plus the queue's drain time", async () => {
    for (const variant of ['cubic', 'bbr']) {
      const { result } = await runNs3(alone(variant, 300));
      const queueingSec = (result.bottleneck.meanQueuePackets * WIRE_BYTES * 8) / RATE;
      const rtt = result.flows[0].meanRttSec!;
      expect(rtt).toBeGreaterThan(PROPAGATION_RTT_SEC);
      // Per-ACK samples weight busy moments a little more than the time average does.
      expect(rtt / (PROPAGATION_RTT_SEC + queueingSec + (WIRE_BYTES * 8) / RATE)).toBeCloseTo(1, 1);
    }
  });

  it('shows bufferbloat: CUBIC fills a deep buffer, BBR keeps a few packets queued at nearly full rate', async () => {
    const bdp = (RATE * PROPAGATION_RTT_SEC) / (8 * WIRE_BYTES); // ≈ 62 packets
    const [cubic, bbr] = await Promise.all([runNs3(alone('cubic', 500, 30)), runNs3(alone('bbr', 500, 30))]);
    expect(cubic.result.bottleneck.meanQueuePackets).toBeGreaterThan(3 * bdp);
    expect(bbr.result.bottleneck.meanQueuePackets).toBeLessThan(0.25 * bdp);
    expect(bbr.result.flows[0].goodputBps).toBeGreaterThan(0.9 * ((RATE * 1000) / WIRE_BYTES));
  });

  it("cures bufferbloat with CoDel: every drop CoDel's on a deep buffer, and ECN marks replace them only when both ends use ECN", async () => {
    const codel = (ecn: boolean) => ({ kind: 'codel' as const, targetSec: 0.005, intervalSec: 0.1, ecn });
    const withQueue = (queue: ReturnType<typeof codel>, tcpEcn: boolean): Ns3Scenario => {
      const s = alone('cubic', 500);
      return { ...s, bottleneck: { ...s.bottleneck, queue }, tcp: { ...s.tcp, ecn: tcpEcn } };
    };
    const [drops, marks, queueOnly] = await Promise.all([runNs3(withQueue(codel(false), false)), runNs3(withQueue(codel(true), true)), runNs3(withQueue(codel(true), false))]);
    // A deep FIFO queues hundreds of packets (above); CoDel keeps the sojourn under its 5 ms target.
    expect(drops.result.bottleneck.meanSojournSec).toBeLessThan(0.005);
    expect(Object.keys(drops.result.bottleneck.dropsByReason!)).toEqual(['Target exceeded drop']);
    expect(drops.result.bottleneck.marks).toBe(0);
    expect(marks.result.bottleneck.drops).toBe(0);
    expect(marks.result.bottleneck.marks).toBeGreaterThan(0);
    expect(marks.result.flows[0].marks).toBe(marks.result.bottleneck.marks);
    // A queue with ECN drops packets that are not ECN-capable, as it must.
    expect([queueOnly.result.bottleneck.marks, queueOnly.result.bottleneck.drops > 0]).toEqual([0, true]);
    // DropTail and RED runs print none of the queue-disc fields.
    const plain = await runNs3(alone('cubic', 50, 4));
    expect([plain.result.bottleneck.dropsByReason, plain.result.flows[0].marks]).toEqual([undefined, undefined]);
  });

  it('hands a packet that waited in the disc to the device as the one ahead starts its transmission, and reports the wait in both (Little)', async () => {
    const s = alone('cubic', 500, 10);
    const file = join(tmpdir(), `ns3-packet-trace-${process.pid}.txt`);
    const { result } = await runNs3({ ...s, bottleneck: { ...s.bottleneck, queue: { kind: 'codel', targetSec: 0.005, intervalSec: 0.1, ecn: false } } }, { extraArgs: [`--packetTraceFile=${file}`] });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => l.split(' '));
    rmSync(file, { force: true });
    // A packet that waited in the disc leaves it at the instant the packet ahead of it starts its
    // transmission (a T line at that time, before its D line; CoDel's drops may come between):
    // the device's queue, one packet, then has room. Its own transmission starts one transmission
    // later; the disc's sojourn leaves that out.
    const enqueuedAt = new Map<string, string>();
    const startedAt = new Set<string>();
    let waited = 0;
    for (const [t, event, , seq] of lines) {
      if (event === 'T') startedAt.add(t);
      if (event === 'E') enqueuedAt.set(seq, t);
      if (event !== 'D' || enqueuedAt.get(seq) === t) continue;
      waited++;
      expect(startedAt.has(t), `packet ${seq} leaving the disc at ${t} s`).toBe(true);
    }
    expect(waited).toBeGreaterThan(1000);
    // The wait in disc + device exceeds the disc's sojourn by at most one transmission in the device.
    const b = result.bottleneck;
    const txSec = (WIRE_BYTES * 8) / RATE;
    expect(b.meanQueueDelaySec!).toBeGreaterThan(b.meanSojournSec!);
    expect(b.meanQueueDelaySec!).toBeLessThan(b.meanSojournSec! + txSec);
  });

  it('is deterministic for a run number', async () => {
    const s = { ...alone('bbr', 50), flows: [...alone('bbr', 50).flows, { ...alone('cubic', 50).flows[0], startSec: 0.3 }] };
    const [a, b] = await Promise.all([runNs3(s, { run: 3 }), runNs3(s, { run: 3 })]);
    expect(a.result).toEqual(b.result);
  });
});
