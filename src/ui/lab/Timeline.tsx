// The run's timeline under the charts: drag (or use the arrow keys) back to any earlier moment and
// every view shows the run as it was then; forward again replays the same run. "Branch here" opens
// an alternative future at that moment; the branch panel compares it with the original and gives
// a link to each. The engine does the replaying (LabModel.seek); this only asks and draws.
import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { Scenario } from '../../sim/scenario/Scenario';
import type { FlowInfo } from '../../worker/protocol';
import { formatFixed, formatPercent, formatRate } from '../i18n/format';
import { textDirection, type Locale } from '../i18n/locales';
import type { LabModel } from './LabModel';
import { useLab } from './useLab';
import { windowStats, type WindowStats } from './windowStats';
import { editProblemMessage } from '../i18n/editProblemMessage';

/** Seconds as the timeline's readout shows them, in the reader's language ("12,50" in Spanish). */
const secText = (i18n: I18n) => (t: number) => formatFixed(i18n.locale as Locale, t, t >= 100 ? 1 : 2);

export function Timeline({ model, locked }: { model: LabModel; locked: boolean }) {
  const timeSec = useLab(model, (m) => m.status.timeSec);
  const running = useLab(model, (m) => m.status.running);
  const furthest = useLab(model, (m) => m.furthestSec);
  const scenario = useLab(model, (m) => m.scenario);
  const branch = useLab(model, (m) => m.branch);
  // The position asked for while the engine replays (a drag asks faster than it can follow).
  const [target, setTarget] = useState<number | null>(null);
  const id = useId();
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { t, i18n } = useLingui();
  const fmtSec = secText(i18n);
  useTimelineHeight(box);
  if (!scenario) return null;
  const duration = scenario.durationSec;
  const shown = target ?? timeSec;
  const pct = (t: number) => `${Math.min(100, Math.max(0, (t / duration) * 100))}%`;
  const rewound = timeSec < furthest - 1e-9;
  const go = (t: number) => {
    setTarget(t);
    model.seek(t).then(
      (reached) => setTarget((cur) => (cur === t || Math.abs((cur ?? reached) - reached) < 1e-9 ? null : cur)),
      () => setTarget(null),
    );
  };
  const changes = scenario.changes ?? [];
  const shownSec = fmtSec(shown);
  const durationSec = fmtSec(duration);
  const reachedSec = fmtSec(furthest);
  const nowSec = fmtSec(timeSec);
  return (
    <>
    <section ref={setBox} className="timeline" data-timeline aria-label={t`Timeline`}>
      <div className="timeline__row">
        <label htmlFor={id} className="timeline__label">
          {t`Timeline`}
        </label>
        <div className="timeline__track">
          <div className="timeline__rail" aria-hidden="true" />
          <div className="timeline__recorded" style={{ width: pct(furthest) }} aria-hidden="true" />
          {branch && <div className="timeline__ghost" style={{ left: pct(branch.atSec), width: `calc(${pct(branch.original.endSec)} - ${pct(branch.atSec)})` }} aria-hidden="true" />}
          {changes.map((c, k) => (
            <span key={k} className="timeline__change" style={{ left: pct(c.atSec) }} title={t`change at ${fmtSec(c.atSec)} s`} aria-hidden="true" />
          ))}
          {branch && <span className="timeline__branch" style={{ left: pct(branch.atSec) }} title={t`branched at ${fmtSec(branch.atSec)} s`} aria-hidden="true" />}
          <input
            id={id}
            type="range"
            min={0}
            max={duration}
            step={Math.max(0.001, duration / 2000)}
            value={shown}
            disabled={locked}
            aria-valuetext={rewound ? t`${shownSec} s of ${durationSec} s; the run has reached ${reachedSec} s` : t`${shownSec} s of ${durationSec} s`}
            onChange={(e) => go(Number(e.target.value))}
          />
        </div>
        <output htmlFor={id} className="timeline__now">
          {rewound ? t`${shownSec} s · run reached ${reachedSec} s` : `${shownSec} s`}
        </output>
        <button
          type="button"
          disabled={locked || timeSec >= duration}
          onClick={() => {
            const problem = model.branchHere();
            if (problem) model.notify('error', editProblemMessage(i18n, problem));
          }}
          title={t`Keep the run so far as the original and try another future from this moment: change anything, then play`}
        >
          {t`Branch here`}
        </button>
      </div>
      {!branch && rewound && !running && (
        <p className="timeline__hint" dir={textDirection(i18n.locale as Locale)}>
          {t`You are looking at ${nowSec} s of a run that reached ${reachedSec} s. Play replays the same run; change anything (or press Branch here) to try another future from this moment.`}
        </p>
      )}
    </section>
    </>
  );
}

/**
 * Publishes the timeline's height as the CSS variable --timeline-h while it is on the page: it
 * sticks to the bottom of the screen, and keyboard focus scrolls controls clear of it (app.css).
 */
function useTimelineHeight(el: HTMLElement | null): void {
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--timeline-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--timeline-h');
    };
  }, [el]);
}

