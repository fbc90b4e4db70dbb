// The flows the lab's charts draw: every flow of the run, a removed one included (its past up to
// the moment it left, labelled as removed), so removing a flow in front of a class does not erase
// the evidence just shown. The controls, the summary and the network picture show the present.
import type { FlowInfo } from '../../worker/protocol';

export interface ChartFlows {
  flows: FlowInfo[];
  /** Flows left out of the charts: removed ones with no past (removed before the run began). */
  hidden: ReadonlySet<number>;
}

export function chartFlows(flows: readonly FlowInfo[], hidden: ReadonlySet<number>, removedAtSec: ReadonlyMap<number, number>): ChartFlows {
  return {
    // A removed flow stopped sharing the link when it left (the fair share counts it until then).
    flows: flows.map((f) => {
      const gone = removedAtSec.get(f.index);
      return gone === undefined ? f : { ...f, name: `${f.name} (removed)`, stopSec: Math.min(f.stopSec ?? Infinity, gone) };
    }),
    hidden: new Set([...hidden].filter((i) => !removedAtSec.has(i))),
  };
}
