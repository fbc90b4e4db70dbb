// Reduces a time series to what one pixel column can show (its min and max, in the order they
// came) and turns the columns into SVG path data with coordinates rounded to 0.1 px. Drawing cost
// is then O(columns), however many samples the view holds; NaN breaks a line.

/** A series reduced to pixel columns. Only the first `n` entries are meaningful. */
export interface Columns {
  n: number;
  /** Pixel column (floor of the x position, relative to the plot's left edge). */
  x: Float64Array;
  first: Float64Array;
  min: Float64Array;
  max: Float64Array;
  last: Float64Array;
  /** 1 if the column's minimum came no later than its maximum. */
  minFirst: Uint8Array;
  /** 1 if the line is broken (a NaN, or the start) before this column. */
  gap: Uint8Array;
}

export function createColumns(capacity = 256): Columns {
  return {
    n: 0,
    x: new Float64Array(capacity),
    first: new Float64Array(capacity),
    min: new Float64Array(capacity),
    max: new Float64Array(capacity),
    last: new Float64Array(capacity),
    minFirst: new Uint8Array(capacity),
    gap: new Uint8Array(capacity),
  };
}

function grow(c: Columns): void {
  const size = c.x.length * 2;
  const f64 = (a: Float64Array) => {
    const b = new Float64Array(size);
    b.set(a);
    return b;
  };
  const u8 = (a: Uint8Array) => {
    const b = new Uint8Array(size);
    b.set(a);
    return b;
  };
  c.x = f64(c.x);
  c.first = f64(c.first);
  c.min = f64(c.min);
  c.max = f64(c.max);
  c.last = f64(c.last);
  c.minFirst = u8(c.minFirst);
  c.gap = u8(c.gap);
}

/**
 * The samples of each pixel column: column k holds samples start[k] … start[k+1] − 1 and lies at
 * x[k] = floor((t − fromSec)·pxPerSec). Times are sorted, so this is found once per chart and
 * shared by all its series. Only the first `n` columns are meaningful.
 */
export interface Bins {
  n: number;
  x: Float64Array;
  start: Int32Array;
}

export function createBins(capacity = 256): Bins {
  return { n: 0, x: new Float64Array(capacity), start: new Int32Array(capacity + 1) };
}

/** Bins samples i0…i1 (inclusive) by pixel column. Writes into `out` (grown as needed). */
export function binSamples(time: ArrayLike<number>, i0: number, i1: number, fromSec: number, pxPerSec: number, out: Bins = createBins()): Bins {
  let n = 0;
  let col = NaN;
  for (let i = i0; i <= i1; i++) {
    const c = Math.floor((time[i] - fromSec) * pxPerSec);
    if (c === col) continue;
    if (n >= out.x.length) {
      const x = new Float64Array(out.x.length * 2);
      x.set(out.x);
      const st = new Int32Array(x.length + 1);
      st.set(out.start);
      out.x = x;
      out.start = st;
    }
    out.x[n] = c;
    out.start[n] = i;
    n++;
    col = c;
  }
  out.start[n] = i1 + 1;
  out.n = n;
  return out;
}

/**
 * Reduces one series to the chart's pixel columns: per column its first, min, max and last
 * value (value of sample i at `values[i − offset]`). NaN breaks the line: the next value starts a
 * new entry marked as a gap. Writes into `out` (grown as needed) and returns it.
 */
