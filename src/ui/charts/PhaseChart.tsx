// The Chiu–Jain phase plot of the running simulation: two users' sending rates (two flows, or two
// variant classes' totals) as a point moving in the plane, with its fading trail, the losses that
// turned it, the fair and efficiency lines and, if asked, the idealised AIMD path from the same
// start. Which users and the AIMD overlay are view state, kept here; the drawing is PhaseModel's.
import { memo, useId, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatFixed, withUnit } from '../i18n/format';
import { plural } from '@lingui/core/macro';
import { chartTitle } from './chartTitles';
import { textDirection, type Locale } from '../i18n/locales';
import { flowColor } from '../theme';
import type { FlowInfo } from '../../worker/protocol';
import type { TraceStore } from '../lab/TraceStore';
import type { FlowClass } from '../lab/flowClasses';
import { buildPhaseModel, oncePerRtt, pairRtt, userRates, type PhaseLoss, type PhaseModel, type PhaseTrace, type PhaseUser } from './phaseModel';
import { fontPxFor } from './chartModel';
import { resolveWindow, type TimeRange } from './timeWindow';
import { useBoxSize } from './useBoxSize';
import { type TimeWindow } from './types';
import { t as translate } from '@lingui/core/macro';
import { i18n as appI18n } from '../i18n/i18n';

export interface PhaseChartProps {
  store: TraceStore;
  /** Changes whenever the store has new data. */
  version: number;
  /** The flows drawn (hidden ones left out). */
  flows: readonly FlowInfo[];
  /** The variant classes, when the lab shows classes: the users are then class totals by default. */
  classes: readonly FlowClass[] | null;
  window: TimeWindow;
  packetBytes: number;
  bottleneckBps: number;
  projector: boolean;
  /**
   * Another run (a branch's original, or the rest of a rewound run): its trajectory for the same
   * two users, drawn as a faint trail under this run's.
   */
  ghost?: { store: TraceStore; flows: readonly FlowInfo[]; label: string } | null;
  /** Fixed pixel size, for tests; otherwise the plot fills its box. */
  width?: number;
  height?: number;
}

/** Size before the first measurement, and where ResizeObserver is missing (jsdom). */
const FALLBACK_SIZE = 300;
/** Reno's decrease: a loss halves the window. */
const RENO_DECREASE = 0.5;

/** Every user the plot can show: each flow, then each class's total when there are two classes or more. */
export function phaseUsers(flows: readonly FlowInfo[], classes: readonly FlowClass[]): PhaseUser[] {
  const users: PhaseUser[] = flows.map((f) => ({ key: `f${f.index}`, label: f.name, color: flowColor(f.index), members: [f.index] }));
  if (classes.length >= 2) {
    for (const c of classes) {
      const cls = c.label;
      const count = c.members.length;
      users.push({ key: `c:${c.variant}`, label: translate(appI18n)`All ${cls} (${plural(count, { one: '# flow', other: '# flows' })})`, color: flowColor(c.ordinal), members: c.members });
    }
  }
  return users;
}

/** The pair shown by default: the first two classes when the lab shows classes, else the first two flows. */
export function defaultPair(users: readonly PhaseUser[], byClass: boolean): [string, string] | null {
  const pool = byClass ? users.filter((u) => u.key.startsWith('c:')) : users.filter((u) => u.key.startsWith('f'));
  const from = pool.length >= 2 ? pool : users;
  return from.length >= 2 ? [from[0].key, from[1].key] : null;
}

