// One figure of an experiment or sweep: the chart drawn at the width of its column (so its text is
// the size the style sheet says, on a phone too), the values of the point under the pointer or
// picked with the arrow keys, its legend (what each mark is, and only what is drawn) and its
// exports (SVG and PNG of the drawing, CSV of the numbers drawn).
import { useEffect, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isModelMeasure } from '../../experiments/measures';
import { bandHits, modelGaps, rowsToCsv, type ResultRow } from '../../experiments/resultTable';
import { downloadBlob, serializeChartSvg, slug, svgSize, svgToPng } from '../charts/exportChart';
import { formatFixed } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { measureLabel } from './measureText';
import { ResultChart, chartLegend, pointOrder, pointReadout, type ResultChartProps } from './ResultChart';

function cssVar(el: Element, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

/** The chart's drawing width: its column's, once measured (720 before, and where nothing measures, as in a test). */
function useColumnWidth(ref: React.RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(720);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry.contentRect.width);
      if (w > 0) setWidth(w);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}

export function FigurePanel(props: ResultChartProps & { fileBase: string; note?: string; noteLang?: string }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const ref = useRef<HTMLDivElement>(null);
  const width = useColumnWidth(ref);
  const [active, setActive] = useState<ResultRow | null>(null);
  const legend = chartLegend(props, i18n);
  const ns2Label = t`ns-2.35 (mean ± 95 % CI)`;
  const paperLabel = t`the paper`;
  const modelLabel = t`a model on each run’s own measurements (mean over seeds)`;
  const drawn: ResultRow[] = props.rows.filter((r) => props.measures.includes(r.measure));
  const hasNs2 = drawn.some((r) => r.ns2 && Number.isFinite(r.ns2.mean));
  const hasPaper = drawn.some((r) => r.paper !== undefined);
  // The active point, if it is still drawn (results stream in and are cleared): the same row of the new rows.
  const shown = active ? drawn.find((r) => r.series === active.series && r.point === active.point && r.measure === active.measure && Number.isFinite(r.mean)) : undefined;
  const onKey = (ev: React.KeyboardEvent) => {
    const order = pointOrder(props);
    if (order.length === 0) return;
    const i = shown ? order.findIndex((r) => r === shown) : -1;
    const step = ev.key === 'ArrowRight' || ev.key === 'ArrowDown' ? 1 : ev.key === 'ArrowLeft' || ev.key === 'ArrowUp' ? -1 : 0;
    if (ev.key === 'Escape') setActive(null);
    else if (ev.key === 'Home') setActive(order[0]);
    else if (ev.key === 'End') setActive(order[order.length - 1]);
    else if (step) setActive(order[i < 0 ? (step > 0 ? 0 : order.length - 1) : (i + step + order.length) % order.length]);
    else return;
    ev.preventDefault();
  };
  const gaps = props.kind === 'lines' ? modelGaps(drawn, props.measures) : [];
  const bands = props.kind === 'lines' ? bandHits(drawn, props.measures) : [];
  const hasModel = props.measures.some(isModelMeasure);
  const svgText = (): string | null => {
    const svg = ref.current?.querySelector('svg');
    if (!svg) return null;
    return serializeChartSvg(svg, {
      title: props.title,
      legend: [
        ...legend,
        ...(hasNs2 ? [{ key: 'k-ns2', label: `□ ${ns2Label}`, color: '#444444', dash: '', kind: 'line' as const }] : []),
        ...(hasPaper ? [{ key: 'k-paper', label: `× ${paperLabel}`, color: '#444444', dash: '', kind: 'line' as const }] : []),
        ...(hasModel ? [{ key: 'k-model', label: `◇ ${modelLabel}`, color: '#444444', dash: '2 3', kind: 'line' as const }] : []),
      ],
      background: cssVar(svg, '--bg', '#ffffff'),
      foreground: cssVar(svg, '--fg', '#1a1a1a'),
      fontFamily: getComputedStyle(svg).fontFamily || 'sans-serif',
    });
  };
  const name = `${props.fileBase}-${slug(props.title)}`;
  const onSvg = () => {
    const t = svgText();
    if (t) downloadBlob(new Blob([t], { type: 'image/svg+xml' }), `${name}.svg`);
  };
  const onPng = () => {
    const t = svgText();
    if (!t) return;
    const { width, height } = svgSize(t);
    svgToPng(t, width, height).then(
      (b) => downloadBlob(b, `${name}.png`),
      (e: unknown) => console.warn('PNG export failed', e),
    );
  };
  const curves = (props.models ?? []).filter((m) => props.measures.includes(m.measure));
  const onCsv = () => downloadBlob(new Blob([rowsToCsv(drawn, curves)], { type: 'text/csv' }), `${name}.csv`);
  return (
    <figure className="xr__figure">
      <figcaption>
        <strong>{props.title}</strong>
        <span className="xr__exports">
          <button type="button" onClick={onSvg} disabled={drawn.length === 0}>
            SVG
          </button>
          <button type="button" onClick={onPng} disabled={drawn.length === 0}>
            PNG
          </button>
          <button type="button" onClick={onCsv} disabled={drawn.length === 0}>
            CSV
          </button>
        </span>
      </figcaption>
      <div
        ref={ref}
        className="xr__plot"
        tabIndex={drawn.length ? 0 : -1}
        role="group"
        aria-label={t`${props.title}: chart. Point at a mark, tap it, or use the arrow keys to read its values.`}
        onKeyDown={onKey}
      >
        <ResultChart {...props} width={props.width ?? width} active={shown ?? null} onActive={setActive} />
      </div>
      <p className="xr__readout" aria-live="polite" data-readout={shown ? `${shown.series}|${shown.point}|${shown.measure}` : ''}>
        {shown ? pointReadout(shown, i18n) : drawn.length ? t`Point at a mark (or tap it, or focus the chart and use the arrow keys) to read its values.` : ''}
      </p>
      <ul className="xr__legend" aria-label={t`Legend of ${props.title}`}>
        {legend.map((l) => (
          <li key={l.key}>
            <svg width="26" height="12" aria-hidden="true">
              <line x1="1" x2="25" y1="6" y2="6" stroke={l.color} strokeWidth="2.5" strokeDasharray={l.dash} />
            </svg>
            {l.label}
          </li>
        ))}
        {hasNs2 && (
          <li data-legend="ns2">
            <svg width="14" height="12" aria-hidden="true">
              <rect x="2" y="1" width="9" height="9" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {ns2Label}
          </li>
        )}
        {hasPaper && (
          <li data-legend="paper">
            <svg width="14" height="12" aria-hidden="true">
              <path d="M2,1L12,11M2,11L12,1" stroke="currentColor" strokeWidth="2" />
            </svg>
            {paperLabel}
          </li>
        )}
        <li>
          <svg width="26" height="12" aria-hidden="true">
            <rect x="1" y="1" width="24" height="10" fill="currentColor" fillOpacity="0.15" />
          </svg>
          <Trans>ours: mean and 95 % CI over seeds</Trans>
        </li>
        {hasModel && (
          <li>
            <svg width="26" height="12" aria-hidden="true">
              <line x1="1" x2="25" y1="6" y2="6" stroke="currentColor" strokeWidth="1.5" strokeDasharray="2 3" />
              <path d="M13,1.5L17.5,6L13,10.5L8.5,6Z" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {modelLabel}
          </li>
        )}
      </ul>
      {props.note && (
        <p className="xr__note" lang={props.noteLang}>
          {props.note}
        </p>
      )}
      {gaps.length > 0 && (
        <ul className="xr__gaps" aria-label={t`How far the models are from the measurements in ${props.title}`}>
          {bands.map((b) => {
            const measured = measureLabel(i18n, b.measured);
            const inside = b.inside;
            return (
              <li key={`band-${b.measured}`} data-model-band={b.measured} data-inside={b.inside} data-points={b.points}>
                {t({
                  id: 'figure.bandHits',
                  message: plural(b.points, {
                    one: `Measured here: the ${measured} lies inside the band at ${inside} of # point.`,
                    other: `Measured here: the ${measured} lies inside the band at ${inside} of # points.`,
                  }),
                })}
              </li>
            );
          })}
          {gaps.map((g) => {
            const model = measureLabel(i18n, g.model);
            const measured = measureLabel(i18n, g.measured);
            const [lo, hi, mean] = [ratio(locale, g.minRatio), ratio(locale, g.maxRatio), ratio(locale, g.meanRatio)];
            return (
              <li key={g.model} data-model-gap={g.model} data-min-ratio={g.minRatio} data-max-ratio={g.maxRatio} data-mean-ratio={g.meanRatio}>
                {t({
                  id: 'figure.modelGap',
                  message: plural(g.points, {
                    one: `Measured here: ${model} is ${lo}–${hi} × the measured ${measured} (geometric mean ${mean} ×, over # point).`,
                    other: `Measured here: ${model} is ${lo}–${hi} × the measured ${measured} (geometric mean ${mean} ×, over # points).`,
                  }),
                })}
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}

const ratio = (locale: Locale, r: number): string => formatFixed(locale, r, 2);

/** The progress of a sweep: a bar with done/total and the time to go. */
export function SweepProgressBar({ done, total, etaSec, label }: { done: number; total: number; etaSec: number | null; label: string }) {
  const { t } = useLingui();
  const pct = total ? Math.round((100 * done) / total) : 0;
  const eta = etaSec !== null ? Math.ceil(etaSec) : 0;
  return (
    <div className="xr__progress">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={t({ id: 'progress.valueText', message: plural(total, { one: `${done} of # run`, other: `${done} of # runs` }) })} className="xr__bar">
        {/* Scaled, not sized: a moving transform is the compositor's work; a moving width is layout and paint on the main thread the whole sweep long. */}
        <div className="xr__fill" style={{ transform: `scaleX(${pct / 100})` }} />
      </div>
      <span aria-live="polite">
        {etaSec !== null && done < total
          ? t({ id: 'progress.textEta', message: plural(total, { one: `${done} / # run, about ${eta} s to go`, other: `${done} / # runs, about ${eta} s to go` }) })
          : t({ id: 'progress.text', message: plural(total, { one: `${done} / # run`, other: `${done} / # runs` }) })}
      </span>
    </div>
  );
}

/** How long a finished sweep took, on how many workers. */
export function SweepDuration({ wallSec, workers, locale }: { wallSec: number; workers: number; locale: Locale }) {
  const { t } = useLingui();
  const sec = formatFixed(locale, wallSec, 1);
  return <>{t({ id: 'experiment.ranIn', message: plural(workers, { one: `Ran in ${sec} s on # worker.`, other: `Ran in ${sec} s on # workers.` }) })}</>;
}
