// Maps a slider's position (0…positions) to a parameter's value and back, linearly or
// logarithmically as its spec says; values snap to the spec's step. A linear range with few
// steps gets one position per step, so the arrow keys move by exactly one step.
import type { ParamSpec } from '../../sim/scenario/params';

/** Positions of a slider whose range has too many steps to give each its own. */
export const POSITIONS = 1000;

/** How many positions a slider over [spec.min, uiMax] has. */
export function positionsFor(spec: ParamSpec, uiMax = spec.max): number {
  if (spec.scale === 'log') return POSITIONS;
  const steps = Math.round((uiMax - spec.min) / spec.step);
  return steps > 0 && steps <= POSITIONS ? steps : POSITIONS;
}

function snap(spec: ParamSpec, v: number): number {
  const stepped = Math.round(v / spec.step) * spec.step;
  const clean = +stepped.toPrecision(12);
  return Math.min(spec.max, Math.max(spec.min, clean));
}

/** The lowest value a log slider reaches above zero. */
function logFloor(spec: ParamSpec): number {
  return spec.min > 0 ? spec.min : spec.step;
}

export function valueAt(spec: ParamSpec, position: number, uiMax = spec.max): number {
  const n = positionsFor(spec, uiMax);
  const p = Math.min(n, Math.max(0, position)) / n;
  if (spec.scale === 'log') {
    if (spec.min <= 0 && position <= 0) return spec.min;
    const lo = logFloor(spec);
    return snap(spec, lo * Math.pow(uiMax / lo, p));
  }
  return snap(spec, spec.min + p * (uiMax - spec.min));
}

export function positionOf(spec: ParamSpec, value: number, uiMax = spec.max): number {
  const n = positionsFor(spec, uiMax);
  if (spec.scale === 'log') {
    const lo = logFloor(spec);
    if (value < lo) return 0;
    return Math.round((n * Math.log(value / lo)) / Math.log(uiMax / lo));
  }
  return Math.round((n * (value - spec.min)) / (uiMax - spec.min));
}
