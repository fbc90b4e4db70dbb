// The run's timeline under the charts: drag (or use the arrow keys) back to any earlier moment and
// every view shows the run as it was then; forward again replays the same run. "Branch here" opens
// an alternative future at that moment; the branch panel compares it with the original and gives
// a link to each. The engine does the replaying (LabModel.seek); this only asks and draws.
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { Scenario } from '../../sim/scenario/Scenario';
import type { FlowInfo } from '../../worker/protocol';
import { formatFixed, formatPercent, formatRate } from '../i18n/format';
import { textDirection, type Locale } from '../i18n/locales';
import type { LabModel } from './LabModel';
import { useLab } from './useLab';
import { pixelStep, useWidthPx } from './pixelStep';
import { windowStats, type WindowStats } from './windowStats';
import { editProblemMessage } from '../i18n/editProblemMessage';

/** Seconds as the timeline's readout shows them, in the reader's language ("12,50" in Spanish). */
const secText = (i18n: I18n) => (t: number) => formatFixed(i18n.locale as Locale, t, t >= 100 ? 1 : 2);

export function Timeline({ model, locked }: { model: LabModel; locked: boolean }) {
  // Only what changes now and then: the parts that follow the clock subscribe to it themselves
  // (SliderPosition, ValueText, RecordedBar, Readout), so a playing run does not redraw the rest.
  const running = useLab(model, (m) => m.status.running);
  const rewound = useLab(model, isRewound);
  const atEnd = useLab(model, (m) => m.scenario !== null && m.status.timeSec >= m.scenario.durationSec);
  const scenario = useLab(model, (m) => m.scenario);
  const branch = useLab(model, (m) => m.branch);
  // The position asked for while the engine replays (a drag asks faster than it can follow).
  const [target, setTarget] = useState<number | null>(null);
  const id = useId();
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const slider = useRef<HTMLInputElement>(null);
  const trackPx = useWidthPx(track);
  const { t, i18n } = useLingui();
  const fmtSec = secText(i18n);
  useTimelineHeight(box);
  const go = useCallback(
    (t: number) => {
      setTarget(t);
      model.seek(t).then(
        (reached) => setTarget((cur) => (cur === t || Math.abs((cur ?? reached) - reached) < 1e-9 ? null : cur)),
        () => setTarget(null),
      );
    },
    [model],
  );
  if (!scenario) return null;
  const duration = scenario.durationSec;
  const pct = (t: number) => timePct(t, duration);
  const changes = scenario.changes ?? [];
  return (
    <>
    <section ref={setBox} className="timeline" data-timeline aria-label={t`Timeline`}>
      <div className="timeline__row">
        <label htmlFor={id} className="timeline__label">
          {t`Timeline`}
        </label>
        <div ref={setTrack} className="timeline__track">
          <div className="timeline__rail" aria-hidden="true" />
          <RecordedBar model={model} duration={duration} trackPx={trackPx} />
          {branch && <div className="timeline__ghost" style={{ left: pct(branch.atSec), width: `calc(${pct(branch.original.endSec)} - ${pct(branch.atSec)})` }} aria-hidden="true" />}
          {changes.map((c, k) => (
            <span key={k} className="timeline__change" style={{ left: pct(c.atSec) }} title={t`change at ${fmtSec(c.atSec)} s`} aria-hidden="true" />
          ))}
          {branch && <span className="timeline__branch" style={{ left: pct(branch.atSec) }} title={t`branched at ${fmtSec(branch.atSec)} s`} aria-hidden="true" />}
          <TimelineSlider ref={slider} id={id} duration={duration} disabled={locked} onSeek={go} />
          <SliderPosition model={model} slider={slider} duration={duration} target={target} trackPx={trackPx} />
          <ValueText model={model} slider={slider} duration={duration} target={target} />
        </div>
        <Readout model={model} id={id} target={target} />
        <button
          type="button"
          disabled={locked || atEnd}
          onClick={() => {
            const problem = model.branchHere();
            if (problem) model.notify('error', editProblemMessage(i18n, problem));
          }}
          title={t`Keep the run so far as the original and try another future from this moment: change anything, then play`}
        >
          {t`Branch here`}
        </button>
      </div>
      {!branch && rewound && !running && <RewoundHint model={model} />}
    </section>
    </>
  );
}

const isRewound = (m: LabModel): boolean => m.status.timeSec < m.furthestSec - 1e-9;

/** Where `t` falls on a timeline `duration` long, as a CSS percentage. */
const timePct = (t: number, duration: number): string => `${Math.min(100, Math.max(0, (t / duration) * 100))}%`;

