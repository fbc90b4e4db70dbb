// RED (Floyd & Jacobson 1993, as ns-2.35 runs it: see ../Red.ts) as a queue module: its
// thresholds, maxP, weight and gentle mode, the rule minTh < maxTh, and its average as an observable.
import { Red } from '../Red';
import { QueueReason } from '../QueueDiscipline';
import { defineQueue } from '../QueueModule';
import type { ParamSpec, SwitchSpec } from '../../scenario/params';

const PARAMS = {
  minThPackets: {
    key: 'minThPackets', label: 'RED minTh', unit: 'packets', default: 15, min: 0, max: 100000, step: 1,
    description: 'RED starts dropping at random once the average queue reaches minTh.',
  },
  maxThPackets: {
    key: 'maxThPackets', label: 'RED maxTh', unit: 'packets', default: 45, min: 0, max: 100000, step: 1, minExclusive: true,
    description: 'At maxTh the RED drop probability reaches maxP; above it every arrival is dropped (gentle: above 2·maxTh).',
  },
  maxP: {
    key: 'maxP', label: 'RED maxP', unit: '', default: 0.1, min: 0, max: 1, step: 0.01, minExclusive: true,
    description: 'RED drop probability at an average queue of maxTh (ns-2 linterm_ = 1/maxP).',
  },
  weight: {
    key: 'weight', label: 'RED weight', unit: '', default: 0.002, min: 0, max: 1, step: 0.001, minExclusive: true,
    description: 'Weight w of the exponential average: avg ← (1 − w)·avg + w·q at each arrival.',
  },
  gentle: {
    key: 'gentle', label: 'Gentle RED', default: false,
    description: 'The drop probability rises from maxP to 1 between maxTh and 2·maxTh instead of jumping to 1 at maxTh.',
  },
} as const satisfies Record<string, ParamSpec | SwitchSpec>;

export const redModule = defineQueue({
  id: 'red',
  label: 'RED',
  summary: 'Random Early Detection: drops arrivals at random, more often as the average queue grows between two thresholds, so that flows back off before the buffer fills.',
  params: PARAMS,
  rule: (v, edited) => {
    if (v.minThPackets < v.maxThPackets) return undefined;
    return edited === 'minThPackets'
      ? { key: 'minThPackets', code: 'must_be_less', other: 'maxThPackets', value: v.maxThPackets }
      : { key: 'maxThPackets', code: 'must_exceed', other: 'minThPackets', value: v.minThPackets };
  },
  sliderMax: (key, bufferPackets) =>
    key === 'minThPackets' ? Math.max(10, bufferPackets) : key === 'maxThPackets' ? Math.max(10, 2 * bufferPackets) : key === 'weight' ? 0.1 : undefined,
  dropReasons: [QueueReason.Early, QueueReason.Forced, QueueReason.Overflow],
  observables: [
    { key: 'redAverage', label: 'RED average', unit: 'packets', description: "RED's exponentially weighted average of the queue, which its drop probability follows." },
  ],
  observe: (q: Red, _nowSec, out) => {
    out.redAverage = q.average;
  },
  describe: (v) => `RED ${v.minThPackets}/${v.maxThPackets} maxP ${v.maxP} w ${v.weight}${v.gentle ? ' gentle' : ''}`,
  link: {
    code: 'r',
    keys: {
      minThPackets: { code: 'i', initial: 15 },
      maxThPackets: { code: 'x', initial: 45 },
      maxP: { code: 'p', initial: 0.1 },
      weight: { code: 'w', initial: 0.002 },
      gentle: { code: 'g', initial: 0 },
    },
  },
  ns2: {
    queueType: 'RED',
    reportsEarlyDrops: true,
    // ns-2 RED (packet mode) limit N = N waiting + 1 on the wire; our buffer counts the one on the wire.
    limit: (bufferPackets) => bufferPackets - 1,
    // ns-2 reads thresh_ 0 as "choose automatically"; a vanishing threshold keeps our minTh 0.
    configure: (queue, v, link) => [
      [
        'configureRed', queue,
        String(v.minThPackets === 0 ? 1e-300 : v.minThPackets), String(v.maxThPackets), String(v.weight), String(1 / v.maxP), v.gentle ? 'true' : 'false', String(link.packetSizeBytes),
      ].join(' '),
    ],
  },
  ns3: {
    args: (v) => [`--redMinTh=${v.minThPackets}`, `--redMaxTh=${v.maxThPackets}`, `--redMaxP=${v.maxP}`, `--redWeight=${v.weight}`, `--redGentle=${v.gentle ? 1 : 0}`],
  },
  create: (v, ctx, random) => new Red(v, ctx.bufferPackets, ctx.rateBps / (8 * ctx.meanPacketBytes), random),
  retune: (q: Red, v) => q.setParams(v),
});
