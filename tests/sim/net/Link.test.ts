// The link's event order at equal times: the same times in both orders, and in the ns2 order a
// packet that waited in its queue is scheduled to arrive when its transmission starts (as ns-2's
// queue resume and LinkDelay::recv do), so a same-time arrival from elsewhere that was on its way
// first is delivered first; at a queue that decides at dequeue, the line is held until that resume
// runs, so a packet arriving at the instant it frees waits for the discipline's choice.
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/sim/engine/Scheduler';
import { Link } from '../../../src/sim/net/Link';
import { PacketPool, type Packet } from '../../../src/sim/net/Packet';
import { DropTail } from '../../../src/sim/queue/DropTail';
import { Drr } from '../../../src/sim/queue/Drr';

const RATE = 8e6; // 1000 B in 1 ms
const DELAY = 0.01;

/** Two links into one receiver that records (time, flow) of each arrival. */
function setUp(ns2Order: boolean) {
  const scheduler = new Scheduler();
  const pool = new PacketPool();
  const got: { t: number; flow: number }[] = [];
  const sink = { receive: (p: Packet) => { got.push({ t: scheduler.now, flow: p.flow }); pool.release(p); } };
  const l1 = new Link('L1', scheduler, pool, RATE, DELAY, new DropTail(10), sink);
  const l2 = new Link('L2', scheduler, pool, RATE, DELAY, new DropTail(10), sink);
  if (ns2Order) {
    l1.useNs2EventOrder();
    l2.useNs2EventOrder();
  }
  const packet = (flow: number) => {
    const p = pool.acquire();
    p.flow = flow;
    p.sizeBytes = 1000;
    return p;
  };
  // Flow 3 is handed to L2 at 1 ms by an event scheduled before anything else (as ns-2's ACK event
  // that makes a sender send is scheduled long before the line frees).
  scheduler.schedule(0.001, { onEvent: () => l2.receive(packet(3)) }, 0);
  // Flows 1 and 2 reach L1 at 0: flow 1 goes on the line, flow 2 waits and starts at 1 ms.
  scheduler.schedule(0, { onEvent: () => { l1.receive(packet(1)); l1.receive(packet(2)); } }, 0);
  scheduler.runUntil(1);
  return got;
}

describe('Link: event order of same-time arrivals', () => {
  // Flow 1 arrives at 1 ms + 10 ms; flows 2 and 3 both start at 1 ms and arrive at 2 ms + 10 ms.
  it('keeps the times: only the order of the tie differs', () => {
    for (const ns2 of [false, true]) {
      const got = setUp(ns2);
      expect(got.map((g) => g.t)).toEqual([0.011, 0.012, 0.012].map((t) => expect.closeTo(t, 12)));
    }
  });

  it('standard order: the waiting packet was scheduled when accepted (at 0), so it comes first', () => {
    expect(setUp(false).map((g) => g.flow)).toEqual([1, 2, 3]);
  });

  it("ns2 order: the waiting packet is scheduled when its line frees (at 1 ms, after flow 3's event), so flow 3 comes first", () => {
    expect(setUp(true).map((g) => g.flow)).toEqual([1, 3, 2]);
  });
});

describe('Link at dequeue (DRR): packets arriving at the instant the line frees', () => {
  /**
   * Flow 3's packet is on the line from 0 to 1 ms. Flows 2 and 1 arrive at 1 ms, by events
   * scheduled before that transmission started (as ns-2's are when a packet left its previous hop
   * earlier). Returns how many packets wait after each arrival, and each delivery's time and flow.
   */
  function run(ns2Order: boolean) {
    const scheduler = new Scheduler();
    const pool = new PacketPool();
    const got: { t: number; flow: number }[] = [];
    const sink = { receive: (p: Packet) => { got.push({ t: scheduler.now, flow: p.flow }); pool.release(p); } };
    const link = new Link('L', scheduler, pool, RATE, DELAY, new Drr({ quantumBytes: 500 }, 10), sink);
    if (ns2Order) link.useNs2EventOrder();
    const packet = (flow: number) => {
      const p = pool.acquire();
      p.flow = flow;
      p.sizeBytes = 1000;
      return p;
    };
    const waiting: number[] = [];
    const arrive = (flow: number) => ({ onEvent: () => { link.receive(packet(flow)); waiting.push(link.queueLength); } });
    scheduler.schedule(0.001, arrive(2), 0);
    scheduler.schedule(0.001, arrive(1), 0);
    scheduler.schedule(0, arrive(3), 0);
    scheduler.runUntil(1);
    return { waiting, got };
  }

  it('standard order: the first of them finds the line free and goes at once', () => {
    expect(run(false).waiting).toEqual([0, 0, 1]);
  });

  it("ns2 order: both wait for the resume that the transmission's start scheduled, and DRR chooses between them", () => {
    expect(run(true).waiting).toEqual([0, 1, 2]);
  });

  it('the same deliveries at the same times either way here (DRR serves flow 2 first in both)', () => {
    const expected = [
      { t: 0.011, flow: 3 },
      { t: 0.012, flow: 2 },
      { t: 0.013, flow: 1 },
    ].map((g) => ({ t: expect.closeTo(g.t, 12), flow: g.flow }));
    expect(run(false).got).toEqual(expected);
    expect(run(true).got).toEqual(expected);
  });
});
