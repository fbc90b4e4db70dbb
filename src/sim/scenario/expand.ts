// Turns a scenario's flow list into one entry per flow: `count` copies with their access delays
// and start times spread evenly over the given ranges, or drawn at random from the scenario's seed.
import { Random } from '../engine/Random';
import { VARIANTS } from '../tcp/registry';
import type { FlowConfig, Scenario } from './Scenario';

/** A single flow (count 1) with its display name and, for TCP, nothing left to default. */
export type ExpandedFlow = FlowConfig & { name: string };

/** A flow's variant as people read it ("Reno", "CBR"): default names are this and a number. */
export const flowLabel = (f: Pick<FlowConfig, 'variant'>): string => (f.variant === 'cbr' ? 'CBR' : VARIANTS[f.variant].label);

export function expandFlows(s: Pick<Scenario, 'flows'>, random: Random): ExpandedFlow[] {
  const out: ExpandedFlow[] = [];
  const perLabel = new Map<string, number>();
  for (const f of s.flows) {
    const n = f.count;
    for (let i = 0; i < n; i++) {
      const pick = (range: readonly [number, number] | undefined, fallback: number): number => {
        if (!range) return fallback;
        const [lo, hi] = range;
        if (f.spread?.mode === 'random') return random.uniform(lo, hi);
        return n === 1 ? lo : lo + ((hi - lo) * i) / (n - 1);
      };
      const delaySec = pick(f.spread?.accessDelaySec, f.access.delaySec);
      const startSec = pick(f.spread?.startSec, f.startSec);
      const base = flowLabel(f);
      const k = (perLabel.get(base) ?? 0) + 1;
      perLabel.set(base, k);
      const name = f.name ? (n > 1 ? `${f.name} ${i + 1}` : f.name) : `${base} ${k}`;
      out.push({ ...f, count: 1, spread: undefined, access: { ...f.access, delaySec }, startSec, name });
    }
  }
  return out;
}

/**
 * The same scenario with every flow written out individually (count 1, explicit name, start time
 * and access delay), as the simulation expands it. Running it gives the same run; editing one
 * flow of a group then edits only that flow.
 */
export function expandScenario(s: Scenario): Scenario {
  if (s.flows.every((f) => f.count === 1 && f.spread === undefined)) return s;
  const flows = expandFlows(s, Random.fromSeed(s.seed).stream(0)).map(({ spread: _spread, ...f }) => f);
  return { ...s, flows };
}
