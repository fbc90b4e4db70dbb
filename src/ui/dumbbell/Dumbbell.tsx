// The animated network: senders, routers, the bottleneck and receivers; packets moving along
// the links in their flow's colour (ACKs as small dots on the way back; a connection's SYN as an
// outlined diamond and its SYN-ACK as a ring); the bottleneck queue as
// a row of packets coloured by flow with the RED thresholds (draggable) and average, or, for a
// discipline with a queue per flow (DRR, FQ-CoDel), a row per flow queue; drops and ECN marks shown
// where and why they happen (at the tail for an arrival, at the head for a head drop). Drawn on a canvas once per frame; with many packets, high speed or
// reduced motion it shows counts instead of moving packets. A threshold moved when the lab refuses
// the change (the run has ended) springs back, and the reason is said under the picture.
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { WIRE_ACK, WIRE_STRIDE, WIRE_SYN, WIRE_SYN_ACK, type FlowInfo, type LinkInfo, type Snapshot, type Speed } from '../../worker/protocol';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { DROP_STYLE, flowColor, type DropSymbolName } from '../theme';
import { layoutNetwork, pointAlong, type NetworkLayout, type Point, type QueueBar } from './layout';
import { useLingui } from '@lingui/react/macro';
import { plural, t as translate } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { networkText, type NetworkText } from './networkText';
import { textDirection, type Locale } from '../i18n/locales';
import { observableLabel } from '../charts/observableText';
import { classOrdinals, flowClasses } from '../lab/flowClasses';
import { QUEUES, dropReasonsOf } from '../../sim/queue/registry';
import { reasonsOf, type QueueSetting } from '../../sim/metrics/dropsByReason';
import { QueueReason } from '../../sim/queue/QueueDiscipline';
import { subQueueRows } from './subQueues';
import type { QueueConfig, Scenario } from '../../sim/scenario/Scenario';
import type { DropMark } from '../lab/TraceStore';
import { editProblemMessage } from '../i18n/editProblemMessage';
import { useRefusal, type RefusalState } from '../controls/useRefusal';
import { specLabel } from '../i18n/specText';

type QueueKind = QueueConfig['kind'];

/** RED's threshold specs (its module's): the handles' limits. */
const RED_PARAMS = QUEUES.red.params;

/** Above this many packets in flight, links show counts instead of individual packets. */
const MAX_ANIMATED_PACKETS = 1500;
/** Simulated seconds a drop mark stays visible (scaled to at least a fraction of a wall second). */
const DROP_SHOW_WALL_SEC = 0.8;
/**
 * Most drop marks drawn in one frame (the newest). 200 flows under RED at 10x drop thousands of
 * packets in 0.8 wall seconds; drawing each took ~90 ms a frame, and marks piled on one spot say
 * no more than a hundred do.
 */
export const MAX_DROP_MARKS = 100;

export interface DumbbellProps {
  model: LabModel;
  /** Animate packets (false: static counts; the lab passes !prefers-reduced-motion unless overridden). */
  animate: boolean;
  locked?: boolean;
  /** Projector mode: larger labels, packets and routers, for the back of the room. */
  projector?: boolean;
  /** One lane per variant class instead of one per flow (the many-flows view). */
  byClass?: boolean;
  /** Folded to its heading, to give the charts the screen (a 768-px projector); with a toggle when onCollapse is given. */
  collapsed?: boolean;
  onCollapse?: (collapsed: boolean) => void;
  /** With it, the heading has an "Animate packets" switch (the lab's); `animateHint` is its tooltip. */
  onAnimateChange?: (animate: boolean) => void;
  animateHint?: string;
}

/** How much larger the picture's type and marks are in projector mode. */
const PROJECTOR_SCALE = 1.4;
/** A router's disc, px at scale 1. */
const ROUTER_RADIUS = 13;

