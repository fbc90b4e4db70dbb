// Custom sweeps: the lab's scenario with one or two of its tunables varied over a list of values,
// a number of seeds and one measure. The tunables are the sliders' own (src/sim/scenario/params.ts):
// a sweep parameter is a path into the scenario (`bottleneck.bufferPackets`, `flows.1.alpha`, …)
// labelled and limited by its ParamSpec. A sweep spec is plain data: it travels in a link.
import { numericQueueParams } from '../sim/queue/registry';
import { BOTTLENECK_PARAMS, FLOW_PARAMS, SCENARIO_PARAMS, rangeOf, type ParamSpec } from '../sim/scenario/params';
import { parseScenario, type Scenario, type ScenarioInput } from '../sim/scenario/Scenario';
import { KNOB_KEYS, anyKnobSpec } from '../sim/tcp/registry';
import { measureKeyProblem, type MeasureKey } from './measures';
import type { SweepAxisName, SweepProblem, SweepSpecProblem } from './sweepProblem';
import type { SweepPlan } from './sweep';
import type { ClassBy } from './validation/types';

export interface SweepAxis {
  /** Path of the tunable in the scenario, e.g. "bottleneck.bufferPackets" or "flows.0.alpha". */
  path: string;
  values: number[];
}

export interface CustomSweepSpec {
  x: SweepAxis;
  /** A second tunable: the result becomes a heatmap. */
  y?: SweepAxis;
  /** Runs per point: seeds base.seed, base.seed + 1, … */
  seeds: number;
  measure: MeasureKey;
  /** How flows are grouped for class measures (goodput:<class>). */
  classBy: ClassBy;
}

/** A tunable the sweep can vary in a given scenario. */
export interface SweepParam {
  path: string;
  label: string;
  spec: ParamSpec;
}

/** Most runs one custom sweep may ask for (points × seeds): beyond it a browser tab works for minutes. */
export const MAX_CUSTOM_RUNS = 2000;
/** Most values on one axis. */
export const MAX_AXIS_VALUES = 50;
/** Most seeds (runs per point). */
export const MAX_SEEDS = 100;

/** A flow's tunables: its variant's knobs (from its module), then its window, copies and start. */
const FLOW_KNOBS = [...KNOB_KEYS, 'maxWindowPackets', 'count', 'startSec'] as const;
const flowKnobSpec = (k: (typeof FLOW_KNOBS)[number]): ParamSpec =>
  k === 'maxWindowPackets' || k === 'count' || k === 'startSec' ? FLOW_PARAMS[k] : anyKnobSpec(k)!;

/** The tunables of `s` a sweep can vary: the bottleneck, its queue's parameters, the run, and each flow's knobs and access link. */
export function sweepParams(s: Scenario): SweepParam[] {
  const out: SweepParam[] = [
    { path: 'bottleneck.rateBps', label: BOTTLENECK_PARAMS.rateBps.label, spec: BOTTLENECK_PARAMS.rateBps },
    { path: 'bottleneck.delaySec', label: BOTTLENECK_PARAMS.delaySec.label, spec: BOTTLENECK_PARAMS.delaySec },
    { path: 'bottleneck.bufferPackets', label: BOTTLENECK_PARAMS.bufferPackets.label, spec: BOTTLENECK_PARAMS.bufferPackets },
  ];
  for (const spec of numericQueueParams(s.bottleneck.queue.kind)) out.push({ path: `bottleneck.queue.${spec.key}`, label: spec.label, spec });
  out.push(
    { path: 'durationSec', label: SCENARIO_PARAMS.durationSec.label, spec: SCENARIO_PARAMS.durationSec },
    { path: 'packetSizeBytes', label: SCENARIO_PARAMS.packetSizeBytes.label, spec: SCENARIO_PARAMS.packetSizeBytes },
  );
  s.flows.forEach((f, i) => {
    const name = f.name ?? `flow ${i + 1}`;
    for (const k of FLOW_KNOBS) {
      if (k in f) out.push({ path: `flows.${i}.${k}`, label: `${name}: ${flowKnobSpec(k).label}`, spec: flowKnobSpec(k) });
    }
    out.push({ path: `flows.${i}.access.delaySec`, label: `${name}: access delay`, spec: FLOW_PARAMS.linkDelaySec });
    out.push({ path: `flows.${i}.access.rateBps`, label: `${name}: access rate`, spec: FLOW_PARAMS.linkRateBps });
  });
  return out;
}

/** `s` with the number at `path` set to `value` (a copy; the path must name an existing number). */
export function withParam(s: ScenarioInput, path: string, value: number): ScenarioInput {
  const keys = path.split('.');
  const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const k of keys.slice(0, -1)) {
    const next = node[k];
    if (typeof next !== 'object' || next === null) throw new Error(`sweep parameter "${path}": the scenario has no ${k}`);
    node = next as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (typeof node[last] !== 'number') throw new Error(`sweep parameter "${path}": the scenario has no number there`);
  node[last] = value;
  return copy as unknown as ScenarioInput;
}

/**
 * Why `count` cannot be an axis's number of values (a sentence for beside the field), or null.
 * Checked before any array is made: a typed 5000000000 must not become an allocation.
 */
export function axisCountProblem(count: number): string | null {
  if (!Number.isInteger(count) || count < 1 || count > MAX_AXIS_VALUES) return `a whole number from 1 to ${MAX_AXIS_VALUES} (got ${count})`;
  return null;
}

/**
 * `count` values from `from` to `to`, evenly spaced (rounded to whole numbers where the spec asks).
 * A count axisCountProblem refuses gives no values, never a huge or invalid array.
 */
