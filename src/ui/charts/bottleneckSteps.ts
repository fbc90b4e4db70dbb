// The bottleneck's rate and buffer as they were at each moment of a run: its set-up, then a step at
// each timed change of either. The fair-share and buffer lines are drawn from these, so the past
// is drawn with the values it had, not today's.
import type { Scenario } from '../../sim/scenario/Scenario';

export interface BottleneckStep {
  /** From this time on (until the next step), seconds. */
  atSec: number;
  rateBps: number;
  bufferPackets: number;
}

export function bottleneckSteps(s: Pick<Scenario, 'bottleneck' | 'changes'>): BottleneckStep[] {
  const steps: BottleneckStep[] = [{ atSec: 0, rateBps: s.bottleneck.rateBps, bufferPackets: s.bottleneck.bufferPackets }];
  for (const c of s.changes ?? []) {
    if (!('link' in c) || c.link !== 0 || (c.key !== 'rateBps' && c.key !== 'bufferPackets')) continue;
    const last = steps[steps.length - 1];
    const next = { ...last, atSec: c.atSec, [c.key]: c.value };
    if (last.atSec === c.atSec) steps[steps.length - 1] = next;
    else steps.push(next);
  }
  return steps;
}

/** The step in effect at `tSec` (the last one at or before it; the first before any). */
export function stepAt(steps: readonly BottleneckStep[], tSec: number): BottleneckStep {
  let k = 0;
  while (k + 1 < steps.length && steps[k + 1].atSec <= tSec) k++;
  return steps[k];
}