/**
 * What a bar or slider at the run's time `t` re-renders on: while the run plays, the device pixel
 * it is drawn on; otherwise the time itself (a pause, a step or a seek lands exactly).
 */
const positionKey = (m: LabModel, t: number, duration: number, widthPx: number): number => (m.status.running ? -1 - pixelStep(t / duration, widthPx) : t);

/** The part of the track the run has reached, redrawn when its end moves by a device pixel. */
const RecordedBar = memo(function RecordedBar({ model, duration, trackPx }: { model: LabModel; duration: number; trackPx: number }) {
  useLab(model, (m) => positionKey(m, m.furthestSec, duration, trackPx));
  return <div className="timeline__recorded" style={{ width: timePct(model.furthestSec, duration) }} aria-hidden="true" />;
});

interface TimelineSliderProps {
  ref: Ref<HTMLInputElement>;
  id: string;
  duration: number;
  disabled: boolean;
  onSeek: (t: number) => void;
}

/**
 * The slider. React sets an input's every attribute again (its type and name too) whenever it
 * redraws it, so this one is drawn only when its range or state changes: its position
 * (SliderPosition) and its aria-valuetext (ValueText) are set on it directly.
 */
const TimelineSlider = memo(function TimelineSlider({ ref, id, duration, disabled, onSeek }: TimelineSliderProps) {
  return (
    <input
      ref={ref}
      id={id}
      type="range"
      min={0}
      max={duration}
      step={Math.max(0.001, duration / 2000)}
      defaultValue={0}
      disabled={disabled}
      onChange={(e) => onSeek(Number(e.target.value))}
    />
  );
});

/**
 * Puts the slider's thumb at the time shown (a seek's target while one is under way), when it
 * moves by a device pixel while the run plays, and exactly when it does not.
 */
function SliderPosition({ model, slider, duration, target, trackPx }: { model: LabModel; slider: RefObject<HTMLInputElement | null>; duration: number; target: number | null; trackPx: number }) {
  useLab(model, (m) => (target === null ? positionKey(m, m.status.timeSec, duration, trackPx) : 0));
  const value = String(target ?? model.status.timeSec);
  useLayoutEffect(() => {
    moveThumb(slider.current, value);
  }, [slider, value, duration]);
  return null;
}

function moveThumb(slider: HTMLInputElement | null, value: string): void {
  if (slider) slider.value = value;
}

/** The slider's aria-valuetext, in the readout's words, set on it directly so the slider itself is not redrawn. */
function ValueText({ model, slider, duration, target }: { model: LabModel; slider: RefObject<HTMLInputElement | null>; duration: number; target: number | null }) {
  const { t, i18n } = useLingui();
  const fmtSec = secText(i18n);
  const text = useLab(model, (m) => {
    const shownSec = fmtSec(target ?? m.status.timeSec);
    const durationSec = fmtSec(duration);
    const reachedSec = fmtSec(m.furthestSec);
    return isRewound(m) ? t`${shownSec} s of ${durationSec} s; the run has reached ${reachedSec} s` : t`${shownSec} s of ${durationSec} s`;
  });
  useLayoutEffect(() => {
    slider.current?.setAttribute('aria-valuetext', text);
  }, [slider, text]);
  return null;
}

/** The time shown, as text beside the slider (and the time reached, when rewound). */
function Readout({ model, id, target }: { model: LabModel; id: string; target: number | null }) {
  const { t, i18n } = useLingui();
  const fmtSec = secText(i18n);
  const text = useLab(model, (m) => {
    const shownSec = fmtSec(target ?? m.status.timeSec);
    const reachedSec = fmtSec(m.furthestSec);
    return isRewound(m) ? t`${shownSec} s · run reached ${reachedSec} s` : `${shownSec} s`;
  });
  return (
    <output htmlFor={id} className="timeline__now">
      {text}
    </output>
  );
}

function RewoundHint({ model }: { model: LabModel }) {
  const { t, i18n } = useLingui();
  const fmtSec = secText(i18n);
  const nowSec = useLab(model, (m) => fmtSec(m.status.timeSec));
  const reachedSec = useLab(model, (m) => fmtSec(m.furthestSec));
  return (
    <p className="timeline__hint" dir={textDirection(i18n.locale as Locale)}>
      {t`You are looking at ${nowSec} s of a run that reached ${reachedSec} s. Play replays the same run; change anything (or press Branch here) to try another future from this moment.`}
    </p>
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