export const Dumbbell = memo(function Dumbbell({ model, animate, locked, projector = false, byClass = false, collapsed = false, onCollapse, onAnimateChange, animateHint }: DumbbellProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const flows = useLab(model, (m) => m.flows);
  const links = useLab(model, (m) => m.links);
  const hidden = useLab(model, (m) => m.hidden);
  const queue = useLab(model, (m) => m.settings?.bottleneck.queue ?? null);
  const buffer = useLab(model, (m) => m.settings?.bottleneck.bufferPackets ?? 2);
  const chainLength = useLab(model, (m) => (m.scenario ? 1 + m.scenario.series.length : 1));
  const [width, setWidth] = useState(800);
  const { t, i18n } = useLingui();
  const text = networkText(i18n);
  const [label, setLabel] = useState<string | null>(null);
  const classes = useMemo(() => (byClass ? flowClasses(flows, hidden) : null), [byClass, flows, hidden]);
  const colorIndex = useMemo(() => (classes ? classOrdinals(classes, flows.length) : undefined), [classes, flows.length]);
  const height = Math.max(220, Math.min(420, 90 + (classes ? classes.length : flows.length) * 18));
  const layout = useMemo(() => layoutNetwork(flows, links, chainLength, width, height, classes), [flows, links, chainLength, width, height, classes]);
  const refused = useRefusal(model);
  const refusalId = useId();

  useEffect(() => {
    const el = boxRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => setWidth(Math.max(320, Math.floor(entries[0].contentRect.width))));
    ro.observe(el);
    return () => ro.disconnect();
  }, [collapsed]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || collapsed) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    let raf = 0;
    let lastLabelMs = 0;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    // Read the theme once per (re)start, not per frame: getComputedStyle forces a style pass.
    const css = getComputedStyle(canvas);
    const colors = { fg: css.getPropertyValue('--fg').trim() || '#1a1a1a', muted: css.getPropertyValue('--muted').trim() || '#5f6670' };
    const scale = projector ? PROJECTOR_SCALE : 1;
    // The links and nodes, drawn once for this layout: each frame copies them and adds what moves.
    const background = document.createElement('canvas');
    background.width = canvas.width;
    background.height = canvas.height;
    const bg = background.getContext('2d');
    if (bg) {
      bg.setTransform(dpr, 0, 0, dpr, 0, 0);
      drawNetwork(bg, layout, { width, hidden, scale, ...colors });
    }
    let lastDrawnAt = -1;
    // Frames are asked for while packets move; else only when the model has news (a new snapshot,
    // a pause): a paused lab draws nothing and asks for no frames.
    const request = () => {
      if (raf === 0) raf = requestAnimationFrame(draw);
    };
    const draw = (nowMs: number) => {
      raf = 0;
      const moving = model.status.running && animate;
      if (moving) request();
      // Nothing new and nothing moving: keep the last picture.
      if (!moving && model.snapshotAtMs === lastDrawnAt) return;
      lastDrawnAt = model.snapshotAtMs;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const frame = dumbbellFrame(model);
      drawFrame(ctx, frame, layout, { width, height, animate, nowMs, buffer, hidden, queueKind: queue?.kind ?? 'droptail', scale, colorIndex, background: bg ? background : undefined, text, ...colors });
      // The description follows a moving picture once a second, a still one at once.
      if (!moving || nowMs - lastLabelMs > 1000) {
        lastLabelMs = nowMs;
        setLabel(describe(frame, flows, text, i18n));
      }
    };
    request();
    const unsubscribe = model.subscribe(request);
    return () => {
      cancelAnimationFrame(raf);
      unsubscribe();
    };
  }, [model, layout, width, height, animate, buffer, hidden, queue, flows, projector, colorIndex, collapsed, text, i18n]);

  const heading = (
    <div className="dumbbell__head">
      <h2 id="network-heading">{t`Network`}</h2>
      <div className="dumbbell__tools">
        {onAnimateChange && !collapsed && (
          <button type="button" className="tc-btn" aria-pressed={animate} onClick={() => onAnimateChange(!animate)} title={animateHint}>
            {t`Animate packets`}
          </button>
        )}
        {onCollapse && (
          <button type="button" className="tc-btn" aria-expanded={!collapsed} aria-controls="network-picture" onClick={() => onCollapse(!collapsed)}>
            {collapsed ? t`Show network` : t`Hide network`}
          </button>
        )}
      </div>
    </div>
  );
  if (collapsed) {
    return (
      <section className="panel dumbbell dumbbell--collapsed" aria-labelledby="network-heading">
        {heading}
      </section>
    );
  }
  return (
    <section className="panel dumbbell" aria-labelledby="network-heading">
      {heading}
      <div ref={boxRef} id="network-picture" className="dumbbell__box" style={{ height }}>
        <canvas ref={canvasRef} role="img" aria-label={label ?? t`Network view`} style={{ width, height }} />
        {queue?.kind === 'red' && !locked && (
          <>
            <ThresholdHandle model={model} layout={layout} buffer={buffer} which="minThPackets" projector={projector} refused={refused} refusalId={refusalId} />
            <ThresholdHandle model={model} layout={layout} buffer={buffer} which="maxThPackets" projector={projector} refused={refused} refusalId={refusalId} />
          </>
        )}
      </div>
      {refused.refusal && queue?.kind === 'red' && !locked && (
        <p id={refusalId} className="field__error" role="alert">
          {specLabel(i18n, RED_PARAMS[refused.refusal.at as 'minThPackets' | 'maxThPackets'])}: {editProblemMessage(i18n, refused.refusal.problem)}
        </p>
      )}
      <DropLegend model={model} />
    </section>
  );
});

/** The drop reasons (and the ECN mark) the legend lists for links with these queues, in DROP_STYLE's order. */
export function dropLegendReasons(queues: readonly QueueSetting[]): number[] {
  const possible = new Set<number>(queues.flatMap(reasonsOf));
  return Object.keys(DROP_STYLE).map(Number).filter((r) => possible.has(r));
}

/** The queues of the links in effect now (bottleneck first, then the series links; kind and ECN switch), as a stable key. */
const queuesKey = (m: LabModel): string => (m.settings ? JSON.stringify([m.settings.bottleneck, ...m.settings.series].map((l) => ({ kind: l.queue.kind, ecn: 'ecn' in l.queue && l.queue.ecn }))) : '[]');

/** What the picture's marks mean: only the drops the scenario's queues can make, following a queue switched live. */
function DropLegend({ model }: { model: LabModel }) {
  const key = useLab(model, queuesKey);
  const { t, i18n } = useLingui();
  const text = networkText(i18n);
  const reasons = useMemo(() => dropLegendReasons(JSON.parse(key) as QueueSetting[]), [key]);
  return (
    <p className="legend" dir={textDirection(i18n.locale as Locale)}>
      {reasons.map((r) => {
        const s = DROP_STYLE[r];
        return (
          <span key={r} className="legend__item">
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <DropSymbol symbol={s.symbol} color={s.color} />
            </svg>{' '}
            {text.dropLegend(r, s.label, s.mark === true)}
          </span>
        );
      })}
      <span className="legend__item">{t`▪ data packet · • ACK · ◇ SYN · ○ SYN-ACK`}</span>
    </p>
  );
}

function DropSymbol({ symbol, color }: { symbol: DropSymbolName; color: string }) {
  if (symbol === 'diamond') return <path d="M6 0L11 6L6 12L1 6Z" fill={color} />;
  if (symbol === 'disc') return <circle cx="6" cy="6" r="5" fill={color} />;
  if (symbol === 'ring') return <circle cx="6" cy="6" r="4" fill="none" stroke={color} strokeWidth="2.5" />;
  if (symbol === 'cross') return <path d="M2 2L10 10M10 2L2 10" stroke={color} strokeWidth="2.5" />;
  if (symbol === 'triangle') return <path d="M6 1L11 11H1Z" fill={color} />;
  return <rect x="2" y="2" width="8" height="8" fill={color} />;
}

