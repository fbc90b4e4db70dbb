// Maps a slider's position (0…POSITIONS) to a parameter's value and back, linearly or
// logarithmically as its spec says; values snap to the spec's step.
import type { ParamSpec } from '../../sim/scenario/params';

export const POSITIONS = 1000;

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
  const p = Math.min(POSITIONS, Math.max(0, position)) / POSITIONS;
  if (spec.scale === 'log') {
    if (spec.min <= 0 && position <= 0) return spec.min;
    const lo = logFloor(spec);
    return snap(spec, lo * Math.pow(uiMax / lo, p));
  }
  return snap(spec, spec.min + p * (uiMax - spec.min));
}

export function positionOf(spec: ParamSpec, value: number, uiMax = spec.max): number {
  if (spec.scale === 'log') {
    const lo = logFloor(spec);
    if (value < lo) return 0;
    return Math.round((POSITIONS * Math.log(value / lo)) / Math.log(uiMax / lo));
  }
  return Math.round((POSITIONS * (value - spec.min)) / (uiMax - spec.min));
}
