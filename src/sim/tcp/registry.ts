// The TCP variants the simulator offers, in the order people see them. Each is one module
// (VariantModule.ts); adding a variant = its file + one line in VARIANT_MODULES.
import type { ParamSpec, ProfileId } from '../scenario/params';
import type { KnobRuleBreak } from '../scenario/ScenarioProblem';
import type { CongestionControl } from './CongestionControl';
import type { TcpOptions } from './TcpOptions';
import { synBytes, type TcpStartup } from './TcpSender';
import type { AnyVariantModule, Knobs, ObservableSpec } from './VariantModule';
import { bbr } from './variants/Bbr';
import { cubic } from './variants/Cubic';
import { enhancedVegas } from './variants/EnhancedVegas';
import { newReno } from './variants/NewReno';
import { reno } from './variants/Reno';
import { tahoe } from './variants/Tahoe';
import { vegas } from './variants/Vegas';
import { vegasPlus } from './variants/VegasPlus';

export const VARIANT_MODULES = [tahoe, reno, newReno, vegas, enhancedVegas, vegasPlus, cubic, bbr] as const;

export type VariantModules = typeof VARIANT_MODULES;
export type TcpVariantId = VariantModules[number]['id'];
/** The module of one variant, with its own knobs. */
export type ModuleOf<V extends TcpVariantId> = Extract<VariantModules[number], { id: V }>;
/** Every knob name of every variant. */
export type KnobKey = KnobKeysOf<VariantModules[number]>;
type KnobKeysOf<M> = M extends { params: infer P } ? keyof P & string : never;
type IdsOf<T extends readonly { id: string }[]> = { -readonly [I in keyof T]: T[I]['id'] };
/** Every observable of every variant. */
export type ObservableKey = VariantModules[number]['observables'][number]['key'];

export const TCP_VARIANTS = VARIANT_MODULES.map((m) => m.id) as IdsOf<VariantModules>;

/** Variant id → module. */
export const VARIANTS = Object.fromEntries(VARIANT_MODULES.map((m) => [m.id, m])) as { readonly [V in TcpVariantId]: ModuleOf<V> };

const anyModule = (v: TcpVariantId): AnyVariantModule => VARIANTS[v];

/** The knobs of a variant as a list of specs, in slider order. */
export function variantParams(v: TcpVariantId): readonly ParamSpec[] {
  return Object.values(anyModule(v).params);
}

/** The spec of knob `key` of variant `v`, if it has one. */
export function knobSpec(v: TcpVariantId, key: string): ParamSpec | undefined {
  const p = anyModule(v).params as Record<string, ParamSpec>;
  return Object.hasOwn(p, key) ? p[key] : undefined;
}

/** The values of variant `v`'s knobs in a flow (a validated flow has them all). */
export function knobsOf(v: TcpVariantId, flow: object): Record<string, number> {
  const f = flow as Record<string, unknown>;
  return Object.fromEntries(Object.keys(anyModule(v).params).map((k) => [k, f[k] as number]));
}

/** Where a flow's knobs break their variant's rule (Vegas: α ≤ β): the knob and why; else undefined. */
export function knobRule(v: TcpVariantId, knobs: Record<string, number>, edited?: string): KnobRuleBreak | undefined {
  return anyModule(v).rule?.(knobs, edited);
}

/** How a flow card names a flow of variant `v` with these knobs. */
export function describeFlow(v: TcpVariantId, knobs: Record<string, number>): string {
  const m = anyModule(v);
  return m.describe ? m.describe(knobs) : m.label;
}

/** Every knob name of any variant (what a timed change may set on a flow, besides its window). */
export const KNOB_KEYS: readonly KnobKey[] = [...new Set(VARIANT_MODULES.flatMap((m) => Object.keys(m.params)))] as KnobKey[];

/** The spec of knob `key` as any variant that has it declares it (variants sharing a key share its spec). */
export function anyKnobSpec(key: string): ParamSpec | undefined {
  for (const m of VARIANT_MODULES) {
    const p = m.params as Record<string, ParamSpec>;
    if (Object.hasOwn(p, key)) return p[key];
  }
  return undefined;
}

/** Every observable of every variant, each key once (variants sharing a key mean the same quantity). */
export const OBSERVABLES: readonly ObservableSpec[] = (() => {
  const seen = new Map<string, ObservableSpec>();
  for (const m of VARIANT_MODULES) for (const o of m.observables as readonly ObservableSpec[]) if (!seen.has(o.key)) seen.set(o.key, o);
  return [...seen.values()];
})();

/** The variants whose module declares observable `key`. */
export const variantsObserving = (key: ObservableKey): ReadonlySet<TcpVariantId> =>
  new Set(VARIANT_MODULES.filter((m) => (m.observables as readonly ObservableSpec[]).some((o) => o.key === key)).map((m) => m.id));

export function createCongestionControl(f: { variant: TcpVariantId }): CongestionControl {
  const m = anyModule(f.variant);
  return m.create(knobsOf(f.variant, f) as Knobs<typeof m.params>);
}

/**
 * How a flow of `variant` opens its connection under a scenario's profile and `tcp` options
 * (`ecn`: RFC 3168 senders and receivers; absent means off).
 */
export function tcpStartup(variant: TcpVariantId, profile: ProfileId, tcp: TcpOptions & { readonly ecn?: boolean }): TcpStartup {
  const ownPackets = profile === 'ns2' && VARIANTS[variant].ns2OwnPackets === true;
  return {
    sendsSyn: tcp.synHandshake && !ownPackets,
    synBytes: synBytes(tcp.headerBytes),
    headerBytes: ownPackets ? 0 : tcp.headerBytes,
    // ns-2 set_initial_window() reads syn_ and delay_growth_ on every agent, Vegas included.
    initialCwnd: tcp.synHandshake && tcp.delayedGrowth ? 1 : tcp.windowInit,
    delayedGrowth: tcp.delayedGrowth,
    ns2Quirks: profile === 'ns2',
    randomTickPhase: profile === 'ns2',
    ecn: tcp.ecn === true,
  };
}
