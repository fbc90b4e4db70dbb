// A time chart's downloads: SVG and PNG of the visible window or of the whole run (drawn off
// screen at the chart's size for the export, with the chart's legend and note), and the whole
// run's data as CSV. The files' contents are exportChart's; this joins them to the chart on screen.
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { buildChartModel, type BandSpec, type ChartModel, type SeriesSpec, type StateSpec, type TimeSource, type YAxisSpec } from './chartModel';
import { pointsPath } from './decimate';
import { chartCsv, downloadBlob, serializeChartSvg, slug, svgSize, svgToPng } from './exportChart';
import { TimeChartBody } from './TimeChartBody';
import { WHOLE_RUN } from './timeWindow';
import { lastSecOf, resolveInputs, type ModelInputs } from './useChartModel';

/** What an SVG or PNG export shows: the window on screen, or the whole run at the same size. */
export type ExportScope = 'window' | 'whole';

export interface ExportInput {
  svgRef: RefObject<SVGSVGElement | null>;
  /** The model on screen. */
  model: ChartModel;
  /** The chart's inputs, for a whole-run drawing. */
  inputs: ModelInputs;
  title: string;
  /** The chart's English name: file names are the same in every language. */
  name: string;
  data: TimeSource;
  y: YAxisSpec;
  series: readonly SeriesSpec[];
  bands?: readonly BandSpec[];
  states: StateSpec | null;
  projector: boolean;
}

function cssVar(el: Element, name: string, fallback: string): string {
  const v = getComputedStyle(el).getPropertyValue(name).trim();
  return v || fallback;
}

/** `model` drawn into a temporary SVG beside `svg` (so the chart's styles apply to it), passed to `read`, then removed. */
function withOffscreenSvg<T>(svg: SVGSVGElement, model: ChartModel, projector: boolean, read: (el: SVGSVGElement) => T): T {
  const host = document.createElement('div');
  // Off screen, not hidden: an inherited `visibility: hidden` would be written into the file.
  host.style.position = 'absolute';
  host.style.left = '-100000px';
  host.style.top = '0';
  (svg.parentElement ?? document.body).appendChild(host);
  const root = createRoot(host);
  try {
    flushSync(() =>
      root.render(
        <svg className="tc-svg" width={model.width} height={model.height} viewBox={`0 0 ${model.width} ${model.height}`}>
          <TimeChartBody model={model} clipId="tc-export-clip" projector={projector} />
        </svg>,
      ),
    );
    return read(host.querySelector('svg')!);
  } finally {
    root.unmount();
    host.remove();
  }
}

export function useChartExport(i: ExportInput): { svg: (scope: ExportScope) => void; png: (scope: ExportScope) => void; csv: () => void } {
  const { fromSec, toSec } = i.model.range;
  const lastSec = lastSecOf(i.data);

  const svgText = (scope: ExportScope): { text: string; fromSec: number; toSec: number } | null => {
    const svg = i.svgRef.current;
    if (!svg) return null;
    const root = svg.closest('.tc') ?? svg;
    const serialize = (el: SVGSVGElement, model: ChartModel) =>
      serializeChartSvg(el, {
        title: i.title,
        // Lines drawn on the canvas go into the file as paths, as an SVG chart's are.
        lines: model.canvasLines ? [...model.ghostLines, ...model.lines].map((l) => ({ ...l, d: l.points ? pointsPath(l.points) : l.d })) : undefined,
        legend: model.legend,
        note: root.querySelector('.tc-note')?.textContent ?? undefined,
        background: cssVar(root, '--bg', '#ffffff'),
        foreground: cssVar(root, '--fg', '#1a1a1a'),
        fontFamily: getComputedStyle(root).fontFamily || 'sans-serif',
      });
    if (scope === 'window') return { text: serialize(svg, i.model), fromSec, toSec };
    const whole = buildChartModel(resolveInputs({ ...i.inputs, window: WHOLE_RUN }));
    return { text: withOffscreenSvg(svg, whole, i.projector, (el) => serialize(el, whole)), fromSec: whole.range.fromSec, toSec: whole.range.toSec };
  };
  const fileBase = (s: { fromSec: number; toSec: number }, scope: ExportScope) =>
    `${slug(i.name)}${scope === 'whole' ? '-whole-run' : ''}-${s.fromSec.toFixed(1)}-${s.toSec.toFixed(1)}s`;

  return {
    svg: (scope) => {
      const s = svgText(scope);
      if (s) downloadBlob(new Blob([s.text], { type: 'image/svg+xml' }), `${fileBase(s, scope)}.svg`);
    },
    png: (scope) => {
      const s = svgText(scope);
      if (!s) return;
      const { width: w, height: h } = svgSize(s.text);
      svgToPng(s.text, w, h).then(
        (blob) => downloadBlob(blob, `${fileBase(s, scope)}.png`),
        (err: unknown) => console.warn('PNG export failed', err),
      );
    },
    // The data of the whole run, whatever the view: a spreadsheet can zoom on its own.
    csv: () => {
      const text = chartCsv(i.data, { fromSec: 0, toSec: Math.max(lastSec, 0) }, i.y.unit, i.series, i.bands, i.states);
      downloadBlob(new Blob([text], { type: 'text/csv' }), `${slug(i.name)}-whole-run-0-${Math.max(lastSec, 0).toFixed(1)}s.csv`);
    },
  };
}
