// FQ-CoDel (RFC 8290, as Linux's sch_fq_codel: see ../FqCoDel.ts) as a queue module: CoDel's
// target and interval per flow queue, the round-robin quantum, ECN marking, and the ns-3 program's
// arguments (ns-2.35 has no FQ-CoDel), and as observables what its flow queues' CoDels see (the
// longest sojourn among them, how many hold packets, how many are dropping). It decides at
// dequeue: the link asks it for each next packet.
import { FqCoDel } from '../FqCoDel';
import { QueueReason } from '../QueueDiscipline';
import { defineQueue } from '../QueueModule';
import type { ParamSpec, SwitchSpec } from '../../scenario/params';

const PARAMS = {
  targetSec: {
    key: 'targetSec', label: 'FQ-CoDel target', unit: 's', default: 0.005, min: 0, max: 1, step: 0.001, scale: 'log', minExclusive: true,
    description: "The standing queueing delay each flow's CoDel accepts (RFC 8290 §5.2.1: 5 ms).",
  },
  intervalSec: {
    key: 'intervalSec', label: 'FQ-CoDel interval', unit: 's', default: 0.1, min: 0, max: 10, step: 0.001, scale: 'log', minExclusive: true,
    description: "How long a flow's delay must stay above target before its CoDel drops (100 ms).",
  },
  quantumBytes: {
    key: 'quantumBytes', label: 'FQ-CoDel quantum', unit: 'bytes', default: 1500, min: 1, max: 65536, step: 1, scale: 'log', integer: true,
    description: 'Bytes a flow may send in its turn of the round robin (RFC 8290 §5.2.3: one MTU; ns-3.37 uses the device MTU, 1500 B).',
  },
  ecn: {
    key: 'ecn', label: 'FQ-CoDel ECN marking', default: false,
    description: 'Mark ECN-capable packets Congestion Experienced instead of dropping them (on in Linux and ns-3.37; off here unless set).',
  },
} as const satisfies Record<string, ParamSpec | SwitchSpec>;

export const fqCoDelModule = defineQueue({
  id: 'fq-codel',
  label: 'FQ-CoDel',
  summary: "Flow queueing with CoDel (Linux's default): each flow gets its own queue, served in turn a quantum of bytes at a time with new flows first, and each queue's delay is held near a target by its own CoDel.",
  params: PARAMS,
  flowQueues: true,
  dropReasons: [QueueReason.Sojourn, QueueReason.HeadOverflow, QueueReason.Overflow, QueueReason.Mark],
  observables: [
    {
      key: 'fqCoDelSojournSec', label: 'FQ-CoDel longest sojourn', unit: 's',
      description: 'FQ-CoDel: the longest sojourn time among the flow queues with packets waiting (each the last packet it sent), what their CoDels compare with the target.',
    },
    { key: 'fqCoDelActiveFlows', label: 'FQ-CoDel flow queues with packets', unit: 'flows', description: 'FQ-CoDel: flow queues with packets waiting.' },
    { key: 'fqCoDelDroppingFlows', label: 'FQ-CoDel flow queues dropping', unit: 'flows', description: 'FQ-CoDel: flow queues whose CoDel is in its dropping state.' },
  ],
  // One pass over the flows per sample row (a few hundred at most): cheap beside the packets of a row's interval.
  observe: (q: FqCoDel, _nowSec, out) => {
    let active = 0;
    let dropping = 0;
    let longest = NaN;
    for (let f = 0; f < q.flowSlots; f++) {
      if (q.backlogBytes(f) === 0) continue;
      active++;
      if (q.dropping(f)) dropping++;
      const s = q.sojournSec(f);
      if (Number.isFinite(s) && !(s <= longest)) longest = s;
    }
    out.fqCoDelSojournSec = longest;
    out.fqCoDelActiveFlows = active;
    out.fqCoDelDroppingFlows = dropping;
  },
  describe: (v) => `FQ-CoDel target ${v.targetSec} s interval ${v.intervalSec} s quantum ${v.quantumBytes} B${v.ecn ? ' ECN' : ''}`,
  link: {
    code: 'f',
    keys: {
      targetSec: { code: 'S', initial: 0.005 },
      intervalSec: { code: 'I', initial: 0.1 },
      quantumBytes: { code: 'Q', initial: 1500 },
      ecn: { code: 'N', initial: 0 },
    },
  },
  ns2: { unsupported: 'ns-2.35 has no FQ-CoDel queue (compare FQ-CoDel with ns-3: npm run ns3:queue-reference)' },
  ns3: { args: (v) => [`--targetSec=${v.targetSec}`, `--intervalSec=${v.intervalSec}`, `--quantumBytes=${v.quantumBytes}`, `--ecn=${v.ecn ? 1 : 0}`] },
  create: (v, ctx) => new FqCoDel(v, ctx.bufferPackets),
  retune: (q: FqCoDel, v) => q.setParams(v),
});
