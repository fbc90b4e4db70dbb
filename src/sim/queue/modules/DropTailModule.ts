// DropTail as a queue module: first in, first out, the arrival dropped when the buffer is full.
import { DropTail } from '../DropTail';
import { QueueReason } from '../QueueDiscipline';
import { defineQueue } from '../QueueModule';

export const dropTailModule = defineQueue({
  id: 'droptail',
  label: 'DropTail',
  summary: 'First in, first out: an arrival that finds the buffer full is dropped (what most routers did before active queue management).',
  params: {},
  dropReasons: [QueueReason.Overflow],
  observables: [],
  describe: () => 'DropTail',
  link: { code: 'd', keys: {} },
  // ns-2's DropTail limit N is N − 1 waiting + 1 on the wire: our bufferPackets exactly.
  ns2: { queueType: 'DropTail', reportsEarlyDrops: false, limit: (bufferPackets) => bufferPackets },
  ns3: { args: () => [] },
  create: (_v, ctx) => new DropTail(ctx.bufferPackets),
  retune: () => {},
});
