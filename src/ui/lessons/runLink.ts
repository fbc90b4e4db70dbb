// A lesson's address carries how far the run had got (`&t=71.2`), so a reload or a copied link
// brings the same run back to the same moment (the engine replays deterministically), opens the
// page at the step, and tells a recipient that the run is someone else's.
import { useEffect, useState } from 'react';
import type { LabModel } from '../lab/LabModel';
import type { Step } from './progress';

/** The run time a lesson address names, or null (none, or not a time). */
export function runTimeFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('t');
  if (raw === null || raw.trim() === '') return null;
  const t = Number(raw);
  return Number.isFinite(t) && t > 0 && t <= 36000 ? t : null;
}

/** `&t=<seconds>` for a run at `timeSec` (nothing at 0). */
export function runTimeSuffix(timeSec: number): string {
  return timeSec > 0 ? `&t=${+timeSec.toFixed(3)}` : '';
}

/**
 * The time to write into the address: the run's, or — before the run has reported any (a run still
 * being brought back) — the time the address already names, so a second reload loses nothing.
 */
export function addressRunTime(model: LabModel | null, search: string): number {
  const t = model?.status.timeSec ?? 0;
  if (t > 0 || (model && model.store.length > 0)) return t;
  return runTimeFromSearch(search) ?? 0;
}

/** Writes the run's time into the address about once a second while it changes (a reload may come at any moment). */
export function useRunTimeInAddress(model: LabModel | null): void {
  useEffect(() => {
    if (!model) return;
    const id = setInterval(() => {
      const url = new URL(window.location.href);
      const want = runTimeSuffix(addressRunTime(model, url.search)).slice(3);
      if ((url.searchParams.get('t') ?? '') === want) return;
      if (want) url.searchParams.set('t', want);
      else url.searchParams.delete('t');
      history.replaceState(history.state, '', url.toString());
    }, 1000);
    return () => clearInterval(id);
  }, [model]);
}

/** The part of the page each step shows (data-lesson-part). */
const PART: Record<Step, string> = { predict: 'predict', lab: 'lab', explain: 'explain', check: 'check' };

/** Scrolls to the step the address named, once its part is on the page (a link to a step opens there). */
export function useOpenAtStep(step: Step | null): void {
  const [done, setDone] = useState(step === null || step === 'predict');
  useEffect(() => {
    if (done) return;
    let tries = 0;
    const id = setInterval(() => {
      const el = document.querySelector(`[data-lesson-part="${PART[step!]}"]`);
      if (el || ++tries > 50) {
        clearInterval(id);
        setDone(true);
        el?.scrollIntoView({ block: 'start' });
      }
    }, 100);
    return () => clearInterval(id);
  }, [done, step]);
}
