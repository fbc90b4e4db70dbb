// One figure of an experiment or sweep: the chart, its legend (what each mark is) and its exports
// (SVG and PNG of the drawing, CSV of the numbers drawn).
import { useRef } from 'react';
import { isModelMeasure, measureInfo } from '../../experiments/measures';
import { bandHits, modelGaps, rowsToCsv, type ResultRow } from '../../experiments/resultTable';
import { downloadBlob, serializeChartSvg, slug, svgSize, svgToPng } from '../charts/exportChart';
import { ResultChart, chartLegend, type ResultChartProps } from './ResultChart';

function cssVar(el: Element, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

export function FigurePanel(props: ResultChartProps & { fileBase: string; note?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const legend = chartLegend(props);
  const drawn: ResultRow[] = props.rows.filter((r) => props.measures.includes(r.measure));
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
        { key: 'k-ns2', label: '□ ns-2.35 (mean ± 95 % CI)', color: '#444444', dash: '', kind: 'line' },
        { key: 'k-paper', label: '× the paper', color: '#444444', dash: '', kind: 'line' },
        ...(hasModel ? [{ key: 'k-model', label: "◇ a model on each run's own measurements (mean over seeds)", color: '#444444', dash: '2 3', kind: 'line' as const }] : []),
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
      <div ref={ref} className="xr__plot">
        <ResultChart {...props} />
      </div>
      <ul className="xr__legend" aria-label={`Legend of ${props.title}`}>
        {legend.map((l) => (
          <li key={l.key}>
            <svg width="26" height="12" aria-hidden="true">
              <line x1="1" x2="25" y1="6" y2="6" stroke={l.color} strokeWidth="2.5" strokeDasharray={l.dash} />
            </svg>
            {l.label}
          </li>
        ))}
        <li>
          <svg width="14" height="12" aria-hidden="true">
            <rect x="2" y="1" width="9" height="9" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          ns-2.35 (mean ± 95 % CI)
        </li>
        <li>
          <svg width="14" height="12" aria-hidden="true">
            <path d="M2,1L12,11M2,11L12,1" stroke="currentColor" strokeWidth="2" />
          </svg>
          the paper
        </li>
        <li>
          <svg width="26" height="12" aria-hidden="true">
            <rect x="1" y="1" width="24" height="10" fill="currentColor" fillOpacity="0.15" />
          </svg>
          ours: mean and 95 % CI over seeds
        </li>
        {hasModel && (
          <li>
            <svg width="26" height="12" aria-hidden="true">
              <line x1="1" x2="25" y1="6" y2="6" stroke="currentColor" strokeWidth="1.5" strokeDasharray="2 3" />
              <path d="M13,1.5L17.5,6L13,10.5L8.5,6Z" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            a model on each run’s own measurements (mean over seeds)
          </li>
        )}
      </ul>
      {props.note && <p className="xr__note">{props.note}</p>}
      {gaps.length > 0 && (
        <ul className="xr__gaps" aria-label={`How far the models are from the measurements in ${props.title}`}>
          {bands.map((b) => (
            <li key={`band-${b.measured}`} data-model-band={b.measured} data-inside={b.inside} data-points={b.points}>
              Measured here: the {measureInfo(b.measured).label} lies inside the band at {b.inside} of {b.points} point{b.points === 1 ? '' : 's'}.
            </li>
          ))}
          {gaps.map((g) => (
            <li key={g.model} data-model-gap={g.model} data-min-ratio={g.minRatio} data-max-ratio={g.maxRatio} data-mean-ratio={g.meanRatio}>
              Measured here: {measureInfo(g.model).label} is {ratio(g.minRatio)}–{ratio(g.maxRatio)} × the measured {measureInfo(g.measured).label} (geometric mean{' '}
              {ratio(g.meanRatio)} ×, over {g.points} point{g.points === 1 ? '' : 's'}).
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

const ratio = (r: number): string => r.toFixed(2);

/** The progress of a sweep: a bar with done/total and the time to go. */
export function SweepProgressBar({ done, total, etaSec, label }: { done: number; total: number; etaSec: number | null; label: string }) {
  const pct = total ? Math.round((100 * done) / total) : 0;
  return (
    <div className="xr__progress">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={`${done} of ${total} runs`} className="xr__bar">
        {/* Scaled, not sized: a moving transform is the compositor's work; a moving width is layout and paint on the main thread the whole sweep long. */}
        <div className="xr__fill" style={{ transform: `scaleX(${pct / 100})` }} />
      </div>
      <span aria-live="polite">
        {done} / {total} runs{etaSec !== null && done < total ? `, about ${Math.ceil(etaSec)} s to go` : ''}
      </span>
    </div>
  );
}
