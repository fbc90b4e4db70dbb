// What "add several flows" adds: `count` flows of one variant, or of two mixed in a given
// proportion (interleaved, so every spread runs across both kinds), with access delays and start
// times spread evenly over the given ranges. Pure: the form shows it, the lab model adds it.
import { t } from '@lingui/core/macro';
import type { TcpVariantId } from '../../sim/scenario/Scenario';

export interface AddFlowsPlan {
  variant: TcpVariantId;
  /** A second variant mixed in (absent: all flows are `variant`). */
  mix?: { variant: TcpVariantId; percent: number };
  count: number;
  /** Base name ("" for automatic names); numbered when count > 1. */
  name: string;
  delaySec: number;
  delaySpreadSec: number;
  startSec: number;
  startSpreadSec: number;
}

export interface PlannedFlow {
  variant: TcpVariantId;
  name?: string;
  delaySec: number;
  startSec: number;
}

/** How many of `count` flows are the mixed-in variant: `percent` of them, rounded to the nearest flow. */
export function mixCount(count: number, percent: number): number {
  return Math.max(0, Math.min(count, Math.round((count * Math.max(0, Math.min(100, percent))) / 100)));
}

/**
 * The flows to add, in order. The mixed-in flows are spread through the list (flow k is of the
 * second variant when ⌊(k + 1)·m / n⌋ > ⌊k·m / n⌋), so a delay or start spread gives both kinds
 * the same range; delays are rounded to the microsecond and starts to the millisecond.
 */
export function planFlows(p: AddFlowsPlan): PlannedFlow[] {
  const n = Math.max(1, Math.floor(p.count));
  const m = p.mix && p.mix.variant !== p.variant ? mixCount(n, p.mix.percent) : 0;
  const base = p.name.trim().slice(0, 55);
  const out: PlannedFlow[] = [];
  for (let k = 0; k < n; k++) {
    const f = n > 1 ? k / (n - 1) : 0;
    const second = m > 0 && Math.floor(((k + 1) * m) / n) > Math.floor((k * m) / n);
    out.push({
      variant: second ? p.mix!.variant : p.variant,
      ...(base ? { name: n > 1 ? `${base} ${k + 1}` : base } : {}),
      delaySec: Math.round((p.delaySec + f * p.delaySpreadSec) * 1e6) / 1e6,
      startSec: Math.round((p.startSec + f * p.startSpreadSec) * 1000) / 1000,
    });
  }
  return out;
}

/** What "How many" holds: a whole number of flows that fits, or why not (said beside the field). */
export type FlowCountReading = { ok: true; count: number } | { ok: false; problem: string };

/**
 * Reads "How many" as typed. `room` is how many more flows the scenario can take (its flow limit
 * less the flows it has); a number past it is refused with the limit, never cut down silently.
 */
export function readFlowCount(text: string, room: number, limit: number): FlowCountReading {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: t`How many: type a number of flows, 1 or more.` };
  const n = Number(typed);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return { ok: false, problem: t`How many: a whole number of flows (got ${typed}).` };
  if (n < 1) return { ok: false, problem: t`How many: at least 1 (got ${n}).` };
  if (room < 1) return { ok: false, problem: t`The scenario has reached its limit of ${limit} flows; remove some to add others.` };
  if (n > room) return { ok: false, problem: t`How many: at most ${room} more (a scenario holds up to ${limit} flows; got ${n}).` };
  return { ok: true, count: n };
}
