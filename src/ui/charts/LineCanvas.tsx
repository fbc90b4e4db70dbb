// A chart's lines drawn on one canvas instead of one SVG path each, for charts with many lines
// (200 flows, "Each flow": see manyLines in chartModel). The lines are the model's own (the same
// polyline as its path data would be, colours, widths, dashes), so the two kinds of chart look alike.
import { useLayoutEffect, useRef } from 'react';
import type { LineMark } from './chartModel';

/** An SVG stroke-dasharray ('4 3', '4,3' or '') as a canvas line dash. */
export function lineDash(dash: string): number[] {
  return dash.trim() === '' ? [] : dash.split(/[\s,]+/).map(Number).filter((n) => Number.isFinite(n) && n >= 0);
}

/** Adds a polyline (x, y pairs; a NaN pair breaks it) to the context's path. */
export function tracePoints(ctx: Pick<CanvasRenderingContext2D, 'moveTo' | 'lineTo'>, p: ArrayLike<number>): void {
  let move = true;
  for (let i = 0; i + 1 < p.length; i += 2) {
    const x = p[i];
    if (x !== x) {
      move = true;
      continue;
    }
    if (move) ctx.moveTo(x, p[i + 1]);
    else ctx.lineTo(x, p[i + 1]);
    move = false;
  }
}

/** What drawLines needs of a path: Path2D, or a recording stand-in in tests. */
export interface LinePath<P> {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  addPath(path: P): void;
}

/**
 * Strokes the lines, in order of their first appearance per style. Lines of one style are stroked
 * as one path: 200 flows share a few colours and dashes, and each stroke has a fixed cost (a dashed
 * one most), whatever its length. Returns the number of strokes.
 */
export function drawLines<P extends LinePath<P>>(
  ctx: Pick<CanvasRenderingContext2D, 'globalAlpha' | 'strokeStyle' | 'lineWidth' | 'setLineDash'> & { stroke(path: P): void },
  lines: readonly LineMark[],
  newPath: (d?: string) => P,
): number {
  const groups = new Map<string, LineMark[]>();
  for (const l of lines) {
    const key = `${l.color}|${l.strokeWidth}|${l.dash}|${l.opacity}`;
    const g = groups.get(key);
    if (g) g.push(l);
    else groups.set(key, [l]);
  }
  for (const g of groups.values()) {
    const { color, strokeWidth, dash, opacity } = g[0];
    ctx.globalAlpha = opacity;
    ctx.strokeStyle = color;
    ctx.lineWidth = strokeWidth;
    ctx.setLineDash(lineDash(dash));
    const path = newPath();
    for (const l of g) {
      if (l.points) tracePoints(path, l.points);
      else if (l.d !== '') path.addPath(newPath(l.d));
    }
    ctx.stroke(path);
  }
  ctx.globalAlpha = 1;
  return groups.size;
}

export interface LineCanvasProps {
  lines: readonly LineMark[];
  /** Drawn first (a branch's original run, faint). */
  ghostLines: readonly LineMark[];
  /** The plot area, in CSS pixels: the lines' coordinates start at its top-left corner. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export function LineCanvas({ lines, ghostLines, left, top, width, height }: LineCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    // Hosts without a 2D canvas (jsdom) show no lines; the chart's summary still describes them.
    if (!canvas || typeof Path2D === 'undefined') return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(width * dpr));
    const h = Math.max(1, Math.round(height * dpr));
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.lineJoin = 'round';
    drawLines(ctx, [...ghostLines, ...lines], (d?: string) => new Path2D(d));
  }, [lines, ghostLines, width, height]);
  return <canvas ref={ref} className="tc-lines" aria-hidden="true" style={{ left, top, width, height }} />;
}
