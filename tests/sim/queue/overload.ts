// Shared by the queue modules' table tests: the reasons a discipline reports when a link is
// overloaded long enough to fill its buffer.
import { Random } from '../../../src/sim/engine/Random';
import { Packet } from '../../../src/sim/net/Packet';
import type { QueueReason } from '../../../src/sim/queue/QueueDiscipline';
import { createQueue } from '../../../src/sim/queue/registry';
import type { QueueConfig } from '../../../src/sim/scenario/Scenario';

/**
 * The reasons `config` drops for over 20 000 slots of 1 ms: a link of 1000 packets/s, and 0 to 3
 * arrivals a slot (1.5 per slot on average: 50 % overload), so a 20-packet buffer fills.
 */
export function reasonsUnderOverload(config: QueueConfig): Set<QueueReason> {
  const random = Random.fromSeed(7);
  const q = createQueue(config, { rateBps: 8e6, bufferPackets: 20, meanPacketBytes: 1000, nowSec: 0 }, random);
  const seen = new Set<QueueReason>();
  let seq = 0;
  for (let slot = 0; slot < 20_000; slot++) {
    const t = slot / 1000;
    const arrivals = Math.floor(random.next() * 4);
    for (let k = 0; k < arrivals; k++) {
      const p = new Packet();
      p.seq = seq++;
      const reason = q.enqueue(p, t) as number as QueueReason;
      if (reason !== 0) seen.add(reason);
    }
    q.dequeue(t);
  }
  return seen;
}
