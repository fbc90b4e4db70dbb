// Exports of a chart: its data in view as CSV (pure), the drawn SVG made self-contained (styles
// written as presentation attributes, a legend and the chart's note added, hover marks left out),
// PNG rendered from that SVG at a slide's width, and the download.
import type { BandSpec, LegendItem, LineMark, SeriesSpec, StateSpec, TimeSource, YUnit } from './chartModel';
import { csvUnit, indicesWithin } from './chartModel';
import { smoothInto } from './decimate';
import type { TimeRange } from './timeWindow';

/** RFC 4180 quoting: fields with commas, quotes or line breaks are quoted, quotes doubled. */
export function csvField(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A Float32 sample as the shortest decimal that reads back the same (7 significant digits), '' if missing. */
export function csvNumber(v: number): string {
  return Number.isFinite(v) ? String(Number(v.toPrecision(7))) : '';
}

/**
 * The samples in `range` as CSV: time, then each series (smoothed as drawn), then each band's
 * lower and upper edge. Values in the chart's unit (bit rates in b/s); missing values are empty.
 */
export function chartCsv(data: TimeSource, range: TimeRange, unit: YUnit, series: readonly SeriesSpec[], bands: readonly BandSpec[] = [], states: StateSpec | null = null): string {
  const u = csvUnit(unit);
  const suffix = u.name ? ` (${u.name})` : '';
  const header = ['time (s)'];
  // Column names in English in every language: a file is data, read by spreadsheets and scripts.
  for (const s of series) header.push((s.csvLabel ?? s.label) + (s.smoothSec ? `, ${s.smoothSec} s average` : '') + suffix);
  for (const b of bands) header.push(`${b.csvLabel ?? b.label} lower${suffix}`, `${b.csvLabel ?? b.label} upper${suffix}`);
  if (states) header.push(states.label);
  const stateText = new Map(states?.categories.map((c) => [c.code, c.csvLabel ?? c.label]));
  const lines = [header.map(csvField).join(',')];
  const idx = indicesWithin(data, range);
  if (idx) {
    const [i0, i1] = idx;
    const cols = series.map((s) => {
      if (!s.smoothSec) return { values: s.values, offset: 0 };
      return { values: smoothInto(data.time, s.values, i0, i1, s.smoothSec, new Float64Array(i1 - i0 + 1)), offset: i0 };
    });
    for (let i = i0; i <= i1; i++) {
      const row = [csvNumber(data.time[i])];
      for (const c of cols) row.push(csvNumber(c.values[i - c.offset] * u.factor));
      for (const b of bands) row.push(csvNumber(b.lower[i] * u.factor), csvNumber(b.upper[i] * u.factor));
      if (states) row.push(csvField(stateText.get(states.codes[i]) ?? ''));
      lines.push(row.join(','));
    }
  }
  return lines.join('\n') + '\n';
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Computed style properties copied onto the exported elements as presentation attributes
 * (fill="…", not style="fill:…"), so the file needs no stylesheet and no CSS: converters such as
 * ImageMagick and editors that ignore style attributes draw it as the browser did.
 */
const INLINE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'stroke-linejoin',
  'stroke-linecap',
  'visibility',
];

/** Elements with this class are interaction feedback (hover rule, dots) and are not exported. */
export const NO_EXPORT_CLASS = 'tc-noexport';

function inlineStyles(source: Element, target: Element): void {
  const view = source.ownerDocument.defaultView;
  if (view) {
    const cs = view.getComputedStyle(source);
    for (const p of INLINE_PROPS) {
      const v = cs.getPropertyValue(p);
      if (v) target.setAttribute(p, v);
    }
    target.removeAttribute('style');
  }
  for (let k = 0; k < source.children.length; k++) inlineStyles(source.children[k], target.children[k]);
}

export interface SvgExportOptions {
  title: string;
  legend: readonly LegendItem[];
  background: string;
  foreground: string;
  fontFamily: string;
  /** Lines the chart drew outside its SVG (on a canvas): added as paths to its clipped plot group. */
  lines?: readonly LineMark[];
  /** The chart's note (what dotted and dashed lines mean), printed under the legend. */
  note?: string;
}

/** `text` broken into lines of at most `maxChars` characters, at spaces (a longer word stands alone). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The PNG's scale: at least 2 (sharp on a high-density screen) and at least a full-HD slide's 1920 px wide. */
export function pngScale(widthPx: number): number {
  return Math.max(2, Math.ceil((1920 / Math.max(1, widthPx)) * 100) / 100);
}

/** Appends `lines` as paths to the clone's clipped plot group (after its bands and rules, as the chart draws them). */
function addLines(clone: SVGSVGElement, lines: readonly LineMark[]): void {
  const plot = clone.querySelector('g[clip-path]');
  if (!plot) return;
  const doc = clone.ownerDocument;
  for (const l of lines) {
    const path = doc.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', l.d);
    path.setAttribute('fill', 'none');
    path.setAttribute('stroke', l.color);
    path.setAttribute('stroke-width', String(l.strokeWidth));
    if (l.dash) path.setAttribute('stroke-dasharray', l.dash);
    if (l.opacity !== 1) path.setAttribute('stroke-opacity', String(l.opacity));
    path.setAttribute('stroke-linejoin', 'round');
    plot.appendChild(path);
  }
}

/** A standalone SVG document of a rendered chart, with its title above and legend below. */
export function serializeChartSvg(svg: SVGSVGElement, opts: SvgExportOptions): string {
  const doc = svg.ownerDocument;
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  for (const el of Array.from(clone.querySelectorAll(`.${NO_EXPORT_CLASS}`))) el.remove();
  if (opts.lines) addLines(clone, opts.lines);
  const width = Number(svg.getAttribute('width')) || 600;
  const height = Number(svg.getAttribute('height')) || 200;
  const fontSize = 12;
  const titleH = Math.round(fontSize * 2.4);
  const rowH = Math.round(fontSize * 1.6);
  // Legend: as many items per row as fit (estimated widths).
  const rows: { item: LegendItem; x: number; row: number }[] = [];
  let x = 8;
  let row = 0;
  for (const item of opts.legend) {
    const w = Math.round(34 + item.label.length * fontSize * 0.6 + 12);
    if (x + w > width && x > 8) {
      x = 8;
      row++;
    }
    rows.push({ item, x, row });
    x += w;
  }
  const legendH = opts.legend.length > 0 ? (row + 1) * rowH + 6 : 0;
  // The note in lines that fit the width (estimated from the font size, as the legend's).
  const noteLines = opts.note ? wrapText(opts.note, Math.max(20, Math.floor((width - 16) / (fontSize * 0.55)))) : [];
  const noteH = noteLines.length > 0 ? noteLines.length * rowH + 6 : 0;
  const totalH = titleH + height + legendH + noteH;

  const out = doc.createElementNS(SVG_NS, 'svg');
  // No xmlns attribute: the serializer declares the namespace of an element made in it (set by
  // hand as well, some serializers write it twice, and the file is not well-formed XML).
  out.setAttribute('width', String(width));
  out.setAttribute('height', String(totalH));
  out.setAttribute('viewBox', `0 0 ${width} ${totalH}`);
  out.setAttribute('font-family', opts.fontFamily);
  const bg = doc.createElementNS(SVG_NS, 'rect');
  bg.setAttribute('width', String(width));
  bg.setAttribute('height', String(totalH));
  bg.setAttribute('fill', opts.background);
  out.appendChild(bg);
  const title = doc.createElementNS(SVG_NS, 'text');
  title.setAttribute('x', '8');
  title.setAttribute('y', String(Math.round(fontSize * 1.5)));
  title.setAttribute('font-size', String(fontSize + 2));
  title.setAttribute('font-weight', 'bold');
  title.setAttribute('fill', opts.foreground);
  title.textContent = opts.title;
  out.appendChild(title);
  const body = doc.createElementNS(SVG_NS, 'g');
  body.setAttribute('transform', `translate(0,${titleH})`);
  clone.removeAttribute('role');
  clone.removeAttribute('aria-label');
  clone.removeAttribute('class');
  clone.setAttribute('x', '0');
  clone.setAttribute('y', '0');
  body.appendChild(clone);
  out.appendChild(body);
  const legend = doc.createElementNS(SVG_NS, 'g');
  legend.setAttribute('transform', `translate(0,${titleH + height + 4})`);
  legend.setAttribute('font-size', String(fontSize));
  for (const { item, x: lx, row: r } of rows) {
    const cy = r * rowH + rowH / 2;
    if (item.kind === 'band') {
      const sw = doc.createElementNS(SVG_NS, 'rect');
      sw.setAttribute('x', String(lx));
      sw.setAttribute('y', String(cy - 5));
      sw.setAttribute('width', '24');
      sw.setAttribute('height', '10');
      sw.setAttribute('fill', item.color);
      sw.setAttribute('fill-opacity', String(item.opacity ?? 0.25));
      legend.appendChild(sw);
    } else {
      const sw = doc.createElementNS(SVG_NS, 'line');
      sw.setAttribute('x1', String(lx));
      sw.setAttribute('x2', String(lx + 24));
      sw.setAttribute('y1', String(cy));
      sw.setAttribute('y2', String(cy));
      sw.setAttribute('stroke', item.color);
      sw.setAttribute('stroke-width', '2');
      if (item.dash) sw.setAttribute('stroke-dasharray', item.dash);
      legend.appendChild(sw);
    }
    const t = doc.createElementNS(SVG_NS, 'text');
    t.setAttribute('x', String(lx + 30));
    t.setAttribute('y', String(Math.round(cy + fontSize * 0.35)));
    t.setAttribute('fill', opts.foreground);
    t.textContent = item.label;
    legend.appendChild(t);
  }
  out.appendChild(legend);
  if (noteLines.length > 0) {
    const note = doc.createElementNS(SVG_NS, 'text');
    note.setAttribute('font-size', String(fontSize));
    note.setAttribute('fill', opts.foreground);
    noteLines.forEach((line, k) => {
      const span = doc.createElementNS(SVG_NS, 'tspan');
      span.setAttribute('x', '8');
      span.setAttribute('y', String(Math.round(titleH + height + legendH + k * rowH + fontSize * 1.2)));
      span.textContent = line;
      note.appendChild(span);
    });
    out.appendChild(note);
  }
  return new XMLSerializer().serializeToString(out);
}

/** Renders SVG text to a PNG blob at `scale` × its size (by default, wide enough for a slide). */
export async function svgToPng(svgText: string, width: number, height: number, scale = pngScale(width)): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves a blob under a file name (a temporary link, clicked). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file-name-safe slug: "Jain's fairness index" → "jains-fairness-index". */
export function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'chart'
  );
}

/** Reads the width and height attributes of the exported SVG text. */
export function svgSize(svgText: string): { width: number; height: number } {
  const w = /<svg[^>]*\swidth="([\d.]+)"/.exec(svgText);
  const h = /<svg[^>]*\sheight="([\d.]+)"/.exec(svgText);
  return { width: w ? Number(w[1]) : 600, height: h ? Number(h[1]) : 200 };
}
