// A load's removals as they come in from the UI, checked at that edge before the host makes them again.
import type { RemovalRecord } from './protocol';

/**
 * A load's removals, checked: each a flow of the scenario (`flowCount` of them) at most once,
 * with finite times; at least one flow left. A RangeError says what is wrong.
 */
export function parseRemovals(input: unknown, flowCount: number): RemovalRecord[] {
  if (!Array.isArray(input)) throw new RangeError('removals: must be a list of { flow, madeAtSec, atSec }');
  const seen = new Set<number>();
  const out = input.map((r: unknown, i): RemovalRecord => {
    const at = `removals[${i}]`;
    if (typeof r !== 'object' || r === null) throw new RangeError(`${at}: must be { flow, madeAtSec, atSec }`);
    const { flow, madeAtSec, atSec } = r as Record<string, unknown>;
    if (!Number.isInteger(flow) || (flow as number) < 0 || (flow as number) >= flowCount) {
      throw new RangeError(`${at}.flow: must be a flow index from 0 to ${flowCount - 1} (got ${JSON.stringify(flow)})`);
    }
    if (seen.has(flow as number)) throw new RangeError(`${at}.flow: flow ${String(flow)} is removed twice`);
    seen.add(flow as number);
    if (typeof madeAtSec !== 'number' || !Number.isFinite(madeAtSec) || madeAtSec < -1) throw new RangeError(`${at}.madeAtSec: must be a number of seconds ≥ 0, or −1 (before the run began)`);
    if (typeof atSec !== 'number' || !Number.isFinite(atSec) || atSec < 0) throw new RangeError(`${at}.atSec: must be a number of seconds ≥ 0`);
    return { flow: flow as number, madeAtSec, atSec };
  });
  if (out.length >= flowCount) throw new RangeError('removals: at least one flow must be left');
  return out;
}
