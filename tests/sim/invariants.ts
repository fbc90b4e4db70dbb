// Physical invariants of a running simulation, asserted from outside the model.
import { expect } from 'vitest';
import type { Simulation } from '../../src/sim/Simulation';

export function checkInvariants(sim: Simulation): void {
  let inFlight = 0;
  for (const f of sim.flows) {
    const c = f.counters;
    // Packet conservation: every packet sent is delivered, dropped, or still in the network.
    const data = c.dataSent - c.dataDelivered - c.dataDropped;
    const acks = c.acksSent - c.acksDelivered - c.acksDropped;
    expect(data).toBeGreaterThanOrEqual(0);
    expect(acks).toBeGreaterThanOrEqual(0);
    inFlight += data + acks;
    if (f.tcp) {
      expect(f.cwnd).toBeGreaterThanOrEqual(1);
      expect(Number.isFinite(f.cwnd)).toBe(true);
      // ssthresh starts at the receiver window and never drops below 2 after a loss.
      expect(f.ssthresh).toBeGreaterThanOrEqual(Math.min(2, Math.floor(f.tcp.maxWindow)));
      expect(f.tcp.highestAck).toBeLessThanOrEqual(f.tcp.maxSeqSent);
      expect(f.tcp.nextSeq).toBeGreaterThan(f.tcp.highestAck);
      expect(Number.isNaN(f.srttSec)).toBe(false);
    }
  }
  // The pool counts packets handed out and not yet released: it must agree with the flow counters.
  expect(inFlight).toBe(sim.pool.inUse);
  for (const l of [...sim.chain, ...sim.reverseChain]) {
    // A buffer of B holds at most B packets, the one on the line included.
    expect(l.queueLength + (l.transmitting ? 1 : 0)).toBeLessThanOrEqual(l.queue.limitPackets);
  }
  // The line cannot have been busy for longer than the run has lasted.
  expect(sim.bottleneck.busySec).toBeLessThanOrEqual(sim.now + 1e-9);
}