export function decimateBins(values: ArrayLike<number>, offset: number, bins: Bins, out: Columns = createColumns()): Columns {
  let n = 0;
  let broken = true;
  const cols = bins.n;
  const start = bins.start;
  // A series may end before the bins do (a column not yet extended to the newest samples): past
  // its end it reads as NaN. Never read past it: one out-of-bounds read makes V8 box every value.
  const have = values.length;
  for (let k = 0; k < cols; k++) {
    const x = bins.x[k];
    let open = false;
    let first = 0;
    let min = 0;
    let max = 0;
    let last = 0;
    let minI = 0;
    let maxI = 0;
    const end = start[k + 1] - offset;
    // The column's end closes its open entry as a NaN would, but without marking a gap: entries
    // are written in one place, inline.
    for (let i = start[k] - offset; i <= end; i++) {
      const atEnd = i === end;
      let v = NaN;
      if (!atEnd && i < have) v = values[i];
      if (v - v !== 0) {
        if (open) {
          if (n >= out.x.length) grow(out);
          out.x[n] = x;
          out.first[n] = first;
          out.min[n] = min;
          out.max[n] = max;
          out.last[n] = last;
          out.minFirst[n] = minI <= maxI ? 1 : 0;
          // `broken` is written with the entry; it says whether a gap came before it.
          out.gap[n] = broken ? 1 : 0;
          n++;
          open = false;
          if (atEnd) broken = false;
        }
        // NaN or ±Infinity: the next value opens a new entry after a gap.
        if (!atEnd) broken = true;
        continue;
      }
      if (!open) {
        first = min = max = last = v;
        minI = maxI = i;
        open = true;
        continue;
      }
      if (v < min) {
        min = v;
        minI = i;
      } else if (v > max) {
        max = v;
        maxI = i;
      }
      last = v;
    }
  }
  out.n = n;
  return out;
}

/**
 * Samples i0…i1 (inclusive) of `values` (value of sample i at `values[i - offset]`), at times
 * `time[i]`, reduced to pixel columns x = floor((t − fromSec)·pxPerSec). Non-finite values break
 * the line. Writes into `out` (grown as needed) and returns it.
 */
export function decimate(
  time: ArrayLike<number>,
  values: ArrayLike<number>,
  offset: number,
  i0: number,
  i1: number,
  fromSec: number,
  pxPerSec: number,
  out: Columns = createColumns(),
): Columns {
  return decimateBins(values, offset, binSamples(time, i0, i1, fromSec, pxPerSec), out);
}

/**
 * A band between two series, per pixel column: the lowest `lower` (in `min`) and the highest
 * `upper` (in `max`) over the samples where both are numbers.
 */
export function decimateBand(lower: ArrayLike<number>, upper: ArrayLike<number>, bins: Bins, out: Columns = createColumns()): Columns {
  let n = -1;
  let broken = true;
  const have = Math.min(lower.length, upper.length); // past it, NaN (as in decimateBins)
  for (let k = 0; k < bins.n; k++) {
    let open = false;
    for (let i = bins.start[k]; i < bins.start[k + 1]; i++) {
      let a = NaN;
      let b = NaN;
      if (i < have) {
        a = lower[i];
        b = upper[i];
      }
      if (a - a !== 0 || b - b !== 0) {
        broken = true;
        open = false;
        continue;
      }
      const lo = a < b ? a : b;
      const hi = a < b ? b : a;
      if (!open) {
        n++;
        if (n >= out.x.length) grow(out);
        out.x[n] = bins.x[k];
        out.min[n] = lo;
        out.max[n] = hi;
        out.first[n] = lo;
        out.last[n] = hi;
        out.minFirst[n] = 1;
        out.gap[n] = broken ? 1 : 0;
        open = true;
        broken = false;
      } else {
        if (lo < out.min[n]) out.min[n] = lo;
        if (hi > out.max[n]) out.max[n] = hi;
      }
    }
  }
  out.n = n + 1;
  return out;
}

/** A number rounded to 0.1, as the shortest string ("12", "12.3", never "-0"). */
export function fmt1(v: number): string {
  return tenths(Math.round(v * 10));
}

/** An integer count of tenths as a decimal string: 123 → "12.3", −5 → "-0.5", 120 → "12". Integer arithmetic only. */
function tenths(k: number): string {
  if (k === 0 || !Number.isFinite(k)) return k === 0 ? '0' : String(k / 10);
  const a = k < 0 ? -k : k;
  const whole = Math.floor(a / 10);
  const tenth = a - whole * 10;
  return (k < 0 ? '-' : '') + whole + (tenth === 0 ? '' : '.' + tenth);
}

/** A linear map from values to pixels: px = offset + scale · v. */
export interface LinearMap {
  offset: number;
  scale: number;
}

// Path data is written as ASCII bytes into one reused buffer and decoded once per path: no
// intermediate strings, so a redraw of dozens of series leaves almost nothing for the collector.
let out8 = new Uint8Array(1 << 16);
let len = 0;
const latin1 = new TextDecoder('latin1');