/** A RED threshold drawn on the queue: drag it, or focus it and use the arrow keys. A refused move is kept in `refused`, said at `refusalId`. */
function ThresholdHandle({
  model,
  layout,
  buffer,
  which,
  projector,
  refused,
  refusalId,
}: {
  model: LabModel;
  layout: NetworkLayout;
  buffer: number;
  which: 'minThPackets' | 'maxThPackets';
  projector: boolean;
  refused: RefusalState;
  refusalId: string;
}) {
  const q = useLab(model, (m) => m.settings?.bottleneck.queue);
  const [drag, setDrag] = useState<number | null>(null);
  const { t, i18n } = useLingui();
  if (!q || q.kind !== 'red') return null;
  const value = drag ?? q[which];
  const other = which === 'minThPackets' ? q.maxThPackets : q.minThPackets;
  const { x0, x1, y } = layout.queueBar;
  const span = redSpan(buffer, q.maxThPackets);
  const xOf = redX(layout.queueBar, span);
  const nOf = (x: number) => Math.round(((Math.min(x1, Math.max(x0, x)) - x0) / (x1 - x0)) * span);
  const clampV = (n: number) => (which === 'minThPackets' ? Math.max(RED_PARAMS.minThPackets.min, Math.min(other - 1, n)) : Math.max(other + 1, Math.min(RED_PARAMS.maxThPackets.max, n)));
  const name = which === 'minThPackets' ? 'minTh' : 'maxTh';
  const commit = (n: number) => {
    const v = clampV(n);
    setDrag(null);
    if (v !== q[which]) refused.attempt(which, () => model.setQueue({ ...q, [which]: v }));
  };
  const labels = thresholdLabels(xOf(drag !== null && which === 'minThPackets' ? value : q.minThPackets), xOf(drag !== null && which === 'maxThPackets' ? value : q.maxThPackets), which === 'minThPackets' ? value : q.minThPackets, which === 'maxThPackets' ? value : q.maxThPackets, x0, x1, projector);
  const mine = which === 'minThPackets' ? labels.min : labels.max;
  // Under the bottleneck line (and its ACK dots), clear of R1 and R2: the handle's box starts 30 px above the bar.
  const routerY = layout.nodes.find((n) => n.kind === 'router')?.at.y ?? y + 40;
  const labelTop = routerY + thresholdLabelsBelow(projector) - (y - 30);
  return (
    <div
      className={`threshold threshold--${name}`}
      role="slider"
      tabIndex={0}
      aria-label={t`RED ${name} (drag along the queue)`}
      aria-valuemin={which === 'minThPackets' ? RED_PARAMS.minThPackets.min : other + 1}
      aria-valuemax={which === 'minThPackets' ? other - 1 : RED_PARAMS.maxThPackets.max}
      aria-valuenow={value}
      aria-valuetext={networkText(i18n).packets(value)}
      aria-describedby={refused.refusal?.at === which ? refusalId : undefined}
      style={{ left: xOf(value) - 8, top: y - 30 }}
      onPointerDown={(e) => {
        (e.target as HTMLElement).setPointerCapture(e.pointerId);
        setDrag(value);
      }}
      onPointerMove={(e) => {
        if (drag === null) return;
        const box = (e.currentTarget.parentElement as HTMLElement).getBoundingClientRect();
        setDrag(clampV(nOf(e.clientX - box.left)));
      }}
      onPointerUp={() => drag !== null && commit(drag)}
      onKeyDown={(e) => {
        const step = e.key === 'PageUp' || e.key === 'PageDown' ? 5 : 1;
        if (e.key === 'ArrowRight' || e.key === 'ArrowUp' || e.key === 'PageUp') commit(value + step);
        else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown' || e.key === 'PageDown') commit(value - step);
        else return;
        e.preventDefault();
      }}
    >
      <span className="threshold__label" style={{ left: mine.left - (xOf(value) - 8), top: labelTop + mine.row * thresholdRowPx(projector) }}>
        {name} {value}
      </span>
    </div>
  );
}

/**
 * What one frame of the picture is drawn from, as a plain record: the engine's latest snapshot and
 * when it arrived, the clock, the settings in force and the recent drops.
 */
export interface DumbbellFrame {
  snapshot: Snapshot | null;
  /** Wall-clock ms (performance.now) when `snapshot` arrived: packets move on from it between batches. */
  snapshotAtMs: number;
  status: { running: boolean; speed: Speed };
  /** The settings in force (the queue's thresholds, the later bottlenecks' buffers); null before a scenario. */
  settings: Pick<Scenario, 'bottleneck' | 'series'> | null;
  /** Recent drops, oldest first. */
  drops: readonly DropMark[];
}

/** The lab model's current frame. */
export function dumbbellFrame(model: LabModel): DumbbellFrame {
  return { snapshot: model.snapshot, snapshotAtMs: model.snapshotAtMs, status: model.status, settings: model.settings, drops: model.store.drops };
}

/** What one frame of the network picture is drawn with (exported for tests). */
export interface FrameOptions {
  width: number;
  height: number;
  animate: boolean;
  nowMs: number;
  buffer: number;
  hidden: ReadonlySet<number>;
  queueKind: QueueKind;
  /** Scale of type and marks (1, or PROJECTOR_SCALE). */
  scale: number;
  /** Palette position of each flow's packets (by class: the class's ordinal); default: the flow's index. */
  colorIndex?: Int32Array;
  fg: string;
  muted: string;
  /** The still part (drawNetwork), ready drawn at this size; drawn afresh when absent. */
  background?: CanvasImageSource;
  /** The words drawn (default: in the app's language). */
  text?: NetworkText;
}

