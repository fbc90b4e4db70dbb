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

/** A drop mark's shape: filled, except the ring of an ECN mark (the packet went on). */
export type DropSymbolName = 'cross' | 'triangle' | 'square' | 'diamond' | 'disc' | 'ring';

/**
 * What a queue did to a packet, by QueueReason (1 overflow, 2 early, 3 forced, 4 head-overflow,
 * 5 sojourn: drops; 6: an ECN mark): colour, words, a shape (so they differ without colour), and
 * whether it is a drop or a mark. Okabe–Ito colours.
 */
export const DROP_STYLE: Record<number, { color: string; label: string; symbol: DropSymbolName; mark?: true }> = {
  1: { color: '#D55E00', label: 'overflow (buffer full)', symbol: 'cross' },
  2: { color: '#E69F00', label: 'early (random drop before the buffer is full)', symbol: 'triangle' },
  3: { color: '#CC79A7', label: 'forced (RED average above maxTh)', symbol: 'square' },
  4: { color: '#000000', label: 'head overflow (buffer full: the longest flow queue loses its head)', symbol: 'diamond' },
  5: { color: '#009E73', label: 'sojourn (CoDel: waited too long, dropped at the head)', symbol: 'disc' },
  6: { color: '#0072B2', label: 'ECN mark (Congestion Experienced; the packet goes on)', symbol: 'ring', mark: true },
};
