// A link's path for a queue that decides at dequeue (its own receive path, the line's frees acted
// on when the link is next touched, or by an event with no delay) against its FIFO path: a CoDel whose target is never reached decides
// nothing a FIFO would not (one list, oldest first, the arrival dropped when the buffer is full),
// so the run must be DropTail's to the last bit, whatever reads the link and whenever: zero
// propagation delay, a rate change while packets wait, the queue swapped to and fro mid-run, the
// run cut into slices at arbitrary events, readings between a packet's start and its arrival.
import { describe, expect, it } from 'vitest';
import { CoDel } from '../../../src/sim/queue/CoDel';
import { DropTail } from '../../../src/sim/queue/DropTail';
import type { QueueDiscipline } from '../../../src/sim/queue/QueueDiscipline';
import { Simulation } from '../../../src/sim/Simulation';
import { validateScenario } from '../../../src/sim/scenario/Scenario';
import { checkInvariants } from '../invariants';
import { dumbbell } from '../scenarios';

/** Head drops need the sojourn above target: 10⁹ s is never reached, so this CoDel only serves. */
const neverDropping = (buffer: number) => new CoDel({ targetSec: 1e9, intervalSec: 0.1, ecn: false }, buffer);
const dropTail = (buffer: number) => new DropTail(buffer);

interface Setup {
  delaySec: number;
  changes?: Record<string, unknown>[];
  /** Swaps both directions' queues at these times: to the other path and back. */
  swapsAtSec?: number[];
  /** Notes the bottleneck's waiting packets just before these times (and before each swap). */
  waitingBeforeSec?: number[];
  /** Runs in slices of this many events, reading the links between them (the lab's host runs the engine so). */
  sliceEvents?: number;
}

/** Eight Reno and Vegas flows on 10 Mb/s with a 20-packet buffer: the queue fills, overflows and drains. */
function scenario(s: Setup) {
  const flows = Array.from({ length: 8 }, (_, i) => ({
    variant: i % 2 === 0 ? 'reno' : 'vegas',
    access: { rateBps: 100e6, delaySec: 0.002 + 0.003 * i },
    startSec: 0.05 * i,
  }));
  return { ...dumbbell({ rateBps: 10e6, delaySec: s.delaySec, bufferPackets: 20, durationSec: 4, flows }), changes: s.changes };
}

/** Reads the bottleneck's two directions as the lab's picture does (a FIFO link settles its queue to read it). */
function look(sim: Simulation): void {
  for (const l of [sim.bottleneck, sim.reverseChain[0]]) {
    void l.queueLength;
    l.queuedFlows();
    l.forEachInFlight(() => {});
  }
}

/**
 * Everything observable about the run: drops, the links read every 7 ms (often between a packet's
 * start and its arrival), the summary. Not its event count, nor the bottleneck's `departures` and
 * `meanQueueDelaySec` (departures over the window): a FIFO link counts a packet as departed when
 * it fixes its start, on acceptance, one that decides at dequeue when it starts.
 */