/**
 * The still part of the picture: links, nodes and their labels. Drawn once into a background the
 * frames copy (with 200 flows, 400 links and 400 nodes a frame cost more than the packets).
 */
export function drawNetwork(ctx: CanvasRenderingContext2D, L: NetworkLayout, o: Pick<FrameOptions, 'width' | 'hidden' | 'scale' | 'fg' | 'muted'>): void {
  const { fg, muted, scale } = o;
  // Links.
  ctx.lineCap = 'round';
  for (const l of L.links) {
    if (l.role.kind !== 'chain' && o.hidden.has(l.role.flow)) continue;
    ctx.strokeStyle = l.role.kind === 'chain' ? fg : muted;
    ctx.lineWidth = l.role.kind === 'chain' ? 5 : (l.width ?? 1.5);
    ctx.beginPath();
    ctx.moveTo(l.from.x, l.from.y);
    for (const p of l.via ?? []) ctx.lineTo(p.x, p.y);
    ctx.lineTo(l.to.x, l.to.y);
    ctx.stroke();
  }
  // Nodes.
  ctx.font = `${Math.round(12 * scale)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  for (const n of L.nodes) {
    if (n.flow !== undefined && o.hidden.has(n.flow)) continue;
    if (n.kind === 'router') {
      drawRouter(ctx, n, o);
      continue;
    }
    ctx.fillStyle = n.colorIndex !== undefined ? flowColor(n.colorIndex) : fg;
    ctx.beginPath();
    ctx.rect(n.at.x - 6 * scale, n.at.y - 6 * scale, 12 * scale, 12 * scale);
    ctx.fill();
    if (L.showNodeLabels) {
      ctx.fillStyle = fg;
      ctx.textAlign = n.kind === 'sender' ? 'right' : 'left';
      // Within the picture: a long name (projector type, a narrow screen) ends in an ellipsis, not cut off at the edge.
      const room = (n.kind === 'sender' ? n.at.x : o.width - n.at.x) - 10 * scale - 2;
      ctx.fillText(fitText(ctx, n.label, room), n.at.x + (n.kind === 'sender' ? -10 : 10) * scale, n.at.y);
    }
  }
}

/** `text`, or as much of it as fits in `room` px followed by an ellipsis (at least its first character). */
export function fitText(ctx: Pick<CanvasRenderingContext2D, 'measureText'>, text: string, room: number): string {
  if (ctx.measureText(text).width <= room) return text;
  let lo = 1;
  let hi = text.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${text.slice(0, mid).trimEnd()}…`).width <= room) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/** A router: a disc with its name (R1, R2, …) in white. */
