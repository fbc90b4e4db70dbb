// The run's numbers so far: per flow goodput, share of the link, retransmissions, timeouts,
// drops and mean packets queued; overall Jain's fairness index and utilisation.
import type { LabModel } from './lab/LabModel';
import { useLab } from './lab/useLab';
import { FlowSwatch } from './controls/FlowPanel';
import { formatRate } from './format';
import { downloadBlob } from './charts/exportChart';
import { summaryCsv } from './summaryCsv';

export function SummaryTable({ model }: { model: LabModel }) {
  const summary = useLab(model, (m) => m.summary);
  const flows = useLab(model, (m) => m.flows);
  const hidden = useLab(model, (m) => m.hidden);
  if (!summary) return null;
  const visible = flows.filter((f) => !hidden.has(f.index));
  const total = summary.flows.reduce((a, f) => a + f.goodputBps, 0);
  return (
    <section className="panel summary" aria-labelledby="summary-heading">
      <div className="summary__head">
        <h2 id="summary-heading">
          Summary <span className="muted">({summary.measure.fromSec}–{summary.measure.toSec.toFixed(1)} s)</span>
        </h2>
        <button
          type="button"
          className="tc-btn"
          aria-label="Download the summary table as CSV"
          onClick={() => downloadBlob(new Blob([summaryCsv(summary)], { type: 'text/csv' }), `summary-0-${summary.measure.toSec.toFixed(1)}s.csv`)}
        >
          CSV
        </button>
      </div>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Flow</th>
              <th scope="col">Goodput</th>
              <th scope="col">Share</th>
              <th scope="col">Retransmissions</th>
              <th scope="col">Timeouts</th>
              <th scope="col">Drops</th>
              <th scope="col">Mean queued</th>
            </tr>
          </thead>
          <tbody>
            {summary.flows.map((f, k) => {
              const info = visible[k];
              return (
                <tr key={info?.index ?? k}>
                  <th scope="row">
                    {info && <FlowSwatch index={info.index} />} {f.name}
                  </th>
                  <td>{formatRate(f.goodputBps)}</td>
                  <td>{total > 0 ? `${((100 * f.goodputBps) / total).toFixed(1)} %` : '–'}</td>
                  <td>{f.retransmittedPackets}</td>
                  <td>{f.timeouts}</td>
                  <td>{f.drops}</td>
                  <td>{f.meanQueuePackets.toFixed(2)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All flows</th>
              <td colSpan={6}>
                Jain's fairness index <strong data-testid="jain">{summary.jainIndex.toFixed(3)}</strong> · utilisation{' '}
                <strong>{(100 * summary.bottleneck.utilization).toFixed(1)} %</strong> · bottleneck drops {summary.bottleneck.drops} (
                {summary.bottleneck.earlyDrops} early, {summary.bottleneck.forcedDrops} forced, {summary.bottleneck.overflowDrops} overflow)
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