export function axisValues(from: number, to: number, count: number, spec?: Pick<ParamSpec, 'integer'>): number[] {
  if (axisCountProblem(count) !== null) return [];
  const n = count;
  const raw = n === 1 ? [from] : Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));
  const vals = raw.map((v) => (spec?.integer ? Math.round(v) : Number(v.toPrecision(12))));
  return [...new Set(vals)];
}

/**
 * Problems with `spec` on `base`, each naming its field: unknown parameter, a value out of the
 * slider's range, too many runs, a point whose scenario is invalid (e.g. α above β). Empty: fine.
 */
export function checkCustomSweep(base: Scenario, spec: CustomSweepSpec): SweepProblem[] {
  const problems: SweepProblem[] = [];
  const params = sweepParams(base);
  const axes: [SweepAxisName, SweepAxis][] = spec.y ? [['x', spec.x], ['y', spec.y]] : [['x', spec.x]];
  for (const [axis, a] of axes) {
    const p = params.find((q) => q.path === a.path);
    if (!p) {
      problems.push({ code: 'axis_unknown', axis, path: a.path });
      continue;
    }
    const named = { axis, path: a.path, label: p.label };
    if (a.values.length === 0) problems.push({ code: 'axis_empty', ...named });
    if (a.values.length > MAX_AXIS_VALUES) problems.push({ code: 'axis_too_many', ...named, count: a.values.length, max: MAX_AXIS_VALUES });
    const s = p.spec;
    const bad = a.values.find((v) => !Number.isFinite(v) || v < s.min || v > s.max || (s.minExclusive && v === s.min));
    if (bad !== undefined) problems.push({ code: 'axis_out_of_range', ...named, value: bad, range: rangeOf(s) });
  }
  if (spec.y && spec.y.path === spec.x.path) problems.push({ code: 'axes_same' });
  if (!Number.isInteger(spec.seeds) || spec.seeds < 1 || spec.seeds > MAX_SEEDS) problems.push({ code: 'seeds_range', got: spec.seeds, max: MAX_SEEDS });
  const measure = measureKeyProblem(spec.measure);
  if (measure) problems.push(measure);
  const runs = spec.x.values.length * (spec.y?.values.length ?? 1) * spec.seeds;
  if (runs > MAX_CUSTOM_RUNS) problems.push({ code: 'runs_too_many', runs, max: MAX_CUSTOM_RUNS });
  if (problems.length) return problems;
  // Each point's scenario must itself be valid (α ≤ β, minTh < maxTh, …): check the corners and the middle.
  const ys = spec.y?.values ?? [NaN];
  for (const xv of spec.x.values) {
    for (const yv of ys) {
      const r = parseScenario(pointScenario(base, spec, xv, yv, 1));
      if (!r.ok) {
        const at = [{ path: spec.x.path, value: xv }, ...(spec.y ? [{ path: spec.y.path, value: yv }] : [])];
        return [{ code: 'point_invalid', at, problem: r.problems[0] }];
      }
    }
  }
  return problems;
}

/** The scenario at (x, y) of the sweep, replication r (seed base.seed + r − 1). */
export function pointScenario(base: Scenario, spec: CustomSweepSpec, x: number, y: number, r: number): ScenarioInput {
  let s = withParam(base as ScenarioInput, spec.x.path, x);
  if (spec.y && Number.isFinite(y)) s = withParam(s, spec.y.path, y);
  return { ...s, seed: base.seed + r - 1 };
}

/** The sweep as a plan: one series per value of the second parameter (or one series), points along the first. */
export function customSweepPlan(base: Scenario, spec: CustomSweepSpec): SweepPlan {
  const ys = spec.y?.values ?? [NaN];
  return {
    measures: [spec.measure],
    series: ys.map((yv, yi) => ({
      id: spec.y ? `y${yi}` : 'all',
      label: spec.y ? `${spec.y.path} = ${yv}` : spec.x.path,
      measure: { classBy: spec.classBy },
      points: spec.x.values.map((xv, xi) => ({
        id: `x${xi}`,
        x: xv,
        label: `${xv}`,
        reps: spec.seeds,
        scenario: (r: number) => pointScenario(base, spec, xv, yv, r),
      })),
    })),
  };
}

/** Reads a sweep spec from a link's text (JSON), or the first problem that stops it. */
export function parseCustomSweepSpec(text: string): { ok: true; spec: CustomSweepSpec } | { ok: false; problem: SweepSpecProblem } {
  const fail = (problem: SweepSpecProblem) => ({ ok: false as const, problem });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail({ code: 'spec_not_json' });
  }
  const o = raw as Partial<CustomSweepSpec>;
  const axis = (a: unknown): SweepAxis | null => {
    const v = a as Partial<SweepAxis>;
    if (typeof v !== 'object' || v === null || typeof v.path !== 'string' || !Array.isArray(v.values) || !v.values.every((n) => typeof n === 'number')) return null;
    return { path: v.path, values: v.values };
  };
  if (typeof o !== 'object' || o === null) return fail({ code: 'spec_not_object' });
  const x = axis(o.x);
  if (x === null) return fail({ code: 'spec_axis', axis: 'x' });
  const y = o.y === undefined ? undefined : axis(o.y);
  if (y === null) return fail({ code: 'spec_axis', axis: 'y' });
  if (typeof o.seeds !== 'number') return fail({ code: 'spec_seeds' });
  if (typeof o.measure !== 'string') return fail({ code: 'spec_measure' });
  const classBy = o.classBy === 'flow' ? 'flow' : 'variant';
  return { ok: true, spec: { x, ...(y ? { y } : {}), seeds: o.seeds, measure: o.measure, classBy } };
}
