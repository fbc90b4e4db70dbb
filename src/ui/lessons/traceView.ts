// The lab's TraceStore (and the summary the engine last sent) seen as a lesson TraceView, so the
// lesson page computes its numbers exactly as the claim checker does, from this run's trace.
import type { TraceView } from '../../lessons/measures';
import type { LabModel } from '../lab/LabModel';

export function labTraceView(model: LabModel): TraceView {
  const store = model.store;
  const flows = model.flows;
  return {
    length: store.length,
    time: (i) => store.time[i],
    global: (field, i) => store.column(field)[i],
    flow: (flow, field, i) => (flow < store.flowCount ? store.flowColumn(flow, field)[i] : NaN),
    endSec: model.status.timeSec,
    flowNames: flows.map((f) => f.name),
    flowVariants: flows.map((f) => f.variant),
    counters: (flow) => {
      const s = model.summary?.flows.find((f) => f.name === flows[flow]?.name);
      return s ? { retransmitted: s.retransmittedPackets, timeouts: s.timeouts, completionSec: s.completionSec } : null;
    },
  };
}
