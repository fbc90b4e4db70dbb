// Flows grouped by variant class, for the lab's aggregate view: with dozens or hundreds of flows
// the lab draws one mean line and spread band per class, one lane per class in the network
// picture and one collapsible row per class in the table. A class keeps its colour (the palette in
// order of first appearance), so the 2-flow default reads the same per flow and per class.
import type { FlowVariantId } from '../../sim/scenario/Scenario';
import { VARIANTS } from '../../sim/tcp/registry';
import type { FlowInfo } from '../../worker/protocol';

/** Above this many flows on screen the lab shows classes instead of single flows (unless the user chose). */
export const AGGREGATE_ABOVE_FLOWS = 30;

/** How the lab shows flows: chosen by the user, or automatic by count. */
export type FlowView = 'auto' | 'flows' | 'classes';

export interface FlowClass {
  /** The variant the class's flows run. */
  variant: FlowVariantId;
  /** Position in order of first appearance: its colour and dash (flowColor / flowDash of it). */
  ordinal: number;
  label: string;
  /** Flow indices, ascending. */
  members: number[];
}

export function variantLabel(variant: FlowVariantId): string {
  return variant === 'cbr' ? 'UDP CBR' : VARIANTS[variant].label;
}

/** The flows' classes, by variant, in order of first appearance; hidden flows are left out. */
export function flowClasses(flows: readonly FlowInfo[], hidden: ReadonlySet<number> = new Set()): FlowClass[] {
  const byVariant = new Map<FlowVariantId, FlowClass>();
  for (const f of flows) {
    if (hidden.has(f.index)) continue;
    let c = byVariant.get(f.variant);
    if (!c) {
      c = { variant: f.variant, ordinal: byVariant.size, label: variantLabel(f.variant), members: [] };
      byVariant.set(f.variant, c);
    }
    c.members.push(f.index);
  }
  return [...byVariant.values()];
}

/** Whether the lab shows classes, given the user's choice and the number of flows on screen. */
export function showsClasses(view: FlowView, flowsShown: number): boolean {
  return view === 'classes' || (view === 'auto' && flowsShown > AGGREGATE_ABOVE_FLOWS);
}

/** flow index → class ordinal (−1 for flows in no class, e.g. hidden ones). */
export function classOrdinals(classes: readonly FlowClass[], flowCount: number): Int32Array {
  const out = new Int32Array(flowCount).fill(-1);
  for (const c of classes) for (const m of c.members) if (m < flowCount) out[m] = c.ordinal;
  return out;
}
