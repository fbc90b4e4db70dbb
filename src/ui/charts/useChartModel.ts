// Which ChartModel a time chart shows: rebuilt from the latest inputs only when something it
// depends on has changed, and then in a frame slot granted by the frame scheduler, so several
// charts share each frame's budget; a chart following live data waits until the newest sample has
// moved far enough to see. The first model is built during the first render, so the chart appears at once.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { buildChartModel, modelDeps, sameDeps, type ChartInput, type ChartModel, type TimeSource } from './chartModel';
import { cancelDraw, requestDraw } from './frameScheduler';
import { resolveWindow } from './timeWindow';
import type { TimeWindow } from './types';

/** What a model is built from: the chart's inputs with the window still unresolved. */
export type ModelInputs = Omit<ChartInput, 'range'> & { window: TimeWindow; leadSec?: number };

export const lastSecOf = (data: TimeSource): number => (data.length > 0 ? data.time[data.length - 1] : 0);

/** The inputs for the data as it is now (a following window moves with the latest sample). */
export function resolveInputs(i: ModelInputs): ChartInput {
  // "Whole run" takes in a ghost run that went further than this one.
  const last = lastSecOf(i.data);
  const whole = i.ghost ? Math.max(last, lastSecOf(i.ghost.data)) : last;
  const range = resolveWindow(i.window, i.window.mode === 'whole' ? whole : last);
  // The view widens (its left edge stays) to take in a time ahead; it changes only when that time does.
  if (i.window.mode !== 'fixed' && i.leadSec !== undefined && Number.isFinite(i.leadSec) && i.leadSec > range.toSec) range.toSec = i.leadSec;
  return { ...i, range };
}

/** A following chart waits for its newest data to move this far before redrawing… */
const MIN_ADVANCE_PX = 1.5;
/** …or for this long. */
const MAX_STALE_MS = 250;

/**
 * The model drawn for `inputs`, and `urgent()`, which asks for the next redraw to skip the wait
 * (the user changed the window from this chart: it is redrawn first). `version` stands for the
 * contents of `inputs.data`, which is mutated in place.
 */
export function useChartModel(inputs: ModelInputs, version: number): { model: ChartModel; urgent: () => void } {
  const [first] = useState(() => {
    const input = resolveInputs(inputs);
    return { model: buildChartModel(input), deps: modelDeps(input) };
  });
  const [model, setModel] = useState(first.model);
  const latestRef = useRef(inputs);
  const drawnRef = useRef({ deps: first.deps, model: first.model, lastSec: lastSecOf(inputs.data), atMs: 0 });
  const urgentRef = useRef(false);
  const [draw] = useState(() => (urgent: boolean) => {
    const current = latestRef.current;
    const input = resolveInputs(current);
    const deps = modelDeps(input);
    const drawn = drawnRef.current;
    if (sameDeps(deps, drawn.deps)) return true;
    const atMs = performance.now();
    const lastSec = lastSecOf(input.data);
    if (!urgent && current.window.mode !== 'fixed' && atMs - drawn.atMs < MAX_STALE_MS) {
      // Following live data: wait until the newest data has moved far enough to see.
      const m = drawn.model;
      const advancePx = ((lastSec - drawn.lastSec) * m.plotWidth) / (m.range.toSec - m.range.fromSec || 1);
      if (advancePx >= 0 && advancePx < MIN_ADVANCE_PX && m.width === input.width && m.height === input.height) return false;
    }
    const next = buildChartModel(input);
    drawnRef.current = { deps, model: next, lastSec, atMs };
    // Rendered now, inside the scheduler's slot, so the slot's time includes React's work.
    flushSync(() => setModel(next));
    return true;
  });
  useLayoutEffect(() => {
    latestRef.current = inputs;
  });
  const { data, window: view, leadSec, width, height, projector, title, y, series, rules, bands, markers, ghost, states, timeMarks, curves, words } = inputs;
  useLayoutEffect(() => {
    requestDraw(draw, urgentRef.current);
    urgentRef.current = false;
  }, [draw, version, data, view, leadSec, width, height, projector, title, y, series, rules, bands, markers, ghost, states, timeMarks, curves, words]);
  useEffect(() => () => cancelDraw(draw), [draw]);
  const [urgent] = useState(() => () => {
    urgentRef.current = true;
  });
  return { model, urgent };
}
