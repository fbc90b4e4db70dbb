// What a flow saw of its path, as the summary reports it for the analytic models: loss events,
// the mean RTT, T0, Vegas's BaseRTT and the bottleneck's queueing delay (Little's law).
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim/Simulation';
import { validateScenario } from '../../src/sim/scenario/Scenario';

const edge = (delaySec: number) => ({ rateBps: 10e6, delaySec });
function oneFlow(flow: Record<string, unknown>, bufferPackets: number) {
  return {
    version: 2,
    seed: 1,
    durationSec: 30,
    measure: { fromSec: 10 },
    bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets, queue: { kind: 'droptail' } },
    flows: [{ access: edge(0.001), egress: edge(0.001), ...flow }],
  };
}

describe('path summary', () => {
  it('a window of one packet meets no queue: its RTT is the propagation and serialisation, worked out by hand', () => {
    const s = new Simulation(validateScenario(oneFlow({ variant: 'reno', maxWindowPackets: 1 }, 50))).run();
    const f = s.flows[0];
    // 2·(1 + 10 + 1) ms of propagation; a 1040-byte data packet (1000 + 40 header) takes 0.832 ms on
    // each 10 Mb/s edge and 5.5467 ms on the 1.5 Mb/s bottleneck; a 40-byte ACK 0.032 ms per edge and
    // 0.2133 ms on the bottleneck: 24 + 1.664 + 5.5467 + 0.064 + 0.2133 = 31.488 ms.
    expect(f.meanRttSec).toBeCloseTo(0.031488, 6);
    expect(f.lossEvents).toBe(0);
    expect(s.bottleneck.meanQueueDelaySec).toBe(0);
    // No timeout: T0 is what a first timeout would last, the 200 ms minimum RTO here.
    expect(f.t0Sec).toBeCloseTo(0.2, 9);
    expect(f.baseRttSec).toBeNull();
  });

  it("a Reno flow that overflows a small buffer: each loss event is a fast retransmit or a timeout, the queueing delay obeys Little's law", () => {
    const s = new Simulation(validateScenario(oneFlow({ variant: 'reno', maxWindowPackets: 20 }, 8))).run();
    const f = s.flows[0];
    expect(f.lossEvents).toBeGreaterThan(10);
    // Every fast retransmit answers a dropped packet (no reordering here), so loss events ≤ drops + timeouts.
    expect(f.lossEvents).toBeLessThanOrEqual(f.drops + f.timeouts);
    // The RTT is above the empty path's and at most a full buffer above it (8 × 5.547 ms).
    expect(f.meanRttSec!).toBeGreaterThan(0.031488);
    expect(f.meanRttSec!).toBeLessThan(0.031488 + 8 * 0.0055467 + 1e-9);
    // Little: W = L / λ, with λ ≈ the link's 1.5e6 / 8320 = 180.3 packets/s when it is always busy.
    expect(s.bottleneck.utilization).toBeGreaterThan(0.99);
    expect(s.bottleneck.meanQueueDelaySec).toBeCloseTo(s.bottleneck.meanQueuePackets / (1.5e6 / 8320), 2);
  });

  it('T0 is the mean length of the first timeouts of their sequences where there were some', () => {
    // Sixteen Reno flows on a 10-packet buffer: many losses a fast retransmit cannot repair.
    const sc = oneFlow({ variant: 'reno', count: 16, maxWindowPackets: 64 }, 10);
    const s = new Simulation(validateScenario(sc)).run();
    const timedOut = s.flows.filter((f) => f.timeouts > 0);
    expect(timedOut.length).toBeGreaterThan(8);
    for (const f of timedOut) {
      // A first timeout lasts at least the 200 ms minimum RTO and at most the 3 s initial one.
      expect(f.t0Sec!).toBeGreaterThanOrEqual(0.2 - 1e-9);
      expect(f.t0Sec!).toBeLessThanOrEqual(3);
      expect(f.lossEvents).toBeGreaterThanOrEqual(f.timeouts);
    }
    // At RTTs of tens of ms, srtt + 4·rttvar stays under the 200 ms floor: most first timeouts last exactly 0.2 s.
    expect(timedOut.filter((f) => Math.abs(f.t0Sec! - 0.2) < 1e-9).length).toBeGreaterThan(timedOut.length / 2);
  });

  it("a Vegas flow reports its BaseRTT: the empty path's RTT when it started on an empty queue", () => {
    const s = new Simulation(validateScenario(oneFlow({ variant: 'vegas', maxWindowPackets: 30, alpha: 2, beta: 2 }, 100))).run();
    const f = s.flows[0];
    expect(f.baseRttSec).toBeCloseTo(0.031488, 6);
    expect(f.lossEvents).toBe(0);
    // It keeps about α = 2 packets queued: the queueing delay is near 2 packet times (2 × 5.547 ms) and
    // below 3, and the RTT exceeds BaseRTT by about as much.
    expect(s.bottleneck.meanQueueDelaySec).toBeGreaterThan(2 * 0.0055467 * 0.9);
    expect(s.bottleneck.meanQueueDelaySec).toBeLessThan(3 * 0.0055467);
    expect(f.meanRttSec! - f.baseRttSec!).toBeCloseTo(s.bottleneck.meanQueueDelaySec, 2);
  });
});
