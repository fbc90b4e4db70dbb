// Every series of a run in one CSV, in long format (one observation a row: time, series, flow,
// value), which a spreadsheet's pivot table or a plotting library reads as is, however many flows.
// Series are named as the engine records them, units in the name (srttSec, goodputBps, cwnd in
// packets); network-wide series have no flow. Missing values (a flow before it starts, a field
// its variant does not have) are left out.
import { FLOW_FIELDS, GLOBAL_FIELDS } from '../sim/metrics/Sampler';
import type { FlowInfo } from '../worker/protocol';
import { csvField, csvNumber } from './charts/exportChart';
import type { TraceStore } from './lab/TraceStore';

export const RUN_CSV_HEADER = 'time (s),series,flow,value';

export function runCsv(store: TraceStore, flows: readonly Pick<FlowInfo, 'index' | 'name'>[]): string {
  const n = store.length;
  const time = store.time;
  const globals = GLOBAL_FIELDS.filter((f) => f !== 'timeSec').map((f) => ({ name: f, values: store.column(f) }));
  const perFlow = flows
    .filter((f) => f.index < store.flowCount)
    .map((f) => ({ flow: csvField(f.name), cols: FLOW_FIELDS.map((k) => ({ name: k, values: store.flowColumn(f.index, k) })) }));
  const out: string[] = [RUN_CSV_HEADER];
  for (let i = 0; i < n; i++) {
    const t = csvNumber(time[i]);
    for (const g of globals) if (Number.isFinite(g.values[i])) out.push(`${t},${g.name},,${csvNumber(g.values[i])}`);
    for (const f of perFlow) for (const c of f.cols) if (Number.isFinite(c.values[i])) out.push(`${t},${c.name},${f.flow},${csvNumber(c.values[i])}`);
  }
  return out.join('\n') + '\n';
}