function drawRouter(ctx: CanvasRenderingContext2D, n: NetworkLayout['nodes'][number], o: Pick<FrameOptions, 'scale' | 'fg'>): void {
  ctx.fillStyle = o.fg;
  ctx.beginPath();
  ctx.arc(n.at.x, n.at.y, ROUTER_RADIUS * o.scale, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.fillText(n.label, n.at.x, n.at.y);
}

export function drawFrame(ctx: CanvasRenderingContext2D, frame: DumbbellFrame, L: NetworkLayout, o: FrameOptions): void {
  const { fg, muted, scale } = o;
  const text = o.text ?? networkText();
  // The picture runs left to right; its words ("28 waiting · buffer 50") read in their language's direction.
  ctx.direction = textDirection(text.locale);
  const colorOf = (flow: number) => flowColor(o.colorIndex && flow < o.colorIndex.length ? Math.max(0, o.colorIndex[flow]) : flow);
  ctx.clearRect(0, 0, o.width, o.height);
  const snap = frame.snapshot;
  const status = frame.status;
  const speed = status.speed === 'max' ? 0 : status.speed;
  // Where simulated time is now, between batches.
  const tNow = snap ? snap.timeSec + (status.running && speed > 0 ? Math.min(0.05, (o.nowMs - frame.snapshotAtMs) / 1000) * speed : 0) : 0;

  if (o.background) ctx.drawImage(o.background, 0, 0, o.width, o.height);
  else drawNetwork(ctx, L, o);
  ctx.font = `${Math.round(12 * scale)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  if (!snap) return;

  // Packets on the wire.
  const rows = snap.wire.length / WIRE_STRIDE;
  const animate = o.animate && status.speed !== 'max' && rows <= MAX_ANIMATED_PACKETS;
  if (animate) {
    for (let r = 0; r < rows; r++) {
      const k = r * WIRE_STRIDE;
      const link = L.linkById.get(snap.wire[k]);
      if (!link) continue;
      const flow = snap.wire[k + 1];
      if (o.hidden.has(flow)) continue;
      const kind = snap.wire[k + 2];
      const start = snap.wire[k + 3];
      const arrive = snap.wire[k + 4];
      const f = Math.min(1, Math.max(0, (tNow - start) / (arrive - start)));
      if (f >= 1) continue;
      const p = pointAlong(link, f);
      ctx.fillStyle = colorOf(flow);
      if (kind === WIRE_SYN || kind === WIRE_SYN_ACK) {
        // The handshake: outlined, larger than data, so the connection's opening is seen.
        ctx.strokeStyle = colorOf(flow);
        ctx.lineWidth = 2 * scale;
        ctx.beginPath();
        if (kind === WIRE_SYN) {
          const r = 5 * scale;
          ctx.moveTo(p.x, p.y - r);
          ctx.lineTo(p.x + r, p.y);
          ctx.lineTo(p.x, p.y + r);
          ctx.lineTo(p.x - r, p.y);
          ctx.closePath();
        } else {
          ctx.arc(p.x, p.y + 5 * scale, 4 * scale, 0, 2 * Math.PI);
        }
        ctx.stroke();
      } else if (kind === WIRE_ACK) {
        ctx.beginPath();
        ctx.arc(p.x, p.y + 5 * scale, 2 * scale, 0, 2 * Math.PI);
        ctx.fill();
      } else {
        ctx.fillRect(p.x - 3 * scale, p.y - 3 * scale, 6 * scale, 6 * scale);
      }
    }
  } else {
    // Counts per chain link instead of moving packets; the bottleneck's under RED's threshold labels.
    const countBelow = bottleneckCountBelow(frame, L, o);
    const counts = new Map<number, number>();
    for (let r = 0; r < rows; r++) counts.set(snap.wire[r * WIRE_STRIDE], (counts.get(snap.wire[r * WIRE_STRIDE]) ?? 0) + 1);
    ctx.fillStyle = fg;
    ctx.textAlign = 'center';
    // Where the previous link's count ended, and whether it went a row lower (a series, left to right).
    let lastRight = -Infinity;
    let lastLower = false;
    for (const l of L.links) {
      if (l.role.kind !== 'chain' || l.role.direction !== 'data') continue;
      const n = (counts.get(l.id) ?? 0) + (l.role.index === 0 ? snap.wireOmitted : 0);
      const mid = lerp(l.from, l.to, 0.5);
      const words = text.inFlight(n);
      // Under the routers' discs where the words are wider than the room between them (a phone).
      const half = ctx.measureText(words).width / 2;
      const disc = ROUTER_RADIUS * scale;
      const wide = mid.x - half < Math.min(l.from.x, l.to.x) + disc + 2 || mid.x + half > Math.max(l.from.x, l.to.x) - disc - 2;
      // In a series of bottlenecks, words that would run into the previous link's go a row lower.
      const lower: boolean = !lastLower && mid.x - half < lastRight + IN_FLIGHT_GAP_PX;
      lastRight = mid.x + half;
      lastLower = lower;
      const below = Math.max(l.role.index === 0 ? countBelow : 16 * scale, wide ? disc + 2 + 6 * scale : 0) + (lower ? IN_FLIGHT_ROW_PX * scale : 0);
      ctx.fillText(words, mid.x, mid.y + below);
    }
  }

  // The routers again, over the packets: a packet passing through R1 must not hide its name.
  for (const n of L.nodes) if (n.kind === 'router') drawRouter(ctx, n, o);

  // The bottleneck queue: head at the left, next to R1.
  const q = snap.queues[0] ?? new Int32Array(0);
  const { x0, x1, y } = L.queueBar;
  const slots = Math.max(1, o.buffer - 1);
  const redMax = o.queueKind === 'red' ? (frame.settings?.bottleneck.queue as { maxThPackets?: number }).maxThPackets ?? 0 : 0;
  const span = redSpan(o.buffer, redMax);
  const w = (x1 - x0) / span;
  const perFlow = QUEUES[o.queueKind]?.flowQueues === true ? drawFlowQueues(ctx, q, L.queueBar, o.buffer, { ...o, colorOf }) : null;
  if (!perFlow) {
    ctx.strokeStyle = muted;
    ctx.lineWidth = 1;
    ctx.strokeRect(x0, y - 9, w * slots, 18);
    for (let i = 0; i < q.length && i < span; i++) {
      ctx.fillStyle = colorOf(q[i]);
      ctx.fillRect(x0 + w * i + (w > 3 ? 0.5 : 0), y - 8, Math.max(1, w - (w > 3 ? 1 : 0)), 16);
    }
    ctx.fillStyle = fg;
    ctx.textAlign = 'right';
    // The buffer counts the packet being sent (ns-2's queue limit), so at most buffer − 1 wait.
    const occupancyRight = x0 + w * slots;
    // In words where they stay clear of the senders' marks (a phone's queue is a few dozen px, and Arabic's words are longer), else "28 / 50".
    const inWords = text.waiting(q.length, o.buffer);
    const sendersRight = L.nodes.reduce((r, n) => (n.kind === 'sender' ? Math.max(r, n.at.x + 12 * scale) : r), -Infinity);
    const numbersOnly = !seriesWordsFit(ctx, L, snap.queues, frame.settings, o);
    const occupancy = !numbersOnly && occupancyRight - ctx.measureText(inWords).width >= sendersRight ? inWords : `${q.length} / ${o.buffer}`;
    // Numbers alone ("28 / 50": waiting / buffer) read left to right in every language.
    ctx.direction = occupancy === inWords ? textDirection(text.locale) : 'ltr';
    ctx.fillText(occupancy, occupancyRight, y - 9 - 9 * scale);
    ctx.direction = textDirection(text.locale);
    if (o.queueKind === 'red') {
      const m = frame.settings?.bottleneck.queue;
      if (m && m.kind === 'red') {
        ctx.strokeStyle = muted;
        ctx.setLineDash([3, 3]);
        for (const th of [m.minThPackets, m.maxThPackets]) {
          const tx = x0 + w * Math.min(span, th);
          ctx.beginPath();
          ctx.moveTo(tx, y - 13);
          ctx.lineTo(tx, y + 13);
          ctx.stroke();
        }
        ctx.setLineDash([]);
      }
    }
    const redAverage = snap.queueObservables.redAverage ?? NaN;
    if (o.queueKind === 'red' && Number.isFinite(redAverage)) {
      const ax = x0 + w * Math.min(span, redAverage);
      ctx.fillStyle = fg;
      ctx.beginPath();
      ctx.moveTo(ax, y + 10);
      ctx.lineTo(ax - 5, y + 19);
      ctx.lineTo(ax + 5, y + 19);
      ctx.fill();
      ctx.textAlign = 'left';
      const avg = text.redAverage(redAverage);
      // Above the occupancy label if the two would run into each other (a narrow view).
      const clash = x0 + ctx.measureText(avg).width + 12 > occupancyRight - ctx.measureText(occupancy).width;
      ctx.fillText(avg, x0, clash ? y - 9 - 25 * scale : y - 9 - 9 * scale);
    }
  }

  // The queues of the bottlenecks after the first (a series topology): occupancy only.
  const inWords = seriesWordsFit(ctx, L, snap.queues, frame.settings, o);
  for (let k = 1; k < L.queueBars.length; k++) drawPlainQueue(ctx, L.queueBars[k], snap.queues[k] ?? new Int32Array(0), seriesBuffer(frame.settings, k), inWords, { ...o, colorOf });

  // Recent drops and marks, where they happened.
  const drops = frame.drops;
  // Marks made where the discipline decides at the head (CoDel's, FQ-CoDel's), not on arrival (PIE's).
  const marksAtHead = dropReasonsOf(o.queueKind).includes(QueueReason.Sojourn);
  const keepSec = Math.max(0.05, DROP_SHOW_WALL_SEC * (status.speed === 'max' ? 1 : status.speed));
  for (let i = drops.length - 1; i >= 0 && i >= drops.length - MAX_DROP_MARKS; i--) {
    const d = drops[i];
    const age = tNow - d.atSec;
    if (age > keepSec) break;
    if (age < 0) continue;
    const link = L.linkById.get(d.linkId);
    if (!link) continue;
    const style = DROP_STYLE[d.reason];
    if (!style) continue;
    // Marks spread sideways a little, so that several recent ones read as several.
    const spread = (i * 7) % 21;
    let at: Point;
    let size = scale;
    if (link.role.kind === 'chain' && link.role.index === 0 && link.role.direction === 'data') {
      // An arrival's drop (or mark) at the tail of its queue; a head drop (or a mark made at dequeue) at the head.
      const head = d.reason === QueueReason.HeadOverflow || d.reason === QueueReason.Sojourn || (d.reason === QueueReason.Mark && marksAtHead);
      if (perFlow) {
        // A row is a few px high: the mark is as high as the row's pitch, left of its head or past its
        // count, spreading outwards, never over the row's packets or its count.
        const row = perFlow.rowOf.get(d.flow) ?? perFlow.othersRow;
        size = perFlow.markScale;
        at = { x: head ? x0 - (6 + spread / 2) * size : row.labelEndX + (6 + spread / 2) * size, y: row.y };
      } else {
        at = { x: (head ? x0 + 5 * scale : x0 + w * Math.min(span, q.length + 1)) + (spread - 10) * scale, y: y + 22 };
      }
    } else {
      at = pointAlong(link, 0.1);
      at = { x: at.x + (spread - 10) * scale, y: at.y };
    }
    ctx.globalAlpha = 1 - age / keepSec;
    ctx.fillStyle = style.color;
    ctx.strokeStyle = style.color;
    drawSymbol(ctx, style.symbol, at.x, at.y, size);
    ctx.globalAlpha = 1;
  }
}

function drawSymbol(ctx: CanvasRenderingContext2D, symbol: DropSymbolName, x: number, y: number, scale: number): void {
  if (symbol === 'diamond') {
    ctx.beginPath();
    ctx.moveTo(x, y - 6 * scale);
    ctx.lineTo(x + 5 * scale, y);
    ctx.lineTo(x, y + 6 * scale);
    ctx.lineTo(x - 5 * scale, y);
    ctx.fill();
  } else if (symbol === 'disc' || symbol === 'ring') {
    ctx.beginPath();
    ctx.arc(x, y, 5 * scale, 0, 2 * Math.PI);
    if (symbol === 'disc') ctx.fill();
    else {
      ctx.lineWidth = 2.5 * scale;
      ctx.stroke();
    }
  } else if (symbol === 'cross') {
    ctx.lineWidth = 2.5 * scale;
    ctx.beginPath();
    ctx.moveTo(x - 5 * scale, y - 5 * scale);
    ctx.lineTo(x + 5 * scale, y + 5 * scale);
    ctx.moveTo(x + 5 * scale, y - 5 * scale);
    ctx.lineTo(x - 5 * scale, y + 5 * scale);
    ctx.stroke();
  } else if (symbol === 'triangle') {
    ctx.beginPath();
    ctx.moveTo(x, y - 6 * scale);
    ctx.lineTo(x + 6 * scale, y + 5 * scale);
    ctx.lineTo(x - 6 * scale, y + 5 * scale);
    ctx.fill();
  } else {
    ctx.fillRect(x - 5 * scale, y - 5 * scale, 10 * scale, 10 * scale);
  }
}

/** Where a row of a per-flow queue picture is: its middle, and where its count ends (its tail's end when it has none). */
interface FlowQueueRow {
  y: number;
  labelEndX: number;
}

/** Where the rows of a per-flow queue picture are (each flow's with a row, and the others'), and the scale of a mark that fits a row. */
interface FlowQueuePlaces {
  rowOf: Map<number, FlowQueueRow>;
  othersRow: FlowQueueRow;
  markScale: number;
}

/** A queue's occupancy ends at least this far right of the queue before it in a series (px). */
const QUEUE_LABEL_GAP_PX = 8;
/** In a series, how much lower a link's count in flight goes where it would run into the previous link's (px at scale 1), and the least room between two on one row (px). */
const IN_FLIGHT_ROW_PX = 15;
const IN_FLIGHT_GAP_PX = 6;

/** Rows of at least this pitch (px), tall enough for their counts: with more flow queues than fit, the smallest share one row. */
const MIN_ROW_PITCH = 9;
const MAX_ROW_PITCH = 14;

/**
 * The bottleneck queue of a discipline with a queue per flow: one row per flow queue, in the
 * discipline's order, stacked upwards from the link, each as long as its packets (scaled to the
 * longest queue), the largest that fit and the rest as one grey "others" row; the occupancy above.
 */
function drawFlowQueues(ctx: CanvasRenderingContext2D, q: Int32Array, bar: QueueBar, buffer: number, o: Pick<FrameOptions, 'scale' | 'fg' | 'muted' | 'text'> & { colorOf: (flow: number) => string }): FlowQueuePlaces {
  const { x0, x1, y } = bar;
  const bottom = y + 9;
  const top = Math.round(24 * o.scale);
  const avail = Math.max(MIN_ROW_PITCH, bottom - top);
  const { rows, others, queues, longest } = subQueueRows(q, Math.floor(avail / MIN_ROW_PITCH));
  const n = rows.length + (others ? 1 : 0);
  const pitch = Math.min(MAX_ROW_PITCH * o.scale, avail / Math.max(1, n));
  const rowH = Math.max(2, pitch - (pitch >= 5 ? 1 : 0));
  const fontPx = Math.round(Math.min(11 * o.scale, rowH));
  const labelled = fontPx >= 8;
  const room = Math.max(8, x1 - x0 - (labelled ? 4 * fontPx : 0));
  // Scaled to the longest queue, a packet at most 10 px wide: short queues stay short beside the bar's length.
  const perPacket = Math.min(room / Math.max(longest, 8), 10 * o.scale);
  const stackTop = bottom - n * pitch;
  const rowOf = new Map<number, FlowQueueRow>();
  ctx.font = `${fontPx}px system-ui, sans-serif`;
  ctx.textAlign = 'left';
  const drawRow = (k: number, packets: number, color: string, label: string) => {
    const top = stackTop + k * pitch;
    const len = Math.min(room, packets * perPacket);
    ctx.fillStyle = color;
    if (perPacket >= 3) {
      // Packet by packet, with a gap between, as the single queue draws them.
      const shown = Math.min(packets, Math.floor(room / perPacket));
      for (let i = 0; i < shown; i++) ctx.fillRect(x0 + i * perPacket + 0.5, top, perPacket - 1, rowH);
    } else {
      ctx.fillRect(x0, top, Math.max(1, len), rowH);
    }
    let labelEndX = x0 + len;
    if (labelled) {
      ctx.fillStyle = o.fg;
      ctx.fillText(label, x0 + len + 3, top + rowH / 2);
      labelEndX += 3 + ctx.measureText(label).width;
    }
    return { y: top + rowH / 2, labelEndX };
  };
  rows.forEach((r, k) => rowOf.set(r.flow, drawRow(k, r.packets, o.colorOf(r.flow), String(r.packets))));
  const text = o.text ?? networkText();
  const othersRow = others ? drawRow(rows.length, others.packets, o.muted, text.inOtherQueues(others.packets, others.queues)) : { y: bottom - pitch / 2, labelEndX: x0 };
  ctx.font = `${Math.round(12 * o.scale)}px system-ui, sans-serif`;
  ctx.fillStyle = o.fg;
  ctx.textAlign = 'right';
  // As much of the occupancy as fits over the queue (a phone's bottleneck is a few dozen px long).
  // Each worded only if the longer one before it does not fit (this runs at every frame).
  const labels = [() => text.waitingInFlowQueues(q.length, queues, buffer), () => text.inQueues(q.length, queues), () => String(q.length)];
  let label = '';
  for (const word of labels) {
    label = word();
    if (ctx.measureText(label).width <= x1 - x0 + 60) break;
  }
  ctx.fillText(label, x1, stackTop - 8 * o.scale);
  // A mark is 12 px high at scale 1: no higher than a row's pitch, so it covers no other row.
  return { rowOf, othersRow, markScale: Math.min(o.scale, pitch / 12) };
}

/** The buffer of bottleneck `k` of a series (0 is the first, R1→R2). */
function seriesBuffer(settings: DumbbellFrame['settings'], k: number): number {
  return (k === 0 ? settings?.bottleneck.bufferPackets : settings?.series[k - 1]?.bufferPackets) ?? 2;
}

/**
 * Whether the occupancy of every queue after the first of a series, in words, ends clear of the
 * queue before it (each is drawn right-aligned over its own queue); if one does not, all of them
 * are written as numbers ("8 / 20"), alike. True for a single bottleneck.
 */
function seriesWordsFit(ctx: CanvasRenderingContext2D, L: NetworkLayout, queues: readonly Int32Array[], settings: DumbbellFrame['settings'], o: Pick<FrameOptions, 'text'>): boolean {
  const text = o.text ?? networkText();
  for (let k = 1; k < L.queueBars.length; k++) {
    const bar = L.queueBars[k];
    const words = text.waiting(queues[k]?.length ?? 0, seriesBuffer(settings, k));
    if (bar.x1 - ctx.measureText(words).width < L.queueBars[k - 1].x1 + QUEUE_LABEL_GAP_PX) return false;
  }
  return true;
}

/** A bottleneck's queue as a row of packets coloured by flow, with its occupancy above it, in words or (`inWords` false) as numbers. */
function drawPlainQueue(ctx: CanvasRenderingContext2D, bar: QueueBar, q: Int32Array, buffer: number, inWords: boolean, o: Pick<FrameOptions, 'scale' | 'fg' | 'muted' | 'text'> & { colorOf: (flow: number) => string }): void {
  const { x0, x1, y } = bar;
  const slots = Math.max(1, buffer - 1);
  const w = (x1 - x0) / slots;
  ctx.strokeStyle = o.muted;
  ctx.lineWidth = 1;
  ctx.strokeRect(x0, y - 9, w * slots, 18);
  for (let i = 0; i < q.length && i < slots; i++) {
    ctx.fillStyle = o.colorOf(q[i]);
    ctx.fillRect(x0 + w * i + (w > 3 ? 0.5 : 0), y - 8, Math.max(1, w - (w > 3 ? 1 : 0)), 16);
  }
  ctx.fillStyle = o.fg;
  ctx.textAlign = 'right';
  const text = o.text ?? networkText();
  // Numbers alone ("8 / 20": waiting / buffer) read left to right in every language.
  ctx.direction = inWords ? textDirection(text.locale) : 'ltr';
  ctx.fillText(inWords ? text.waiting(q.length, buffer) : `${q.length} / ${buffer}`, x0 + w * slots, y - 9 - 9 * o.scale);
  ctx.direction = textDirection(text.locale);
}

function lerp(a: Point, b: Point, f: number): Point {
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
}

/** A text description of the picture for screen readers, refreshed about once a second. */
function describe(frame: DumbbellFrame, flows: FlowInfo[], text: NetworkText, i18n: I18n): string {
  const snap = frame.snapshot;
  const count = flows.length;
  if (!snap) return translate(i18n)`Network of ${count} flows; not started.`;
  const q = snap.queues[0] ?? new Int32Array(0);
  const per = new Map<number, number>();
  for (const f of q) per.set(f, (per.get(f) ?? 0) + 1);
  const parts = [...per.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([f, n]) => `${flows[f]?.name ?? `${f + 1}`} ${n}`);
  const kind = frame.settings?.bottleneck.queue.kind;
  const observed = (kind ? QUEUES[kind].observables : [])
    .map((o) => ({ o, v: snap.queueObservables[o.key as keyof Snapshot['queueObservables']] ?? NaN }))
    .filter(({ v }) => Number.isFinite(v))
    .map(({ o, v }) => `; ${observableLabel(i18n, o)} ${o.unit === 's' ? `${text.fixed(v * 1000, 1)} ms` : o.unit === 'packets' ? text.fixed(v, 1) : text.significant(v, 2)}`)
    .join('');
  const atSec = text.fixed(snap.timeSec, 1);
  const held = text.packets(q.length);
  const flowQueues = per.size;
  const where = kind && QUEUES[kind].flowQueues ? translate(i18n)`Network of ${count} flows at ${atSec} s: bottleneck queue holds ${held} in ${plural(flowQueues, { one: '# flow queue', other: '# flow queues' })}` : translate(i18n)`Network of ${count} flows at ${atSec} s: bottleneck queue holds ${held}`;
  return `${where}${parts.length ? ` (${parts.join(', ')})` : ''}${observed}.`;
}

export type { LinkInfo };

/** Packets the queue bar spans: the buffer's waiting places, or past RED's maxTh if that is beyond them. */
const redSpan = (buffer: number, maxThPackets: number): number => Math.max(Math.max(1, buffer - 1), maxThPackets * 1.05);

/** Where a threshold of n packets sits: the queue's head is at the bar's left, next to R1, n slots right of it. */
const redX =
  ({ x0, x1 }: { x0: number; x1: number }, span: number) =>
  (n: number): number =>
    x0 + ((x1 - x0) * Math.min(n, span)) / span;

/** The top of RED's threshold labels, px under the routers' centre: clear of R1's disc and the ACK line. */
const thresholdLabelsBelow = (projector: boolean): number => ROUTER_RADIUS * (projector ? PROJECTOR_SCALE : 1) + 4;

/** From one row of threshold labels to the next, px (a label is about a row high). */
const thresholdRowPx = (projector: boolean): number => (projector ? 22 : 16);

/**
 * How far under the bottleneck line the middle of its count of packets in flight goes: just under
 * the line, or under RED's threshold labels (ThresholdHandle) when they are there, not behind them.
 */
function bottleneckCountBelow(frame: DumbbellFrame, L: NetworkLayout, o: Pick<FrameOptions, 'queueKind' | 'buffer' | 'scale'>): number {
  const q = o.queueKind === 'red' ? frame.settings?.bottleneck.queue : undefined;
  if (!q || q.kind !== 'red') return 16 * o.scale;
  const projector = o.scale === PROJECTOR_SCALE;
  const xOf = redX(L.queueBar, redSpan(o.buffer, q.maxThPackets));
  const rows = thresholdLabels(xOf(q.minThPackets), xOf(q.maxThPackets), q.minThPackets, q.maxThPackets, L.queueBar.x0, L.queueBar.x1, projector).max.row + 1;
  return thresholdLabelsBelow(projector) + rows * thresholdRowPx(projector) + 2 + 6 * o.scale;
}

/**
 * Where the two RED threshold labels go, under the bottleneck line: each centred on its mark but
 * kept within the queue bar's extent (so never over R1 or R2), and the maxTh label on a second row
 * only when the two would touch. Widths are estimated from the text (the labels are short and in one font).
 */
export function thresholdLabels(minX: number, maxX: number, minTh: number, maxTh: number, x0: number, x1: number, projector: boolean): { min: { left: number; row: number }; max: { left: number; row: number } } {
  const charPx = projector ? 9.6 : 7;
  const width = (text: string) => text.length * charPx + 8;
  const place = (x: number, text: string) => {
    const w = width(text);
    return Math.min(Math.max(x - w / 2, x0), Math.max(x0, x1 - w));
  };
  const minText = `minTh ${minTh}`;
  const maxText = `maxTh ${maxTh}`;
  const minLeft = place(minX, minText);
  const maxLeft = place(maxX, maxText);
  const touch = minLeft + width(minText) + 4 > maxLeft;
  return { min: { left: minLeft, row: 0 }, max: { left: maxLeft, row: touch ? 1 : 0 } };
}
