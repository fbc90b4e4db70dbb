// PIE (RFC 8033, as ns-3.37's PieQueueDisc runs by default: see ../Pie.ts) as a queue module: its
// target delay, update period, α and β, burst allowance and ECN, its drop probability and queue
// delay as observables, and the ns-3 program's arguments (ns-2.35 has no PIE).
import { Pie } from '../Pie';
import { QueueReason } from '../QueueDiscipline';
import { defineQueue } from '../QueueModule';
import type { ParamSpec, SwitchSpec } from '../../scenario/params';

const PARAMS = {
  targetDelaySec: {
    key: 'targetDelaySec', label: 'PIE target delay', unit: 's', default: 0.015, min: 0, max: 1, step: 0.001, scale: 'log', minExclusive: true,
    description: 'The queueing delay PIE steers towards (RFC 8033 QDELAY_REF, 15 ms).',
  },
  tUpdateSec: {
    key: 'tUpdateSec', label: 'PIE update period', unit: 's', default: 0.015, min: 0.001, max: 1, step: 0.001, scale: 'log',
    description: 'How often the drop probability is recomputed (RFC 8033 T_UPDATE, 15 ms).',
  },
  alpha: {
    key: 'alpha', label: 'PIE α', unit: '1/s', default: 0.125, min: 0, max: 10, step: 0.005,
    description: "Weight of the delay's distance from target in each update: p += α·(delay − target) + β·(delay − previous delay), scaled down while p is small.",
  },
  beta: {
    key: 'beta', label: 'PIE β', unit: '1/s', default: 1.25, min: 0, max: 100, step: 0.05,
    description: "Weight of the delay's change since the previous update (RFC 8033: 1.25).",
  },
  maxBurstSec: {
    key: 'maxBurstSec', label: 'PIE max burst', unit: 's', default: 0.15, min: 0, max: 10, step: 0.01,
    description: 'Burst allowance: after a calm spell, no early drops for this long (RFC 8033 MAX_BURST, 150 ms).',
  },
  ecn: {
    key: 'ecn', label: 'PIE ECN marking', default: false,
    description: 'Mark ECN-capable packets Congestion Experienced instead of dropping them while the drop probability is below 10 % (RFC 8033 §5.1).',
  },
} as const satisfies Record<string, ParamSpec | SwitchSpec>;

export const pieModule = defineQueue({
  id: 'pie',
  label: 'PIE',
  summary: 'Proportional Integral controller Enhanced: drops arrivals at random with a probability it adjusts every 15 ms to keep the queueing delay near a target, whatever the buffer.',
  params: PARAMS,
  dropReasons: [QueueReason.Early, QueueReason.Overflow, QueueReason.Mark],
  observables: [
    { key: 'pieDropProbability', label: 'PIE drop probability', unit: '', description: 'PIE: the probability with which an arrival is dropped (or marked) early, updated every tUpdate.' },
    { key: 'pieQueueDelaySec', label: 'PIE queue delay', unit: 's', description: 'PIE: the queueing delay it controls (the sojourn time of the last packet to leave; 0 when the queue empties).' },
  ],
  observe: (q: Pie, nowSec, out) => {
    out.pieDropProbability = q.dropProbabilityAt(nowSec);
    out.pieQueueDelaySec = q.queueDelaySec;
  },
  describe: (v) => `PIE target ${v.targetDelaySec} s update ${v.tUpdateSec} s α ${v.alpha} β ${v.beta} burst ${v.maxBurstSec} s${v.ecn ? ' ECN' : ''}`,
  link: {
    code: 'p',
    keys: {
      targetDelaySec: { code: 'T', initial: 0.015 },
      tUpdateSec: { code: 'U', initial: 0.015 },
      alpha: { code: 'A', initial: 0.125 },
      beta: { code: 'B', initial: 1.25 },
      maxBurstSec: { code: 'M', initial: 0.15 },
      ecn: { code: 'N', initial: 0 },
    },
  },
  ns2: { unsupported: 'ns-2.35 has no PIE queue (compare PIE with ns-3: npm run ns3:queue-reference)' },
  ns3: {
    args: (v) => [
      `--targetDelaySec=${v.targetDelaySec}`,
      `--tUpdateSec=${v.tUpdateSec}`,
      `--alpha=${v.alpha}`,
      `--beta=${v.beta}`,
      `--maxBurstSec=${v.maxBurstSec}`,
      `--ecn=${v.ecn ? 1 : 0}`,
    ],
  },
  create: (v, ctx, random) => new Pie(v, ctx.bufferPackets, random, ctx.nowSec),
  retune: (q: Pie, v, nowSec) => q.setParams(v, nowSec),
});
