import { describe, expect, it } from 'vitest';
import { drawLines, lineDash, tracePoints, type LinePath } from '../../../src/ui/charts/LineCanvas';
import type { LineMark } from '../../../src/ui/charts/chartModel';

/** A path that records its commands. */
class RecordedPath implements LinePath<RecordedPath> {
  readonly ops: string[] = [];
  constructor(readonly d = '') {}
  moveTo(x: number, y: number) {
    this.ops.push(`M${x},${y}`);
  }
  lineTo(x: number, y: number) {
    this.ops.push(`L${x},${y}`);
  }
  addPath(p: RecordedPath) {
    this.ops.push(`+${p.d}`);
  }
}

/** A context that records each stroke with the style it was drawn in. */
function recordingContext() {
  const strokes: { style: string; width: number; dash: number[]; alpha: number; ops: string[] }[] = [];
  let dash: number[] = [];
  const ctx = {
    globalAlpha: 1,
    strokeStyle: '' as string | CanvasGradient | CanvasPattern,
    lineWidth: 1,
    setLineDash(d: number[]) {
      dash = d;
    },
    stroke(p: RecordedPath) {
      strokes.push({ style: String(this.strokeStyle), width: this.lineWidth, dash, alpha: this.globalAlpha, ops: p.ops });
    },
  };
  return { ctx, strokes };
}

const line = (key: string, color: string, points: number[], dash = ''): LineMark => ({ key, d: '', points: Float32Array.from(points), color, dash, strokeWidth: 1, opacity: 1 });

describe('LineCanvas: drawing many lines', () => {
  it('traces a polyline, moving after a NaN pair', () => {
    const p = new RecordedPath();
    tracePoints(p, [0, 1, 2, 3, NaN, NaN, 4, 5, 6, 7]);
    expect(p.ops).toEqual(['M0,1', 'L2,3', 'M4,5', 'L6,7']);
  });

  it('reads SVG dash arrays as canvas dashes', () => {
    expect(lineDash('')).toEqual([]);
    expect(lineDash('4 3')).toEqual([4, 3]);
    expect(lineDash('2,3')).toEqual([2, 3]);
  });

  it('strokes each style once, however many lines share it, each line in its own style', () => {
    // 200 flows over 8 colours and 2 dashes: 16 styles, 16 strokes.
    const colors = ['#000000', '#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7'];
    const lines = Array.from({ length: 200 }, (_, i) => line(`f${i}`, colors[i % 8], [0, i, 10, i], Math.floor(i / 8) % 2 ? '4 2' : ''));
    const { ctx, strokes } = recordingContext();
    expect(drawLines(ctx, lines, (d) => new RecordedPath(d))).toBe(16);
    expect(strokes).toHaveLength(16);
    // Every line drawn exactly once, in the stroke of its own colour and dash.
    const drawn = strokes.flatMap((s) => s.ops.filter((o) => o.startsWith('M')).map((o) => ({ y: Number(o.split(',')[1]), s })));
    expect(drawn.map((x) => x.y).sort((a, b) => a - b)).toEqual(lines.map((_, i) => i));
    for (const { y, s } of drawn) {
      expect(s.style).toBe(colors[y % 8]);
      expect(s.dash).toEqual(Math.floor(y / 8) % 2 ? [4, 2] : []);
    }
    expect(ctx.globalAlpha).toBe(1);
  });

  it('draws a faint line (a ghost) apart from a solid one of the same colour, and path data when there are no points', () => {
    const ghost: LineMark = { ...line('g', '#0072B2', [0, 0, 1, 1]), opacity: 0.3 };
    const svg: LineMark = { key: 's', d: 'M0,0L5,5', color: '#0072B2', dash: '', strokeWidth: 1, opacity: 1 };
    const { ctx, strokes } = recordingContext();
    drawLines(ctx, [ghost, svg], (d) => new RecordedPath(d));
    expect(strokes.map((s) => [s.alpha, s.ops])).toEqual([
      [0.3, ['M0,0', 'L1,1']],
      [1, ['+M0,0L5,5']],
    ]);
  });
});