function reserve(n: number): void {
  if (len + n <= out8.length) return;
  const bigger = new Uint8Array(Math.max(out8.length * 2, len + n));
  bigger.set(out8.subarray(0, len));
  out8 = bigger;
}

/** Writes a count of tenths as a decimal: 123 → "12.3", −5 → "-0.5", 120 → "12". */
function writeTenths(k: number): void {
  if (k < 0) {
    out8[len++] = 45; // '-'
    k = -k;
  }
  let whole = Math.floor(k / 10);
  const tenth = k - whole * 10;
  const start = len;
  do {
    const q = Math.floor(whole / 10);
    out8[len++] = 48 + (whole - q * 10);
    whole = q;
  } while (whole > 0);
  for (let i = start, j = len - 1; i < j; i++, j--) {
    const c = out8[i];
    out8[i] = out8[j];
    out8[j] = c;
  }
  if (tenth !== 0) {
    out8[len++] = 46; // '.'
    out8[len++] = 48 + tenth;
  }
}

function writePoint(cmd: number, x: number, y: number): void {
  reserve(48);
  out8[len++] = cmd;
  writeTenths(x);
  out8[len++] = 44; // ','
  writeTenths(y);
}

const M = 77;
const L = 76;
const Z = 90;
/** Coordinates beyond this many pixels are clamped (the plot clips them anyway): keeps the digits few and finite. */
const FAR_PX = 1e6;

/**
 * SVG path data for decimated columns: per column its min and max, in the order they occurred
 * (one point if they are equal), and a flat run (the same y, to 0.1 px, over several columns)
 * written as one segment. At most two points per pixel column, whatever the number of samples;
 * runs once per series per redraw, with integer work only.
 */
export function linePath(c: Columns, y: LinearMap): string {
  const y0 = y.offset * 10;
  const ky = y.scale * 10;
  const far = FAR_PX * 10;
  len = 0;
  let lastY = NaN; // y of the last point, in tenths of a pixel
  let flatX = NaN; // x where a pending flat run ends (not yet written)
  const n = c.n;
  for (let k = 0; k < n; k++) {
    const x = Math.round(c.x[k] * 10);
    const a = c.minFirst[k] ? c.min[k] : c.max[k];
    const b = c.minFirst[k] ? c.max[k] : c.min[k];
    for (let j = 0; j < 2; j++) {
      let v: number;
      if (j === 0) v = a;
      else {
        if (b === a) continue;
        v = b;
      }
      let py = Math.round(y0 + ky * v);
      if (py > far) py = far;
      else if (py < -far) py = -far;
      const move = j === 0 && c.gap[k] === 1;
      if (!move && py === lastY) {
        flatX = x;
        continue;
      }
      if (flatX === flatX) writePoint(L, flatX, lastY);
      flatX = NaN;
      writePoint(move ? M : L, x, py);
      lastY = py;
    }
  }
  if (flatX === flatX) writePoint(L, flatX, lastY);
  return latin1.decode(out8.subarray(0, len));
}

/**
 * The same polyline as linePath, as numbers for a canvas: x, y pairs in pixels (rounded to 0.1 px
 * like the path data), a pair of NaNs where the line breaks. No text to write and parse again:
 * a chart of 200 flows draws this way (see LineCanvas).
 */
export function linePoints(c: Columns, y: LinearMap): Float32Array {
  const y0 = y.offset * 10;
  const ky = y.scale * 10;
  const far = FAR_PX * 10;
  let n = 0;
  // Per column at most two points, each perhaps after a flat run's end and a break.
  const need = c.n * 12 + 4;
  if (pts.length < need) pts = new Float32Array(Math.max(need, pts.length * 2));
  let lastY = NaN;
  let flatX = NaN;
  const put = (x: number, py: number) => {
    pts[n++] = x / 10;
    pts[n++] = py / 10;
  };
  for (let k = 0; k < c.n; k++) {
    const x = Math.round(c.x[k] * 10);
    const a = c.minFirst[k] ? c.min[k] : c.max[k];
    const b = c.minFirst[k] ? c.max[k] : c.min[k];
    for (let j = 0; j < 2; j++) {
      let v: number;
      if (j === 0) v = a;
      else {
        if (b === a) continue;
        v = b;
      }
      let py = Math.round(y0 + ky * v);
      if (py > far) py = far;
      else if (py < -far) py = -far;
      const move = j === 0 && c.gap[k] === 1;
      if (!move && py === lastY) {
        flatX = x;
        continue;
      }
      if (flatX === flatX) put(flatX, lastY);
      flatX = NaN;
      if (move && n > 0) {
        pts[n++] = NaN;
        pts[n++] = NaN;
      }
      put(x, py);
      lastY = py;
    }
  }
  if (flatX === flatX) put(flatX, lastY);
  return pts.slice(0, n);
}

