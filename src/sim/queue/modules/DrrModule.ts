// Deficit round robin (Shreedhar & Varghese 1995, as ns-2.35's Queue/DRR: see ../Drr.ts) as a
// queue module: its quantum, its head drops from the longest flow queue, and ns-2's DRR stanza
// (ns-3.37 has no DRR queue disc). It decides at dequeue: the link asks it for each next packet.
import { ns2DrrQueueTcl } from '../../export/ns2Drr';
import { Drr } from '../Drr';
import { QueueReason } from '../QueueDiscipline';
import { defineQueue } from '../QueueModule';
import type { ParamSpec } from '../../scenario/params';

const PARAMS = {
  quantumBytes: {
    key: 'quantumBytes', label: 'DRR quantum', unit: 'bytes', default: 250, min: 1, max: 65536, step: 1, scale: 'log', integer: true,
    description: "Bytes a flow may send in its turn of the round robin, headers included (ns-2.35's quantum_, 250 B by default); a packet larger than the deficit waits for the next round.",
  },
} as const satisfies Record<string, ParamSpec>;

export const drrModule = defineQueue({
  id: 'drr',
  label: 'DRR',
  summary: 'Deficit round robin: each flow gets its own queue, served in turn a quantum of bytes at a time, and a full buffer drops from the head of the longest queue, so no flow can take another’s share.',
  params: PARAMS,
  flowQueues: true,
  dropReasons: [QueueReason.HeadOverflow, QueueReason.Overflow],
  observables: [],
  describe: (v) => `DRR quantum ${v.quantumBytes} B`,
  link: {
    code: 'R',
    // Shared with FQ-CoDel's quantum (one key per field), hence its absent value.
    keys: { quantumBytes: { code: 'Q', initial: 1500 } },
  },
  ns2: {
    queueType: 'DRR',
    reportsEarlyDrops: false,
    // ns-2's DRR never reads limit_ (its limit is blimit_, bytes, set below); the same as DropTail's keeps the line meaningful.
    limit: (bufferPackets) => bufferPackets,
    configure: (queue, v, link) => ns2DrrQueueTcl(queue, { bufferPackets: link.bufferPackets, quantumBytes: v.quantumBytes }, link.wirePacketBytes, link.sourceAddresses),
  },
  ns3: { unsupported: 'ns-3.37 has no DRR queue disc (compare DRR with ns-2: export with the ns2 profile)' },
  create: (v, ctx) => new Drr(v, ctx.bufferPackets),
  retune: (q: Drr, v) => q.setParams(v),
});
