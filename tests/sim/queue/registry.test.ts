// DROP_REASONS_OF (what a legend of drops lists for each discipline) against what the disciplines
// do: driven through an overload that fills the buffer, each reports exactly the reasons listed.
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/sim/engine/Random';
import { Packet } from '../../../src/sim/net/Packet';
import { DropReason } from '../../../src/sim/queue/QueueDiscipline';
import { createQueue, DROP_REASONS_OF } from '../../../src/sim/queue/registry';
import type { QueueConfig } from '../../../src/sim/scenario/Scenario';

/**
 * The reasons `q` drops for over 20 000 slots of 1 ms: a link of 1000 packets/s, and 0 to 3
 * arrivals a slot (1.5 per slot on average: 50 % overload), so the 20-packet buffer fills.
 */
function reasonsUnderOverload(config: QueueConfig): Set<DropReason> {
  const random = Random.fromSeed(7);
  const q = createQueue(config, { rateBps: 8e6, bufferPackets: 20, meanPacketBytes: 1000 }, random);
  const seen = new Set<DropReason>();
  let seq = 0;
  for (let slot = 0; slot < 20_000; slot++) {
    const t = slot / 1000;
    const arrivals = Math.floor(random.next() * 4);
    for (let k = 0; k < arrivals; k++) {
      const p = new Packet();
      p.seq = seq++;
      const reason = q.enqueue(p, t);
      if (reason !== DropReason.None) seen.add(reason);
    }
    q.dequeue(t);
  }
  return seen;
}

describe('DROP_REASONS_OF: the reasons each discipline reports', () => {
  it.each([
    { name: 'DropTail: a full buffer only', config: { kind: 'droptail' } as const },
    // The papers' weight 0.002: the average lags the queue, which fills the buffer first (overflow)
    // while the average climbs through the thresholds (early) and past maxTh (forced).
    { name: 'RED: early, forced and a full buffer', config: { kind: 'red', minThPackets: 3, maxThPackets: 10, maxP: 0.1, weight: 0.002, gentle: false } as const },
  ])('$name', ({ config }) => {
    expect([...reasonsUnderOverload(config)].sort()).toEqual([...DROP_REASONS_OF[config.kind]].sort());
  });
});
