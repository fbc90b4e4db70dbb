// CoDel (RFC 8289: see ../CoDel.ts) as a queue module: its target and interval, ECN marking, its
// sojourn time, dropping state and drop count as observables, and the ns-3 program's arguments
// (ns-2.35 has no CoDel). It decides at dequeue: the link asks it for each next packet.
import { CoDel } from '../CoDel';
import { QueueReason } from '../QueueDiscipline';
import { defineQueue } from '../QueueModule';
import type { ParamSpec, SwitchSpec } from '../../scenario/params';

const PARAMS = {
  targetSec: {
    key: 'targetSec', label: 'CoDel target', unit: 's', default: 0.005, min: 0, max: 1, step: 0.001, scale: 'log', minExclusive: true,
    description: 'The standing queueing delay CoDel accepts (RFC 8289 TARGET, 5 ms).',
  },
  intervalSec: {
    key: 'intervalSec', label: 'CoDel interval', unit: 's', default: 0.1, min: 0, max: 10, step: 0.001, scale: 'log', minExclusive: true,
    description: 'How long the delay must stay above target before CoDel drops, and the base of the spacing of its drops (interval/√count; RFC 8289 INTERVAL, 100 ms).',
  },
  ecn: {
    key: 'ecn', label: 'CoDel ECN marking', default: false,
    description: 'Mark ECN-capable packets Congestion Experienced instead of dropping them (RFC 8289 §5.5).',
  },
} as const satisfies Record<string, ParamSpec | SwitchSpec>;

export const coDelModule = defineQueue({
  id: 'codel',
  label: 'CoDel',
  summary: 'Controlled Delay: drops (or marks) at the head once packets have waited longer than a target for a whole interval, then ever more often, so the standing queue stays near the target whatever the buffer.',
  params: PARAMS,
  dropReasons: [QueueReason.Sojourn, QueueReason.Overflow, QueueReason.Mark],
  observables: [
    { key: 'codelSojournSec', label: 'CoDel sojourn time', unit: 's', description: 'CoDel: how long the last packet to leave waited in the queue (what it compares with its target).' },
    { key: 'codelDropping', label: 'CoDel state', unit: 'state', values: ['not dropping', 'dropping'], description: 'CoDel: whether it is in its dropping state.' },
    { key: 'codelCount', label: 'CoDel count', unit: 'packets', description: 'CoDel: drops (or marks) of the current or last dropping state; the next comes interval/√count later.' },
  ],
  observe: (q: CoDel, _nowSec, out) => {
    out.codelSojournSec = q.sojournSec;
    out.codelDropping = q.dropping ? 1 : 0;
    out.codelCount = q.count;
  },
  describe: (v) => `CoDel target ${v.targetSec} s interval ${v.intervalSec} s${v.ecn ? ' ECN' : ''}`,
  link: {
    code: 'c',
    keys: {
      targetSec: { code: 'S', initial: 0.005 },
      intervalSec: { code: 'I', initial: 0.1 },
      ecn: { code: 'N', initial: 0 },
    },
  },
  ns2: { unsupported: 'ns-2.35 has no CoDel queue (compare CoDel with ns-3: npm run ns3:queue-reference)' },
  ns3: { args: (v) => [`--targetSec=${v.targetSec}`, `--intervalSec=${v.intervalSec}`, `--ecn=${v.ecn ? 1 : 0}`] },
  create: (v, ctx) => new CoDel(v, ctx.bufferPackets),
  retune: (q: CoDel, v) => q.setParams(v),
});
