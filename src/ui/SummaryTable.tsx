// The run's numbers so far: per flow goodput, share of the link, retransmissions, timeouts,
// drops (split by the reasons the run's disciplines can produce), ECN marks and mean packets queued, all over the measurement window (a finite transfer also shows
// its own throughput, size over transfer time); overall Jain's fairness index and utilisation. In the
// many-flows view the flows are folded into one row per variant class (mean goodput and its
// range, totals of the rest), each expandable to its flows, with a histogram of the goodputs.
import { memo, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { describeDropsText } from './dropReasonText';
import { formatFixed, formatPercent, formatRate as formatRateIn } from './i18n/format';
import type { Locale } from './i18n/locales';
import type { FlowSummary } from '../sim/Simulation';
import { queuesOf, reasonsShown, type ReasonsShown } from '../sim/metrics/dropsByReason';
import { jainIndex } from '../sim/metrics/jain';
import type { LabModel } from './lab/LabModel';
import { useLab } from './lab/useLab';
import { flowClasses, type FlowClass } from './lab/flowClasses';
import { FlowSwatch } from './controls/FlowPanel';
import { GoodputHistogram } from './GoodputHistogram';
import { downloadBlob } from './charts/exportChart';
import { bottleneckCsv, summaryCsv } from './summaryCsv';
import { runCsv } from './runCsv';
import { summaryWindow } from './summaryWindow';

export const SummaryTable = memo(function SummaryTable({ model, byClass = false }: { model: LabModel; byClass?: boolean }) {
  const summary = useLab(model, (m) => m.summary);
  const flows = useLab(model, (m) => m.flows);
  const hidden = useLab(model, (m) => m.hidden);
  const bottleneckBps = useLab(model, (m) => m.scenario?.bottleneck.rateBps ?? 0);
  const visible = useMemo(() => flows.filter((f) => !hidden.has(f.index)), [flows, hidden]);
  const classes = useMemo(() => (byClass ? flowClasses(flows, hidden) : null), [byClass, flows, hidden]);
  // The run's queues (set-up and timeline), as a string: a new scenario object with the same queues changes nothing.
  const queuesKey = useLab(model, (m) => JSON.stringify(m.scenario ? queuesOf(m.scenario) : []));
  const queues = useMemo(() => JSON.parse(queuesKey) as ReturnType<typeof queuesOf>, [queuesKey]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const formatRate = (bps: number) => formatRateIn(locale, bps);
  if (!summary) return null;
  const shown = reasonsShown(queues, [...summary.flows, summary.bottleneck]);
  const total = summary.flows.reduce((a, f) => a + f.goodputBps, 0);
  // Summary rows follow the flows on screen, in order (removed flows are in neither).
  const rowOf = new Map<number, FlowSummary>();
  visible.forEach((info, k) => {
    if (summary.flows[k]) rowOf.set(info.index, summary.flows[k]);
  });
  const tcpCount = visible.filter((f) => f.variant !== 'cbr').length;
  const span = summaryWindow(summary.measure, summary.timeSec, i18n);
  const share = (bps: number) => (total > 0 ? formatPercent(locale, bps / total, 1) : '–');
  const flowRow = (index: number | null, f: FlowSummary, key: number, nested = false) => {
    const transferRate = f.transferBps !== null ? formatRate(f.transferBps) : '';
    return (
    <tr key={key} className={nested ? 'summary__member' : undefined}>
      <th scope="row">
        {index !== null && <FlowSwatch index={index} />} {f.name}
      </th>
      <td>
        {formatRate(f.goodputBps)}
        {f.transferBps !== null && <span className="muted" title={t`The transfer's size over its own duration (start to last ACK)`}> · {t`transfer ${transferRate}`}</span>}
      </td>
      <td>{share(f.goodputBps)}</td>
      <td>{f.retransmittedPackets}</td>
      <td>{f.timeouts}</td>
      <DropsCell drops={f.drops} byReason={f} shown={shown} />
      {shown.marks && <td>{f.marks}</td>}
      <td>{formatFixed(locale, f.meanQueuePackets, 2)}</td>
    </tr>
    );
  };
  const bottleneckDrops = summary.bottleneck.drops;
  const bottleneckReasons = describeDropsText(i18n, summary.bottleneck.dropsByReason, shown);
  const bottleneckMarks = summary.bottleneck.marks;
  return (
    <section className="panel summary" aria-labelledby="summary-heading">
      <div className="summary__head">
        <h2 id="summary-heading">{t`Summary`}</h2>
        <span className="summary__exports" role="group" aria-label={t`Download as CSV`}>
          <button
            type="button"
            className="tc-btn"
            aria-label={t`Download the summary table as CSV`}
            title={t`One row per flow`}
            onClick={() => downloadBlob(new Blob([summaryCsv(summary, queues)], { type: 'text/csv' }), `summary-flows-0-${summary.measure.toSec.toFixed(1)}s.csv`)}
          >
            {t`Flows CSV`}
          </button>
          <button
            type="button"
            className="tc-btn"
            aria-label={t`Download the bottleneck's figures as CSV`}
            title={t`Jain's index, utilisation, drops and queue: one row`}
            onClick={() => downloadBlob(new Blob([bottleneckCsv(summary, queues)], { type: 'text/csv' }), `summary-bottleneck-0-${summary.measure.toSec.toFixed(1)}s.csv`)}
          >
            {t`Bottleneck CSV`}
          </button>
          <button
            type="button"
            className="tc-btn"
            aria-label={t`Download every series of the run as CSV`}
            title={t`Every chart's data in one file: time, series, flow, value`}
            onClick={() => downloadBlob(new Blob([runCsv(model.store, flows)], { type: 'text/csv' }), `run-series-0-${model.store.lastTime.toFixed(1)}s.csv`)}
          >
            {t`All series CSV`}
          </button>
        </span>
      </div>
      {/* Beneath the head, not in it: the window's text changes length as the run goes, and the buttons stay put. */}
      <p className="muted summary__span" aria-live="off">
        {span.text}
      </p>
      {span.open && classes && (
        <GoodputHistogram
          classes={classes}
          goodputOf={(flow) => rowOf.get(flow)?.goodputBps}
          fairShareBps={tcpCount > 0 && bottleneckBps > 0 ? bottleneckBps / tcpCount : undefined}
        />
      )}
      {span.open && (
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{classes ? t`Class / flow` : t`Flow`}</th>
              <th scope="col">{classes ? t`Goodput (class: mean per flow, range)` : t`Goodput`}</th>
              <th scope="col">{t`Share`}</th>
              {/* A soft hyphen (in the message): the long word may break in a narrow table. */}
              <th scope="col">{t`Retrans\u00admissions`}</th>
              <th scope="col">{t`Timeouts`}</th>
              <th scope="col">{shown.reasons.length > 1 ? t`Drops (by reason)` : t`Drops`}</th>
              {shown.marks && <th scope="col">{t`ECN marks`}</th>}
              <th scope="col">{t`Mean queued`}</th>
            </tr>
          </thead>
          {classes ? (
            classes.map((c) => (
              <ClassRows
                key={c.variant}
                cls={c}
                rows={c.members.flatMap((m) => (rowOf.has(m) ? [[m, rowOf.get(m)!] as const] : []))}
                share={share}
                shown={shown}
                open={open.has(c.variant)}
                onToggle={() => setOpen((o) => (o.has(c.variant) ? new Set([...o].filter((v) => v !== c.variant)) : new Set([...o, c.variant])))}
                flowRow={flowRow}
              />
            ))
          ) : (
            // Just after a remove, the summary (refreshed 4 times a second) may still list the flow:
            // a row with no flow on screen gets a key no flow index can take.
            <tbody>{summary.flows.map((f, k) => flowRow(visible[k]?.index ?? null, f, visible[k]?.index ?? -1 - k))}</tbody>
          )}
          <tfoot>
            <tr>
              <th scope="row">{t`All flows`}</th>
              <td colSpan={shown.marks ? 7 : 6}>
                {t`Jain's fairness index`} <strong data-testid="jain">{formatFixed(locale, summary.jainIndex, 3)}</strong> · {t`utilisation`}{' '}
                <strong>{formatPercent(locale, summary.bottleneck.utilization, 1)}</strong> ·{' '}
                <span data-testid="bottleneck-drops">
                  {t`bottleneck drops ${bottleneckDrops} (${bottleneckReasons})`}
                </span>
                {shown.marks && (
                  <>
                    {' '}
                    · <span data-testid="bottleneck-marks">{t`ECN marks ${bottleneckMarks}`}</span>
                  </>
                )}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      )}
    </section>
  );
});

/** A drops count, with its split by reason beneath when the run's disciplines have more than one. */
function DropsCell({ drops, byReason, shown }: { drops: number; byReason: Pick<FlowSummary, 'dropsByReason'>; shown: ReasonsShown }) {
  const { i18n } = useLingui();
  return (
    <td>
      {drops}
      {shown.reasons.length > 1 && drops > 0 && <span className="muted summary__reasons"> ({describeDropsText(i18n, byReason.dropsByReason, shown)})</span>}
    </td>
  );
}

interface ClassRowsProps {
  cls: FlowClass;
  rows: (readonly [number, FlowSummary])[];
  share: (bps: number) => string;
  shown: ReasonsShown;
  open: boolean;
  onToggle: () => void;
  flowRow: (index: number | null, f: FlowSummary, key: number, nested?: boolean) => React.ReactNode;
}

/** One class: its totals in a row that expands to the class's flows. */
function ClassRows({ cls, rows, share, shown, open, onToggle, flowRow }: ClassRowsProps) {
  const goodputs = rows.map(([, f]) => f.goodputBps);
  const sum = (pick: (f: FlowSummary) => number) => rows.reduce((a, [, f]) => a + pick(f), 0);
  const totalBps = sum((f) => f.goodputBps);
  const n = rows.length;
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const formatRate = (bps: number) => formatRateIn(locale, bps);
  const classJain = n > 1 ? formatFixed(locale, jainIndex(goodputs), 3) : '';
  return (
    <tbody className="summary__class">
      <tr className="summary__class-row">
        <th scope="row">
          <button type="button" className="linklike" aria-expanded={open} onClick={onToggle}>
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> <FlowSwatch index={cls.ordinal} /> {cls.label} · {plural(n, { one: '# flow', other: '# flows' })}
          </button>
        </th>
        <td title={n > 1 ? t`Jain's index within the class: ${classJain}` : undefined}>
          {n > 0 ? formatRate(totalBps / n) : '–'}
          {n > 1 && (
            <span className="muted summary__range">
              {' '}
              ({formatRate(Math.min(...goodputs))}–{formatRate(Math.max(...goodputs))})
            </span>
          )}
        </td>
        <td>{share(totalBps)}</td>
        <td>{sum((f) => f.retransmittedPackets)}</td>
        <td>{sum((f) => f.timeouts)}</td>
        <DropsCell drops={sum((f) => f.drops)} byReason={{ dropsByReason: sumReasons(rows.map(([, f]) => f.dropsByReason)) }} shown={shown} />
        {shown.marks && <td>{sum((f) => f.marks)}</td>}
        <td>{formatFixed(locale, sum((f) => f.meanQueuePackets), 2)}</td>
      </tr>
      {open && rows.map(([m, f]) => flowRow(m, f, m, true))}
    </tbody>
  );
}

/** Drops by reason added up over flows. */
function sumReasons(all: readonly FlowSummary['dropsByReason'][]): FlowSummary['dropsByReason'] {
  const out = { overflow: 0, early: 0, forced: 0, 'head-overflow': 0, sojourn: 0 };
  for (const d of all) for (const k of Object.keys(out) as (keyof typeof out)[]) out[k] += d[k];
  return out;
}