let pts = new Float32Array(4096);

/** Path data for linePoints' output (what an SVG export of a canvas chart writes). */
export function pointsPath(p: ArrayLike<number>): string {
  let d = '';
  let move = true;
  for (let i = 0; i + 1 < p.length; i += 2) {
    if (p[i] !== p[i]) {
      move = true;
      continue;
    }
    d += `${move ? 'M' : 'L'}${fmt1(p[i])},${fmt1(p[i + 1])}`;
    move = false;
  }
  return d;
}

/**
 * SVG path data for a band: one closed polygon per unbroken run of columns, along the top and back
 * along the bottom. Written into the path buffer as linePath is (coordinates clamped alike).
 */
export function bandPath(c: Columns, y: LinearMap): string {
  const y0 = y.offset * 10;
  const ky = y.scale * 10;
  const far = FAR_PX * 10;
  const py = (v: number): number => {
    const p = Math.round(y0 + ky * v);
    return p > far ? far : p < -far ? -far : p;
  };
  len = 0;
  let start = 0;
  for (let k = 0; k <= c.n; k++) {
    if (k < c.n && (k === start || !c.gap[k])) continue;
    // Columns start … k−1 form one run.
    if (k > start) {
      for (let j = start; j < k; j++) writePoint(j === start ? M : L, Math.round(c.x[j] * 10), py(c.max[j]));
      for (let j = k - 1; j >= start; j--) writePoint(L, Math.round(c.x[j] * 10), py(c.min[j]));
      reserve(1);
      out8[len++] = Z;
    }
    start = k;
  }
  return latin1.decode(out8.subarray(0, len));
}

/**
 * Trailing moving average over `windowSec` of simulated time, weighted by each sample's interval
 * (a rate sample covers the time since the previous one): out[i − i0] for samples i0…i1.
 * Non-finite values are left out; a sample with nothing to average is NaN.
 */
export function smoothInto(
  time: ArrayLike<number>,
  values: ArrayLike<number>,
  i0: number,
  i1: number,
  windowSec: number,
  out: Float64Array,
): Float64Array {
  if (i1 < i0) return out;
  // Sample j carries weight time[j] − time[j − 1] (sample 0: none). NaN or ±Infinity values are left out.
  // Start the window at the first sample inside (time[i0] − windowSec, time[i0]].
  let j = i0;
  while (j > 0 && time[j - 1] > time[i0] - windowSec) j--;
  let sum = 0;
  let wsum = 0;
  // Past the end of `values` a sample reads as NaN, never out of bounds (see decimateBins).
  const have = values.length;
  for (let k = j; k < i0; k++) {
    let v = NaN;
    if (k < have) v = values[k];
    if (v - v === 0 && k > 0) {
      const w = time[k] - time[k - 1];
      sum += v * w;
      wsum += w;
    }
  }
  for (let i = i0; i <= i1; i++) {
    let v = NaN;
    if (i < have) v = values[i];
    const t = time[i];
    const ok = v - v === 0;
    if (ok && i > 0) {
      const w = t - time[i - 1];
      sum += v * w;
      wsum += w;
    }
    const cut = t - windowSec;
    while (j < i && time[j] <= cut) {
      let u = NaN;
      if (j < have) u = values[j];
      if (u - u === 0 && j > 0) {
        const w = time[j] - time[j - 1];
        sum -= u * w;
        wsum -= w;
      }
      j++;
    }
    // Not `ok ? … : NaN`: here V8 (Chromium 156) boxed that expression's result, a heap number per sample.
    let r = NaN;
    if (ok) r = wsum > 1e-12 ? sum / wsum : v;
    out[i - i0] = r;
  }
  return out;
}
