// Colours and line styles for flows: the Okabe–Ito palette (safe for the common colour-vision
// deficiencies), ordered for contrast on white; past eight flows, dash patterns tell colours apart.

export const FLOW_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#B8A200'] as const;

const DASHES = ['', '6 3', '2 2', '8 3 2 3'] as const;

export function flowColor(i: number): string {
  return FLOW_COLORS[i % FLOW_COLORS.length];
}

/** SVG stroke-dasharray for flow i ('' = solid). */
export function flowDash(i: number): string {
  return DASHES[Math.floor(i / FLOW_COLORS.length) % DASHES.length];
}

/** Drop reasons (1 overflow, 2 early, 3 forced): colour and a shape name, so they differ without colour. */
export const DROP_STYLE: Record<number, { color: string; label: string; symbol: 'cross' | 'triangle' | 'square' }> = {
  1: { color: '#D55E00', label: 'overflow (buffer full)', symbol: 'cross' },
  2: { color: '#E69F00', label: 'early (random drop before the buffer is full)', symbol: 'triangle' },
  3: { color: '#CC79A7', label: 'forced (RED average above maxTh)', symbol: 'square' },
};
