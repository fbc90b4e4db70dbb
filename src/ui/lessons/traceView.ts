// The lab's rows on the measurement grid (and the summary the engine last sent) seen as a lesson
// TraceView, so the lesson page computes its numbers exactly as the claim checker does: from rows
// on the same grid at full precision, whatever way the run was played.
import type { TraceView } from '../../lessons/measures';
import type { LabModel } from '../lab/LabModel';

export function labTraceView(model: LabModel): TraceView {
  const rows = model.measured;
  const flows = model.flows;
  return {
    length: rows.length,
    time: (i) => rows.time(i),
    global: (field, i) => rows.global(field, i),
    flow: (flow, field, i) => rows.flow(flow, field, i),
    endSec: model.status.timeSec,
    flowNames: flows.map((f) => f.name),
    flowVariants: flows.map((f) => f.variant),
    counters: (flow) => {
      const s = model.summary?.flows.find((f) => f.name === flows[flow]?.name);
      return s ? { retransmitted: s.retransmittedPackets, timeouts: s.timeouts, completionSec: s.completionSec } : null;
    },
  };
}
