// Editing a scenario's timeline as the lab does: a change made before the run starts becomes part
// of the starting set-up, one made during the run is appended at its time; "start over with the
// current settings" folds every change into the set-up; removing a flow removes its changes too.
import { expandScenario } from './expand';
import type { FlowConfig, Scenario, ScenarioChange } from './Scenario';
import type { RetimeProblem } from './RetimeProblem';

/** A change without its time: what a live edit in the lab asks for. */
export type ChangeRequest = ScenarioChange extends infer C ? (C extends ScenarioChange ? Omit<C, 'atSec'> : never) : never;

/**
 * The earliest time a live change made at `nowSec` can take effect: the next whole millisecond
 * strictly after now (events at `nowSec` itself have already run), so the timeline records a
 * short number and replays exactly what was run.
 */
export function nextMillisecond(nowSec: number): number {
  let k = Math.ceil(nowSec * 1000 - 1e-6);
  while (k / 1000 <= nowSec) k++;
  return k / 1000;
}

/** `s` with its flows written out one by one (copies expanded), so flow indices are the engine's. */
const flat = (s: Scenario): Scenario => expandScenario(s);

/** The scenario with `c` made part of its starting set-up, as if it had held from t = 0. */
export function foldChange(s: Scenario, c: ChangeRequest): Scenario {
  if ('flow' in c) {
    const e = flat(s);
    const flows = e.flows.slice();
    if (!flows[c.flow]) return s;
    const f = flows[c.flow];
    flows[c.flow] = (c.key === 'accessDelaySec' ? { ...f, access: { ...f.access, delaySec: c.value } } : { ...f, [c.key]: c.value }) as FlowConfig;
    return { ...e, flows };
  }
  const patch = c.key === 'queue' ? { queue: c.value } : { [c.key]: c.value };
  if (c.link === 0) return { ...s, bottleneck: { ...s.bottleneck, ...patch } };
  const series = s.series.slice();
  if (!series[c.link - 1]) return s;
  series[c.link - 1] = { ...series[c.link - 1], ...patch };
  return { ...s, series };
}

/** "Start over with the current settings": every timed change folded into the set-up, no timeline. */
export function settleTimeline(s: Scenario): Scenario {
  const { changes, ...rest } = s;
  let out: Scenario = rest;
  for (const c of changes ?? []) out = foldChange(out, c as ChangeRequest);
  return out;
}

/** The set-up in effect at `tSec`: the changes up to then folded in, the later ones kept. */
export function settingsAt(s: Scenario, tSec: number): Scenario {
  const changes = s.changes ?? [];
  const n = changes.findIndex((c) => c.atSec > tSec);
  const done = n < 0 ? changes : changes.slice(0, n);
  const out = settleTimeline({ ...s, changes: done });
  const later = n < 0 ? [] : changes.slice(n);
  return later.length > 0 ? { ...out, changes: later } : out;
}

/**
 * The run as it was up to `tSec`, with no future of its own: the timed changes after `tSec`
 * dropped (those at or before it have happened). What a branch made at `tSec` starts from.
 */
export function timelineUntil(s: Scenario, tSec: number): Scenario {
  const changes = s.changes ?? [];
  const kept = changes.filter((c) => c.atSec <= tSec);
  if (kept.length === changes.length) return s;
  const { changes: _dropped, ...rest } = s;
  return kept.length > 0 ? { ...rest, changes: kept } : rest;
}

/** A flow's start and stop as a live edit asks for them (stopSec null: it does not stop). */
export interface FlowTimes {
  startSec?: number;
  stopSec?: number | null;
}

/**
 * The scenario (flows written out, copies expanded) with flow `index`'s start and stop set as a
 * live edit at `nowSec` may set them (`nowSec` null: the run has not begun, any time goes). A
 * start or stop that has happened cannot move, and a new one cannot come before the next
 * millisecond. They are the flow's own startSec and stopSec, not timeline entries: an edit only
 * moves what is still ahead, so the scenario that says so replays the run. Not validated: pass
 * the result through parseScenario.
 */
export function retimeFlow(s: Scenario, index: number, times: FlowTimes, nowSec: number | null): { scenario: Scenario } | { problem: RetimeProblem } {
  const e = flat(s);
  const f = e.flows[index];
  if (!f) return { problem: { code: 'no_such_flow', flow: index } };
  const next: FlowConfig = { ...f };
  if (nowSec !== null) {
    const earliest = nextMillisecond(nowSec);
    if (times.startSec !== undefined && times.startSec !== f.startSec) {
      if (f.startSec <= nowSec) return { problem: { code: 'has_happened', which: 'start', atSec: f.startSec } };
      if (times.startSec < earliest) return { problem: { code: 'too_early', which: 'start', earliestSec: earliest, nowSec } };
    }
    if (times.stopSec !== undefined && times.stopSec !== (f.stopSec ?? null)) {
      if (f.stopSec !== undefined && f.stopSec < earliest) return { problem: { code: 'has_happened', which: 'stop', atSec: f.stopSec } };
      if (times.stopSec !== null && times.stopSec < earliest) return { problem: { code: 'too_early', which: 'stop', earliestSec: earliest, nowSec } };
    }
  }
  if (times.startSec !== undefined) next.startSec = times.startSec;
  if (times.stopSec === null) delete next.stopSec;
  else if (times.stopSec !== undefined) next.stopSec = times.stopSec;
  const flows = e.flows.slice();
  flows[index] = next;
  return { scenario: { ...e, flows } };
}

/** The scenario with `c` appended to its timeline. */
export function appendChange(s: Scenario, c: ScenarioChange): Scenario {
  return { ...s, changes: [...(s.changes ?? []), c] };
}

/**
 * The scenario without flow `index` (copies expanded first): its timed changes go with it, later
 * flows' changes are renumbered, and every flow keeps the name it had (written out, so that no
 * flow is renamed by the numbering of default names).
 */
export function removeFlow(s: Scenario, index: number, names: readonly string[]): Scenario {
  const e = flat(s);
  if (!e.flows[index] || e.flows.length === 1) return s;
  const flows = e.flows.map((f, i) => ({ ...f, name: names[i] ?? f.name })).filter((_, i) => i !== index);
  const out: Scenario = { ...e, flows };
  if (e.changes) {
    const changes: ScenarioChange[] = [];
    for (const c of e.changes) {
      if (!('flow' in c)) changes.push(c);
      else if (c.flow !== index) changes.push({ ...c, flow: c.flow > index ? c.flow - 1 : c.flow });
    }
    if (changes.length > 0) out.changes = changes;
    else delete out.changes;
  }
  return out;
}
