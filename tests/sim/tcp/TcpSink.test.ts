// The receiver as ns-2's TCPSink: one cumulative ACK per arriving segment, out-of-order segments
// held until the hole fills, each segment's first arrival counted once. Orders are hand-made
// (holes, duplicates, segments far ahead of the hole) and the expected ACKs written out.
import { describe, expect, it } from 'vitest';
import { Packet, PacketKind, type PacketReceiver } from '../../../src/sim/net/Packet';
import { TcpSink } from '../../../src/sim/tcp/TcpSink';

function run(arrivals: number[]): { acks: number[]; sink: TcpSink } {
  const acks: number[] = [];
  const sink = new TcpSink(0, 40);
  const out: PacketReceiver = { receive: (p) => acks.push(p.seq) };
  sink.out = out;
  for (const seq of arrivals) {
    const p = new Packet();
    p.kind = PacketKind.Data;
    p.seq = seq;
    sink.receive(p);
  }
  return { acks, sink };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('TcpSink: cumulative ACKs and first arrivals', () => {
  it.each([
    { name: 'in order', arrivals: [0, 1, 2, 3], acks: [0, 1, 2, 3], fresh: 4 },
    { name: 'one hole, filled', arrivals: [0, 2, 3, 1, 4], acks: [0, 0, 0, 3, 4], fresh: 5 },
    { name: 'duplicates of held and of acknowledged segments', arrivals: [0, 2, 2, 0, 1, 2], acks: [0, 0, 0, 0, 2, 2], fresh: 3 },
    { name: 'two holes, the later filled first', arrivals: [0, 2, 4, 3, 1, 5], acks: [0, 0, 0, 0, 4, 5], fresh: 6 },
    { name: 'first segment lost', arrivals: [1, 2, 0], acks: [-1, -1, 2], fresh: 3 },
  ])('$name', ({ arrivals, acks, fresh }) => {
    const r = run(arrivals);
    expect(r.acks).toEqual(acks);
    expect(r.sink.newDataSegments).toBe(fresh);
    expect(r.sink.delivered).toBe(arrivals.length);
  });

  it('holds segments far beyond the hole (hundreds ahead, out of order) and releases them all at once', () => {
    // Segment 0 lost; 1…299 arrive backwards, with a duplicate of each tenth; then 0.
    const late = range(1, 300).reverse();
    const arrivals = [...late.flatMap((s) => (s % 10 === 0 ? [s, s] : [s])), 0, 300];
    const r = run(arrivals);
    expect(r.acks.slice(0, -2).every((a) => a === -1)).toBe(true);
    expect(r.acks.slice(-2)).toEqual([299, 300]);
    expect(r.sink.newDataSegments).toBe(301);
    expect(r.sink.cumulativeAck).toBe(300);
  });

  it('a hole that moves up as the window slides (held segments wrap around the store)', () => {
    // Every 50th segment arrives after the next 49: the held segments' numbers keep rising.
    const arrivals: number[] = [];
    for (let base = 0; base < 1000; base += 50) arrivals.push(...range(base + 1, base + 50), base);
    const r = run(arrivals);
    for (let k = 0; k < 20; k++) {
      expect(r.acks[k * 50 + 48]).toBe(k * 50 - 1);
      expect(r.acks[k * 50 + 49]).toBe(k * 50 + 49);
    }
    expect(r.sink.newDataSegments).toBe(1000);
  });
});
