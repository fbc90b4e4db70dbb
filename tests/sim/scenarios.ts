// Scenario builders shared by the simulation tests (plain data; validated by the engine).

export const mbps = (x: number) => x * 1e6;
export const ms = (x: number) => x / 1000;

/** Tsang & Chang's dumbbell (paper 000): 1.5 Mb/s 1 ms RED 15/45 bottleneck, buffer 100, 10 Mb/s edges. */
export function tsang(flows: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return {
    version: 1,
    durationSec: 60,
    bottleneck: {
      rateBps: 1.5e6, delaySec: 0.001, bufferPackets: 100,
      queue: { kind: 'red', minThPackets: 15, maxThPackets: 45, maxP: 0.1, weight: 0.002 },
    },
    flows: flows.map((f) => ({
      access: { rateBps: 10e6, delaySec: 0.001 },
      egress: { rateBps: 10e6, delaySec: 0.001 },
      maxWindowPackets: 30,
      ...f,
    })),
    ...extra,
  };
}

export function dumbbell(opts: {
  rateBps?: number; delaySec?: number; bufferPackets?: number; queue?: Record<string, unknown>;
  durationSec?: number; flows: Record<string, unknown>[]; measure?: { fromSec: number; toSec?: number }; seed?: number;
}) {
  return {
    version: 1,
    seed: opts.seed ?? 1,
    durationSec: opts.durationSec ?? 30,
    measure: opts.measure,
    bottleneck: {
      rateBps: opts.rateBps ?? 1.5e6,
      delaySec: opts.delaySec ?? 0.01,
      bufferPackets: opts.bufferPackets ?? 50,
      queue: opts.queue ?? { kind: 'droptail' },
    },
    flows: opts.flows,
  };
}
