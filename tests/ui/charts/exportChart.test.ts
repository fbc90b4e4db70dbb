// @vitest-environment jsdom
/// <reference lib="dom" />
// A chart's SVG export stands alone: its look is in presentation attributes (which every SVG
// reader draws, where a style attribute is CSS some ignore), the chart's note is in the file, and
// the PNG is sized for a slide.
import { describe, expect, it } from 'vitest';
import { NO_EXPORT_CLASS, pngScale, serializeChartSvg, svgSize, wrapText } from '../../../src/ui/charts/exportChart';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A 440 × 200 chart whose line is styled by a stylesheet rule, as the app's charts are. */
function chart(): SVGSVGElement {
  document.head.innerHTML = '<style>.tc-line { stroke: #d55e00; stroke-width: 2px; stroke-dasharray: 4 2; fill: none; }</style>';
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('width', '440');
  svg.setAttribute('height', '200');
  const plot = document.createElementNS(SVG_NS, 'g');
  plot.setAttribute('clip-path', 'url(#c)');
  const line = document.createElementNS(SVG_NS, 'path');
  line.setAttribute('class', 'tc-line');
  line.setAttribute('d', 'M0,0L10,10');
  plot.appendChild(line);
  const hover = document.createElementNS(SVG_NS, 'circle');
  hover.setAttribute('class', NO_EXPORT_CLASS);
  plot.appendChild(hover);
  svg.appendChild(plot);
  document.body.replaceChildren(svg);
  return svg;
}

const OPTS = { title: 'Congestion window', legend: [], background: '#fff', foreground: '#111', fontFamily: 'sans-serif' };

describe('serializeChartSvg', () => {
  it('writes the line’s stroke as attributes, with no style attribute anywhere', () => {
    const text = serializeChartSvg(chart(), OPTS);
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const line = doc.querySelector('path[d="M0,0L10,10"]')!;
    expect(line.getAttribute('stroke')).toMatch(/^(#d55e00|rgb\(213, 94, 0\))$/i);
    expect(line.getAttribute('stroke-width')).toBe('2px');
    expect(line.getAttribute('fill')).toBe('none');
    expect(doc.querySelectorAll('[style]')).toHaveLength(0);
    expect(text).not.toMatch(/style="/);
    expect(doc.querySelector(`.${NO_EXPORT_CLASS}`)).toBeNull();
    // Well-formed XML, the namespace declared once.
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(text.match(/xmlns="http:\/\/www.w3.org\/2000\/svg"/g)).toHaveLength(1);
  });

  it('prints the chart’s note under the legend, wrapped to the width, and makes room for it', () => {
    const note = 'Thin dotted lines: ssthresh (cut off above the largest window). Dashed: the fair share of the link, the bottleneck rate divided among the flows.';
    const without = serializeChartSvg(chart(), OPTS);
    const text = serializeChartSvg(chart(), { ...OPTS, note });
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const spans = [...doc.querySelectorAll('tspan')].map((t) => t.textContent);
    expect(spans.join(' ')).toBe(note);
    expect(spans.length).toBeGreaterThan(1);
    expect(svgSize(text).height).toBeGreaterThan(svgSize(without).height);
  });
});

describe('wrapText', () => {
  it.each([
    { text: 'a bb ccc dddd', max: 6, lines: ['a bb', 'ccc', 'dddd'] },
    { text: 'dotted = ssthresh', max: 40, lines: ['dotted = ssthresh'] },
    { text: 'averylongword x', max: 5, lines: ['averylongword', 'x'] },
    { text: '', max: 5, lines: [] },
  ])('"$text" in $max characters: $lines', ({ text, max, lines }) => {
    expect(wrapText(text, max)).toEqual(lines);
  });
});

describe('pngScale: a PNG for a slide', () => {
  it.each([
    // A chart 440 px wide on a 1024 px screen: 880 px at 2×; a slide wants 1920.
    { width: 440, scale: 4.37, png: 1923 },
    { width: 960, scale: 2, png: 1920 },
    { width: 1200, scale: 2, png: 2400 },
  ])('a $width px chart is exported at ×$scale, $png px wide', ({ width, scale, png }) => {
    expect(pngScale(width)).toBe(scale);
    expect(Math.round(width * pngScale(width))).toBe(png);
  });
});
