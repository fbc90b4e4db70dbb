// What a TCP variant is, in one self-describing module: its id and names, its knobs (parameter
// specs), the cross-knob rule they obey, the observables it exposes for charts, how links and
// ns-2 / ns-3 scripts carry it, and how to build its congestion control. The scenario schema,
// the link codec, the sliders, the exporter, the sampler and the charts all read from here.
import type { ParamSpec } from '../scenario/params';
import type { CongestionControl } from './CongestionControl';
import type { KnobRuleBreak } from '../scenario/ScenarioProblem';

/** A variant's knobs: scenario field name → spec (the key of each spec is its field name). */
export type ParamSpecs = Readonly<Record<string, ParamSpec>>;

/** A flow's values of its variant's knobs. */
export type Knobs<P extends ParamSpecs> = { -readonly [K in keyof P]: number };

/** An internal quantity of a variant worth plotting (sampled once per row; NaN where it has no value yet). */
export interface ObservableSpec {
  /** Field name in the sampler's rows (shared by variants that mean the same quantity by it). */
  readonly key: string;
  readonly label: string;
  /** Unit as shown to people ('' when dimensionless, 'state' for an enumeration). */
  readonly unit: string;
  readonly description: string;
  /** For unit 'state': the name of each value, by its code (0, 1, …). */
  readonly values?: readonly string[];
}

/** How a knob travels in a lab link: its one-character key and what an absent key means (frozen once links exist). */
export interface LinkKey {
  readonly code: string;
  readonly initial: number;
}

/** The ns-2.35 agent that runs the variant, and the agent variables its knobs set; or why there is none. */
export type Ns2Export<P extends ParamSpecs> =
  | { readonly agent: string; settings(k: Knobs<P>): readonly (readonly [name: string, value: number])[] }
  | { readonly unsupported: string; readonly advice?: string };

/** The ns-3 socket type and attributes equivalent to the variant; or why there is none. */
export type Ns3Export<P extends ParamSpecs> =
  | { readonly typeId: string; attributes(k: Knobs<P>): readonly (readonly [name: string, value: string])[] }
  | { readonly unsupported: string };

export interface VariantModule<Id extends string = string, P extends ParamSpecs = ParamSpecs> {
  readonly id: Id;
  /** Name shown to people. */
  readonly label: string;
  /** One sentence on what it does. */
  readonly summary: string;
  /** Live-tunable knobs, in the order the sliders show them. */
  readonly params: P;
  /**
   * A rule over several knobs (Vegas: α ≤ β): the knob at fault and how it compares with another
   * (β must be at least α, 3), or undefined when they obey it. `edited` is the knob just changed, when there is one.
   */
  rule?(k: Knobs<P>, edited?: string): KnobRuleBreak<keyof P & string> | undefined;
  /** How a flow card names a flow of this variant (default: the label). */
  describe?(k: Knobs<P>): string;
  /** The flow section's tag and the knobs' keys in lab links (part of the link format: never change them). */
  readonly link: { readonly tag: string; readonly keys: { readonly [K in keyof P]: LinkKey } };
  /** What its congestion control exposes beyond cwnd and ssthresh (CongestionControl.observe fills these keys). */
  readonly observables: readonly ObservableSpec[];
  readonly ns2: Ns2Export<P>;
  readonly ns3: Ns3Export<P>;
  /**
   * ns-2.35's agent builds its own packets (VegasTcpAgent::output): no SYN and no header, whatever
   * syn_ and useHeaders_ say. Matters only in the "ns2" profile.
   */
  readonly ns2OwnPackets?: true;
  create(k: Knobs<P>): CongestionControl;
}

/** Declares a variant module, keeping its id and knob names as literal types. */
export const defineVariant = <const Id extends string, const P extends ParamSpecs>(m: VariantModule<Id, P>): VariantModule<Id, P> => m;

/** A variant module of any id and knobs (for code that treats them alike). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVariantModule = VariantModule<string, any>;