export const PhaseChart = memo(function PhaseChart(props: PhaseChartProps) {
  const { store, version, flows, classes, window: view, packetBytes, bottleneckBps, projector, ghost = null } = props;
  const { t, i18n } = useLingui();
  const title = chartTitle('phase', i18n);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the class totals' names are in the active language
  const users = useMemo(() => phaseUsers(flows, classes ?? []), [flows, classes, i18n.locale]);
  const [choice, setChoice] = useState<[string, string] | null>(null);
  const [ideal, setIdeal] = useState(false);
  const fallback = defaultPair(users, classes !== null);
  const pair = choice && users.some((u) => u.key === choice[0]) && users.some((u) => u.key === choice[1]) ? choice : fallback;
  const u1 = users.find((u) => u.key === pair?.[0]) ?? null;
  const u2 = users.find((u) => u.key === pair?.[1]) ?? null;
  const user1 = u1?.label ?? '';
  const user2 = u2?.label ?? '';
  const n1 = u1?.members.length ?? 0;
  const n2 = u2?.members.length ?? 0;
  const plotRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(plotRef);
  const width = props.width ?? box?.w ?? FALLBACK_SIZE;
  const height = props.height ?? box?.h ?? FALLBACK_SIZE;

  const model = useMemo((): PhaseModel | null => {
    if (!u1 || !u2) return null;
    const range = resolveWindow(view, store.length > 0 ? store.lastTime : 0);
    // The samples in view (and the one before, so the trail reaches the left edge).
    const i0 = Math.max(0, store.indexAt(range.fromSec));
    const i1 = store.indexAt(range.toSec);
    const trace = sampledTrace(store, flows, u1, u2, packetBytes, i0, i1);
    const in1 = new Set(u1.members);
    const in2 = new Set(u2.members);
    const losses: PhaseLoss[] = [];
    for (const d of store.drops) {
      if (d.ack) continue;
      if (in1.has(d.flow)) losses.push({ atSec: d.atSec, user: 1 });
      else if (in2.has(d.flow)) losses.push({ atSec: d.atSec, user: 2 });
    }
    const members = [...u1.members, ...u2.members].map((m) => flows.find((f) => f.index === m)).filter((f) => f !== undefined);
    const rttSec = members.reduce((s, f) => s + f.baseRttSec, 0) / Math.max(1, members.length);
    const idealSpec =
      ideal && rttSec > 0 && bottleneckBps > 0
        ? {
            model: { increase: (packetBytes * 8) / rttSec, decrease: RENO_DECREASE, capacity: bottleneckBps, weights: [u1.members.length, u2.members.length] as const },
            stepSec: rttSec,
          }
        : null;
    return buildPhaseModel({ title, trace, range, users: [u1, u2], capacityBps: bottleneckBps, losses, ideal: idealSpec, ghost: ghostTrace(ghost, u1, u2, range, packetBytes), width, height, projector });
    // `version` stands for the store's contents, which change in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, version, flows, u1, u2, view, packetBytes, bottleneckBps, ideal, ghost, width, height, projector, title]);
  const nowAt = model?.now ? withUnit(i18n.locale as Locale, formatFixed(i18n.locale as Locale, model.now.atSec, 1), 's') : null;
  const nowLabel = nowAt === null ? t`now` : t`now (${nowAt})`;

  const pickId = useId();
  const picker = (which: 0 | 1) => (
    <label className="tc-pick">
      {which === 0 ? 'x₁' : 'x₂'}{' '}
      <select
        id={`${pickId}-${which}`}
        value={pair?.[which] ?? ''}
        onChange={(e) => {
          if (!pair) return;
          const next: [string, string] = [pair[0], pair[1]];
          next[which] = e.target.value;
          // Choosing the other axis's user swaps the two.
          if (next[0] === next[1]) next[1 - which] = pair[which];
          setChoice(next);
        }}
      >
        {users.map((u) => (
          <option key={u.key} value={u.key}>
            {u.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <figure className={`tc pc${projector ? ' tc--projector' : ''}`} data-chart="phase">
      <figcaption className="tc-head tc-head--wrap">
        <span className="tc-title">{title}</span>
        {pair && (
          <>
            {picker(0)}
            {picker(1)}
            <label className="tc-pick">
              <input type="checkbox" checked={ideal} onChange={(e) => setIdeal(e.target.checked)} /> {t`Ideal AIMD`}
            </label>
          </>
        )}
      </figcaption>
      {!model || !u1 || !u2 ? (
        <p className="tc-empty" dir={textDirection(i18n.locale as Locale)}>{t`The phase plot compares two flows: add a second flow to see their rates move in the plane.`}</p>
      ) : (
        <div className="pc-body">
          <div ref={plotRef} className="tc-plot pc-plot">
            <svg className="tc-svg" role="img" aria-label={model.summary} width={model.width} height={model.height} viewBox={`0 0 ${model.width} ${model.height}`}>
              <PhaseBody model={model} users={[u1, u2]} projector={projector} />
            </svg>
          </div>
          <ul className="tc-legend pc-legend" aria-label={t`${title}: legend`} dir={textDirection(i18n.locale as Locale)}>
            <li>
              <svg className="tc-swatch" width={22} height={12} aria-hidden="true">
                <circle cx={11} cy={6} r={5} className="pc-now-swatch" />
              </svg>
              {nowLabel}
            </li>
            <li>
              <svg className="tc-swatch" width={22} height={10} aria-hidden="true">
                <line x1={0} x2={22} y1={5} y2={5} className="pc-trail" strokeWidth={2.5} />
              </svg>
              {t`trajectory, one point per round trip, newest darkest`}
            </li>
            <li>
              <svg className="tc-swatch" width={22} height={10} aria-hidden="true">
                <line x1={0} x2={22} y1={5} y2={5} className="pc-fair" strokeWidth={2} />
              </svg>
              {u1.members.length === u2.members.length ? t`fair: x₁ = x₂` : t`fair: x₁/${n1} = x₂/${n2} (per flow)`}
            </li>
            <li>
              <svg className="tc-swatch" width={22} height={10} aria-hidden="true">
                <line x1={0} x2={22} y1={5} y2={5} className="pc-efficiency" strokeWidth={2} />
              </svg>
              {t`efficient: x₁ + x₂ = C`}
            </li>
            {model.ghostPath && ghost && (
              <li>
                <svg className="tc-swatch" width={22} height={10} aria-hidden="true">
                  <line x1={0} x2={22} y1={5} y2={5} className="pc-ghost" strokeWidth={2.5} />
                </svg>
                {ghost.label}
              </li>
            )}
            {model.idealPath && (
              <li>
                <svg className="tc-swatch" width={22} height={10} aria-hidden="true">
                  <line x1={0} x2={22} y1={5} y2={5} className="pc-ideal" strokeWidth={2} />
                </svg>
                {t`ideal AIMD (+1 packet per RTT, ½ on loss, both at once)`}
              </li>
            )}
            <li>
              <svg className="tc-swatch" width={22} height={12} aria-hidden="true">
                <LossGlyph x={11} y={6} user={1} color={u1.color} size={4} />
              </svg>
              {t`loss of ${user1}`}
            </li>
            <li>
              <svg className="tc-swatch" width={22} height={12} aria-hidden="true">
                <LossGlyph x={11} y={6} user={2} color={u2.color} size={4} />
              </svg>
              {t`loss of ${user2}`}
            </li>
          </ul>
        </div>
      )}
      <p className="tc-note" dir={textDirection(i18n.locale as Locale)}>
        {t`Each point: each flow’s window ÷ its smoothed RTT (the rate its window lets it send), once per round trip; C is the bottleneck’s rate. Equal shares sit on the dashed line, a full link on the green one.`}
      </p>
    </figure>
  );
});

/**
 * The two users' rates over samples [i0, i1] of a run, taken once per round trip (oncePerRtt, at
 * the mean smoothed RTT of the flows of both users).
 */
function sampledTrace(store: TraceStore, flows: readonly FlowInfo[], u1: PhaseUser, u2: PhaseUser, packetBytes: number, i0: number, i1: number): PhaseTrace {
  const n = Math.max(0, i1 - i0 + 1);
  if (n === 0) return { time: [], x1: [], x2: [] };
  const x1 = userRates(store, flows, u1, packetBytes, i0, i1, new Float64Array(n));
  const x2 = userRates(store, flows, u2, packetBytes, i0, i1, new Float64Array(n));
  const time = store.time.subarray(i0, i0 + n);
  const kept = oncePerRtt(time, pairRtt(store, flows, [...u1.members, ...u2.members], i0, i1, new Float64Array(n)));
  return { time: kept.map((k) => time[k]), x1: kept.map((k) => x1[k]), x2: kept.map((k) => x2[k]) };
}

/** The other run's rates for the same two users over the range shown (its flows as it ran them), or null. */
function ghostTrace(ghost: PhaseChartProps['ghost'], u1: PhaseUser, u2: PhaseUser, range: TimeRange, packetBytes: number): PhaseTrace | null {
  if (!ghost || ghost.store.length === 0) return null;
  const g = ghost.store;
  const i0 = Math.max(0, g.indexAt(range.fromSec));
  const i1 = g.indexAt(range.toSec);
  if (i1 < i0) return null;
  // A user is the same flows in both runs (a class keeps only the members the other run had).
  const own = (u: PhaseUser): PhaseUser => ({ ...u, members: u.members.filter((m) => ghost.flows.some((f) => f.index === m)) });
  return sampledTrace(g, ghost.flows, own(u1), own(u2), packetBytes, i0, i1);
}

/** A loss: × for user 1, a triangle for user 2 (shape tells them apart without colour). */
function LossGlyph({ x, y, user, color, size }: { x: number; y: number; user: 1 | 2; color: string; size: number }) {
  if (user === 1) return <path className="pc-loss" d={`M${x - size},${y - size}L${x + size},${y + size}M${x - size},${y + size}L${x + size},${y - size}`} stroke={color} strokeWidth={2} fill="none" />;
  return <path className="pc-loss" d={`M${x},${y - size}L${x + size},${y + size}L${x - size},${y + size}Z`} fill="none" stroke={color} strokeWidth={1.5} />;
}

const PhaseBody = memo(function PhaseBody({ model, users, projector }: { model: PhaseModel; users: readonly [PhaseUser, PhaseUser]; projector: boolean }) {
  const { margin, side } = model;
  const fontPx = fontPxFor(projector);
  const glyph = projector ? 6 : 4;
  const clipId = `pc-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <g transform={`translate(${margin.left},${margin.top})`}>
      <defs>
        <clipPath id={clipId}>
          <rect x={-glyph} y={-glyph} width={side + 2 * glyph} height={side + 2 * glyph} />
        </clipPath>
      </defs>
      <g className="tc-grid">
        {model.ticks.map((t) => (
          <g key={t.label}>
            <line x1={0} x2={side} y1={t.y} y2={t.y} />
            <line x1={t.x} x2={t.x} y1={0} y2={side} />
          </g>
        ))}
      </g>
      <g className="tc-axis">
        <line x1={0} x2={0} y1={0} y2={side} />
        <line x1={0} x2={side} y1={side} y2={side} />
        {model.ticks.map((t) => (
          <text key={`y${t.label}`} x={-5} y={t.y} dy="0.32em" textAnchor="end">
            {t.label}
          </text>
        ))}
        {model.ticks.map((t) => (
          <text key={`x${t.label}`} x={t.x} y={side + 4 + fontPx} textAnchor="middle">
            {t.label}
          </text>
        ))}
        <text className="tc-axis-title" x={side} y={side + 8 + 2 * fontPx} textAnchor="end">
          {model.xTitle}
        </text>
        <text className="tc-axis-title" x={-margin.left + 2} y={-margin.top + fontPx} textAnchor="start">
          {model.yTitle}
        </text>
      </g>
      {/* The axes fit the link: a rate past them (a slow start's overshoot) runs off the edge. */}
      <g clipPath={`url(#${clipId})`}>
      <line className="pc-fair" {...model.fairLine} />
      {model.efficiencyLine && <line className="pc-efficiency" {...model.efficiencyLine} />}
      {model.ghostPath && <path className="pc-ghost" d={model.ghostPath} fill="none" strokeWidth={model.strokeWidth} strokeLinejoin="round" />}
      {model.idealPath && <path className="pc-ideal" d={model.idealPath} fill="none" strokeWidth={model.strokeWidth} />}
      {model.trail.map((s) => (
        <path key={s.key} className="pc-trail" d={s.d} fill="none" strokeWidth={model.strokeWidth} strokeOpacity={s.opacity} strokeLinejoin="round" />
      ))}
      {model.losses.map((l) => (
        <LossGlyph key={l.key} x={l.x} y={l.y} user={l.user} color={users[l.user - 1].color} size={glyph} />
      ))}
      {model.now && <circle className="pc-now" cx={model.now.x} cy={model.now.y} r={projector ? 7 : 5} />}
      </g>
    </g>
  );
});
