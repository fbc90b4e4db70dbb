// The field names of every object in a scenario, checked against the Scenario types at compile
// time (a field added to the schema and missing here is a type error). The link format's tables
// and the file loader's clean-up of unknown fields both start from these lists.
import type { FlowConfig, FlowVariantId, RedConfig, Scenario, TcpConfig, TcpVariantId } from '../sim/scenario/Scenario';
import { QUEUE_MODULES, type QueueKind } from '../sim/queue/registry';
import { VARIANT_MODULES } from '../sim/tcp/registry';

/** Every key of every member of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;
/** `true` when the list names every key of T; otherwise the missing keys, which fail the `satisfies` below. */
type Complete<T, L extends readonly PropertyKey[]> = [Exclude<KeysOf<T>, L[number]>] extends [never] ? L : Exclude<KeysOf<T>, L[number]>;

const list =
  <T>() =>
  <const L extends readonly KeysOf<T>[]>(keys: L & Complete<T, L>): L =>
    keys;

type Flow<V extends FlowVariantId> = Extract<FlowConfig, { variant: V }>;
type Spread = NonNullable<FlowConfig['spread']>;
type Path = NonNullable<FlowConfig['path']>;
type Measure = NonNullable<Scenario['measure']>;

export const SCENARIO_KEYS = list<Scenario>()([
  'version', 'title', 'description', 'profile', 'seed', 'durationSec', 'packetSizeBytes', 'ackSizeBytes', 'measure',
  'bottleneck', 'series', 'tcp', 'flows', 'changes',
]);
/** The fields of a timed change (flow changes have `flow`, link changes `link`). */
export const CHANGE_KEYS = ['atSec', 'flow', 'link', 'key', 'value'] as const satisfies readonly KeysOf<NonNullable<Scenario['changes']>[number]>[];
export const MEASURE_KEYS = list<Measure>()(['fromSec', 'toSec']);
export const BOTTLENECK_KEYS = list<Scenario['bottleneck']>()(['rateBps', 'delaySec', 'bufferPackets', 'queue']);
/** The fields of a queue of each discipline: its kind and its module's parameters. */
export const QUEUE_KEYS: Readonly<Record<QueueKind, readonly string[]>> = Object.fromEntries(QUEUE_MODULES.map((m) => [m.id, ['kind', ...Object.keys(m.params)]])) as unknown as Record<QueueKind, readonly string[]>;
/** RED's fields are its module's (checked at compile time). */
list<RedConfig>()(['kind', 'minThPackets', 'maxThPackets', 'maxP', 'weight', 'gentle']);
export const TCP_KEYS = list<TcpConfig>()([
  'windowInit', 'minRtoSec', 'maxRtoSec', 'initialRtoSec', 'tickSec', 'dupAckThreshold', 'synHandshake', 'headerBytes', 'delayedGrowth', 'sack', 'ecn',
]);
export const LINK_KEYS = list<FlowConfig['access']>()(['rateBps', 'delaySec']);
export const SPREAD_KEYS = list<Spread>()(['mode', 'accessDelaySec', 'startSec']);
export const PATH_KEYS = list<Path>()(['fromRouter', 'toRouter']);

const COMMON = [
  'variant', 'name', 'access', 'egress', 'startSec', 'stopSec', 'maxWindowPackets', 'bytes', 'count', 'spread', 'path',
] as const;

/** The fields of a flow of each variant: the common ones and its module's knobs. */
export const FLOW_KEYS: Readonly<Record<FlowVariantId, readonly string[]>> = {
  ...(Object.fromEntries(VARIANT_MODULES.map((m) => [m.id, [...COMMON, ...Object.keys(m.params)]])) as unknown as Record<TcpVariantId, readonly string[]>),
  cbr: list<Flow<'cbr'>>()([...COMMON, 'rateBps']),
};
/** The common fields are every field of a knob-less variant (checked at compile time). */
list<Flow<'reno'>>()([...COMMON]);