function trace(s: Setup, make: (buffer: number) => QueueDiscipline, other: (buffer: number) => QueueDiscipline) {
  const sim = new Simulation(validateScenario(scenario(s)));
  const plug = (m: (buffer: number) => QueueDiscipline) => {
    for (const l of [sim.bottleneck, sim.reverseChain[0]]) l.replaceQueue(m(l.queue.limitPackets));
  };
  plug(make);
  const seen: number[] = [];
  // Sums of the line's busy time and of the queue's length over time: the two paths add the same
  // terms in another order (a FIFO link commits a packet's line time on acceptance), so these
  // agree to rounding, not to the bit.
  const sums: number[] = [];
  sim.onDropEvent = (e) => seen.push(e.atSec, e.linkId, e.flow, e.reason, e.ack ? 1 : 0);
  sim.observe((x) => {
    checkInvariants(x);
    for (const l of [x.bottleneck, x.reverseChain[0]]) {
      expect(l.queueLength).toBeGreaterThanOrEqual(0);
      seen.push(x.now, l.queueLength, ...l.queuedFlows());
      sums.push(l.busySec, l.queueIntegral);
      l.forEachInFlight((p, start, arrive) => seen.push(p.flow, p.seq, start, arrive));
    }
  }, 0.007);
  const stops = [...(s.swapsAtSec ?? []).map((atSec) => ({ atSec, swap: true })), ...(s.waitingBeforeSec ?? []).map((atSec) => ({ atSec: atSec - 1e-6, swap: false }))];
  stops.sort((a, b) => a.atSec - b.atSec);
  stops.push({ atSec: Infinity, swap: false });
  let swapped = false;
  const waiting: number[] = [];
  for (const { atSec: at, swap } of stops) {
    const until = Math.min(at, sim.scenario.durationSec);
    // Between slices the link is read, as the lab's host reads it for its picture: at an arbitrary
    // event, so the readings differ between the paths (their events differ); the run must not.
    if (s.sliceEvents) while (!sim.runSome(until, s.sliceEvents)) look(sim);
    else sim.runUntil(until);
    if (at === Infinity) break;
    waiting.push(sim.bottleneck.queueLength);
    if (!swap) continue;
    swapped = !swapped;
    plug(swapped ? other : make);
  }
  const { events, bottleneck, ...rest } = sim.summary();
  const { departures, meanQueueDelaySec, ...counted } = bottleneck;
  return { seen, sums, waiting, summary: { ...rest, bottleneck: counted }, events, departures, meanQueueDelaySec, waitingAtEnd: sim.bottleneck.queueLength };
}

function expectSameSums(a: number[], b: number[]): void {
  expect(a.length).toBe(b.length);
  const worst = Math.max(...a.map((x, i) => Math.abs(x - b[i]) / Math.max(1e-9, Math.abs(b[i]))));
  expect(worst).toBeLessThan(1e-9);
}

describe('a link whose queue decides at dequeue, serving as a FIFO would', () => {
  it.each<[string, Setup]>([
    ['10 ms propagation delay', { delaySec: 0.01 }],
    ['zero propagation delay (the next packet starts as the last one arrives)', { delaySec: 0 }],
    ['the rate halved and restored while packets wait', { delaySec: 0.01, changes: [{ atSec: 1.60031, link: 0, key: 'rateBps', value: 5e6 }, { atSec: 2.50077, link: 0, key: 'rateBps', value: 10e6 }], waitingBeforeSec: [1.60031, 2.50077] }],
    ['the run cut into slices of 97 events, the links read between them', { delaySec: 0.01, sliceEvents: 97 }],
  ])('gives DropTail\'s run to the last bit: %s', (_, setup) => {
    const fifo = trace(setup, dropTail, dropTail);
    const atDequeue = trace(setup, neverDropping, neverDropping);
    // The run must overflow and keep packets waiting for the comparison to mean anything.
    expect(fifo.summary.bottleneck.drops).toBeGreaterThan(10);
    expect(fifo.summary.bottleneck.meanQueuePackets).toBeGreaterThan(3);
    expect(fifo.waiting.every((n) => n > 0)).toBe(true);
    expect(atDequeue.summary).toEqual(fifo.summary);
    expect(atDequeue.seen).toEqual(fifo.seen);
    expectSameSums(atDequeue.sums, fifo.sums);
    // The FIFO link had already counted the packets still waiting at the end (none at the start).
    expect(fifo.departures - atDequeue.departures).toBe(fifo.waitingAtEnd);
    // With a delay, the frees are acted on when the link is next touched: no event more than the
    // FIFO's. With none, one event more for each packet that waited for the line.
    if (setup.delaySec > 0) expect(atDequeue.events).toBe(fifo.events);
    else expect(atDequeue.events).toBeGreaterThan(fifo.events);
  });

  it('gives DropTail\'s run when the queue is swapped between the two paths mid-run, packets waiting', () => {
    // Times off every transmission boundary of 1040 B at 10 Mb/s (0.832 ms), inside busy periods.
    const setup: Setup = { delaySec: 0.01, swapsAtSec: [1.60011, 2.40037, 3.30053] };
    const fifo = trace(setup, dropTail, dropTail);
    const swapping = trace(setup, dropTail, neverDropping);
    expect(Math.min(...swapping.waiting)).toBeGreaterThan(0);
    expect(swapping.summary).toEqual(fifo.summary);
    expect(swapping.seen).toEqual(fifo.seen);
    expectSameSums(swapping.sums, fifo.sums);
  });
});
