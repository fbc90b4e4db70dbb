// The lab page's address: what it said when the page opened, and from then on the scenario and
// view on screen, written back into it (debounced, without adding history entries).
import { useMemo } from 'react';
import type { Scenario } from '../../../sim/scenario/Scenario';
import type { LabUrlState, TeacherSettings } from '../../../share/LabUrlState';
import { decodeLabState, encodeLabState } from '../../../share/scenarioUrl';
import { DEFAULT_CHARTS, type ChartId } from '../../charts/types';
import type { Problem } from '../../links/LoadProblem';
import { rememberLabFragment } from '../router';
import { useDebouncedAddress } from '../useDebouncedAddress';

/** Wall ms the URL waits for changes to settle before it is rewritten. */
const URL_DEBOUNCE_MS = 300;

/** What the page's URL said when it opened: a lab state, a problem, or nothing. */
export function readLabUrl(): { state: LabUrlState | null; problem: Problem | null } {
  const hash = window.location.hash;
  rememberLabFragment(hash);
  if (hash.length <= 1) return { state: null, problem: null };
  const r = decodeLabState(hash);
  if (r.ok) return { state: r.value, problem: null };
  return { state: null, problem: { source: 'link', errors: r.errors, items: r.items, partial: r.partial?.scenario ?? null, dropped: r.dropped ?? [], droppedItems: r.droppedItems } };
}

/** What the address describes: the scenario on screen and the view around it. */
export interface LabUrlView {
  scenario: Scenario | null;
  speed: LabUrlState['speed'];
  charts: readonly ChartId[];
  teacher: TeacherSettings | undefined;
  embed: boolean;
}

/** Keeps the URL describing what is on screen; returns the state it describes (null before a scenario is loaded). */
export function useLabUrlSync({ scenario, speed, charts, teacher, embed }: LabUrlView): LabUrlState<Scenario> | null {
  const urlState = useMemo<LabUrlState<Scenario> | null>(
    () => (scenario ? { scenario, speed, charts: sameCharts(charts, DEFAULT_CHARTS) ? undefined : [...charts], teacher, embed: embed || undefined } : null),
    [scenario, speed, charts, teacher, embed],
  );
  const address = useMemo(() => (urlState ? () => `#${encodeLabState(urlState)}` : null), [urlState]);
  useDebouncedAddress(address, URL_DEBOUNCE_MS, rememberLabFragment);
  return urlState;
}

const sameCharts = (a: readonly ChartId[], b: readonly ChartId[]): boolean => a.length === b.length && a.every((c, i) => c === b[i]);