/** While exploring a branch: the comparison with the original and a link to each (the lab shows it above the charts). */
export function BranchPanel({ model, linkFor }: { model: LabModel; linkFor: (s: Scenario) => string }) {
  const branch = useLab(model, (m) => m.branch);
  if (!branch) return null;
  return <BranchComparison model={model} linkFor={linkFor} branch={branch} />;
}

function BranchComparison({ model, linkFor, branch }: { model: LabModel; linkFor: (s: Scenario) => string; branch: NonNullable<LabModel['branch']> }) {
  const scenario = useLab(model, (m) => m.scenario);
  const timeSec = useLab(model, (m) => m.status.timeSec);
  const flows = useLab(model, (m) => m.flows);
  const original = branch.original;
  // Both runs over the same window: from the branch point to as far as both have got.
  const toSec = Math.min(original.endSec, timeSec);
  const [copied, setCopied] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const fmtSec = secText(i18n);
  const atSec = fmtSec(branch.atSec);
  const endSec = fmtSec(original.endSec);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = (what: string, link: string) => {
    navigator.clipboard?.writeText(link).then(
      () => setCopied(what),
      () => setCopied(null),
    );
  };
  const originalLink = linkFor(original.scenario);
  const branchLink = scenario ? linkFor(scenario) : '';
  return (
    <div className="branch panel" role="region" aria-label={t`Branch`}>
      <p className="branch__head">
        <strong>{t`Branched at ${atSec} s.`}</strong> {t`Faint lines: the original run (to ${endSec} s); solid: this branch. Change anything, then play; the table compares the two over the same time since the branch.`}
      </p>
      {toSec > branch.atSec + 1e-9 ? (
        <SideBySide original={windowStats(original.store, original.flows, branch.atSec, toSec)} current={windowStats(model.store, flows, branch.atSec, toSec)} originalFlows={original.flows} currentFlows={flows} />
      ) : (
        <p className="branch__wait">{t`Play the branch to compare it with the original from ${atSec} s on.`}</p>
      )}
      <div className="branch__actions">
        <a href={originalLink} target="_blank" rel="noopener">
          {t`Original as a link ↗`}
        </a>
        <button type="button" onClick={() => copy('original', originalLink)}>
          {copied === 'original' ? t`Copied` : t`Copy`}
        </button>
        <a href={branchLink} target="_blank" rel="noopener">
          {t`This branch as a link ↗`}
        </a>
        <button type="button" onClick={() => copy('branch', branchLink)}>
          {copied === 'branch' ? t`Copied` : t`Copy`}
        </button>
        <button type="button" onClick={() => model.endBranch('original')}>
          {t`Back to the original`}
        </button>
        <button type="button" onClick={() => model.endBranch('branch')}>
          {t`Keep only this branch`}
        </button>
      </div>
    </div>
  );
}

export interface SideBySideProps {
  /** Each run over the same window after the branch point (null: no samples in it yet). */
  original: WindowStats | null;
  current: WindowStats | null;
  /** The flows each run had: one that ran but has no sample in the window was removed from it. */
  originalFlows: readonly FlowInfo[];
  currentFlows: readonly FlowInfo[];
}

/**
 * The two runs side by side over one window after the branch point: per flow goodput ("removed"
 * for a flow removed from that run before the window, "–" for one it never had), then Jain's
 * index, utilisation and drops over the window.
 */
export function SideBySide({ original, current, originalFlows, currentFlows }: SideBySideProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const fmtSec = secText(i18n);
  const names = [...new Set([...originalFlows.map((f) => f.name), ...currentFlows.map((f) => f.name)])];
  const goodput = (s: WindowStats | null, ran: readonly FlowInfo[], name: string) => {
    const g = s?.goodputBps.get(name);
    if (g !== undefined) return formatRate(locale, g);
    return s && ran.some((x) => x.name === name) ? t`removed` : '–';
  };
  const num = (v: number | undefined, digits: number) => (v === undefined || !Number.isFinite(v) ? '–' : formatFixed(locale, v, digits));
  const window = current ?? original;
  const span = window ? `${fmtSec(window.fromSec)}–${fmtSec(window.toSec)} s` : t`after the branch`;
  return (
    <table className="branch__table">
      <caption className="tc-sr">{t`The original run and this branch, side by side, over the same time after the branch point`}</caption>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{t`Original (${span})`}</th>
          <th scope="col">{t`Branch (${span})`}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((n) => (
          <tr key={n}>
            <th scope="row">{t`${n} goodput`}</th>
            <td>{goodput(original, originalFlows, n)}</td>
            <td>{goodput(current, currentFlows, n)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t`Jain's fairness index`}</th>
          <td>{num(original?.jainIndex, 3)}</td>
          <td>{num(current?.jainIndex, 3)}</td>
        </tr>
        <tr>
          <th scope="row">{t`Utilisation`}</th>
          <td>{original ? formatPercent(locale, original.utilization, 1) : '–'}</td>
          <td>{current ? formatPercent(locale, current.utilization, 1) : '–'}</td>
        </tr>
        <tr>
          <th scope="row">{t`Bottleneck drops`}</th>
          <td>{num(original?.drops, 0)}</td>
          <td>{num(current?.drops, 0)}</td>
        </tr>
      </tbody>
    </table>
  );
}
