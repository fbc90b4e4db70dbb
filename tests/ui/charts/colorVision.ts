// Colour arithmetic for tests of palettes: a translucent fill over white, as seen with normal
// vision and with the two common colour-vision deficiencies (Machado, Oliveira & Fernandes 2009,
// severity 1), compared by CIE 1976 ΔE in L*a*b*.

export type Vision = 'normal' | 'deuteranopia' | 'protanopia';

const MATRICES: Record<Vision, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
};

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** `#rrggbb` at `opacity` over white, in linear RGB as `vision` sees it, then CIE L*a*b* (D65). */
export function labOver(hex: string, opacity: number, vision: Vision): [number, number, number] {
  return labOfStack([{ hex, opacity }], vision);
}

/** Translucent fills painted in order over white (as the browser blends them), in L*a*b* as `vision` sees it. */
export function labOfStack(fills: readonly { hex: string; opacity: number }[], vision: Vision = 'normal'): [number, number, number] {
  let srgb = [1, 1, 1];
  for (const { hex, opacity } of fills) {
    const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    srgb = srgb.map((under, k) => opacity * c[k] + (1 - opacity) * under);
  }
  const lin = srgb.map(toLinear);
  const [r, g, b] = MATRICES[vision].map((row) => Math.min(1, Math.max(0, row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])));
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE 1976 colour difference. */
export const deltaE = (a: readonly number[], b: readonly number[]): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
