// Numbers the papers report for the validation cases, transcribed from the plain-text copies in
// shared/papers (tables there are converted from PDF and sometimes garbled; the notes say where a
// value is uncertain). These are the papers' values, shown beside ours and ns-2's, never targets.

/** Paper 000 (Tsang & Chang), Table 3: two Vegas1_3 flows, converged actual sending rates (bit/s) and JFI. */
export const TSANG_TABLE3: Readonly<Record<number, { shortBps: number; longBps: number; jain: number }>> = {
  110: { shortBps: 928571, longBps: 606382, jain: 0.965 },
  100: { shortBps: 925824, longBps: 545454, jain: 0.931 },
  90: { shortBps: 936107, longBps: 562500, jain: 0.941 },
  80: { shortBps: 926507, longBps: 583333, jain: 0.953 },
  70: { shortBps: 857142, longBps: 642623, jain: 0.98 },
  60: { shortBps: 934407, longBps: 568965, jain: 0.945 },
  50: { shortBps: 903420, longBps: 600000, jain: 0.962 },
  40: { shortBps: 928996, longBps: 571428, jain: 0.946 },
  30: { shortBps: 881562, longBps: 617647, jain: 0.97 },
  20: { shortBps: 800000, longBps: 700000, jain: 0.996 },
  10: { shortBps: 1000000, longBps: 500000, jain: 0.9 },
  5: { shortBps: 750000, longBps: 750000, jain: 1 },
  1: { shortBps: 750000, longBps: 750000, jain: 1 },
};

const X2 = [110, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 5, 1];
const byX2 = (values: number[]): Record<number, number> => Object.fromEntries(X2.map((x, i) => [x, values[i]]));

/**
 * Paper 000, Tables 4 and 5: JFI of Vegas-δ (δ = 1, 2, 3) and Vegas1_3 against x2. The two tables
 * carry the same caption in the text copy and differ in value; Table 4's Vegas1_3 column equals
 * Table 3's JFI, so Table 4 is taken as the primary reading and Table 5 is shown as an alternative
 * whose difference the text does not explain.
 */
export const TSANG_TABLE4: Readonly<Record<'vegas-1-3' | 'ev-1' | 'ev-2' | 'ev-3', Record<number, number>>> = {
  'ev-1': byX2([0.928, 0.898, 0.89, 0.858, 0.988, 0.998, 0.997, 1.0, 0.997, 0.998, 0.988, 0.994, 1.0]),
  'ev-2': byX2([0.995, 1.0, 1.0, 0.999, 0.982, 0.997, 0.986, 0.994, 0.968, 0.998, 0.999, 0.999, 1.0]),
  'ev-3': byX2([0.992, 0.997, 0.996, 0.995, 0.989, 0.997, 0.996, 0.995, 0.991, 0.998, 1.0, 0.999, 1.0]),
  'vegas-1-3': byX2([0.965, 0.931, 0.941, 0.953, 0.98, 0.945, 0.962, 0.946, 0.97, 0.996, 0.9, 1.0, 1.0]),
};
export const TSANG_TABLE5: Readonly<Record<'vegas-1-3' | 'ev-1' | 'ev-2' | 'ev-3', Record<number, number>>> = {
  'ev-1': byX2([0.928, 0.898, 0.89, 0.829, 0.98, 0.973, 0.997, 1.0, 0.997, 0.984, 0.988, 0.994, 1.0]),
  'ev-2': byX2([0.998, 1.0, 0.999, 1.0, 0.999, 1.0, 0.998, 1.0, 1.0, 0.999, 0.999, 0.999, 1.0]),
  'ev-3': byX2([0.999, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.999, 0.999, 0.999, 1.0, 1.0]),
  'vegas-1-3': byX2([0.908, 0.892, 0.917, 0.953, 0.911, 0.887, 0.9, 0.9, 0.97, 0.925, 0.988, 0.98, 1.0]),
};

/**
 * Paper 000, Table 6 (30 active flows only): JFI and the average goodput of a Vegas and of a Reno
 * flow (bit/s), means over seven runs. Keys: `${vegas}-${red}-${percentVegas}`.
 */
export const TSANG_TABLE6_30: Readonly<Record<string, { jain: number; vegasBps: number; renoBps: number }>> = {
  // 6a: Vegas-3 (α = β = 3), RED-54-108
  'a3-54-30': { jain: 0.977, vegasBps: 234163, renoBps: 343386 },
  'a3-54-50': { jain: 0.969, vegasBps: 293599, renoBps: 371919 },
  'a3-54-70': { jain: 0.964, vegasBps: 323614, renoBps: 416524 },
  // 6b: Vegas1_3, RED-54-108 (70 %: 21·271019 + 9·888998 b/s would exceed the 10 Mb/s link: garbled)
  'a1-54-30': { jain: 0.96, vegasBps: 189427, renoBps: 347960 },
  'a1-54-50': { jain: 0.844, vegasBps: 210509, renoBps: 454940 },
  'a1-54-70': { jain: 0.759, vegasBps: 271019, renoBps: 888998 },
  // 6c: Vegas-3, RED-5-15
  'a3-5-30': { jain: 0.962, vegasBps: 354355, renoBps: 297238 },
  'a3-5-50': { jain: 0.937, vegasBps: 301939, renoBps: 320963 },
  'a3-5-70': { jain: 0.926, vegasBps: 320042, renoBps: 308864 },
  // 6d: Vegas1_3, RED-5-15
  'a1-5-30': { jain: 0.913, vegasBps: 237901, renoBps: 339379 },
  'a1-5-50': { jain: 0.949, vegasBps: 312307, renoBps: 316247 },
  'a1-5-70': { jain: 0.842, vegasBps: 290288, renoBps: 352538 },
};

/** Paper 001, section 4: the model's Vegas/Reno throughput ratios quoted in the text (μ = 1080 pkt/s, α = β = 3, λ = 3/4). */
export const DEVENDICTIS_QUOTED_RATIO: Readonly<Record<number, number>> = { 5: 2.58, 10: 0.76 };

/**
 * Paper 002, section IV: NewReno's throughput relative to Reno's as its text states it (the
 * figures themselves are not readable in the text copy). Single bottleneck, DropTail (0.7 Mb/s,
 * buffer 20, 20 ms round trip): "about 15%-25% higher"; two bottlenecks in series (0.3 Mb/s,
 * 20 ms, buffer 10 each): "10%-11% more". Its loss claims: NewReno has a 2-3 % lower loss rate
 * on the single bottleneck; Reno suffers 20-25 % more losses on the two bottlenecks.
 */
export const NEWRENO_RENO_RATIO: Readonly<Record<'single' | 'series', { range: [number, number]; quote: string }>> = {
  single: { range: [1.15, 1.25], quote: 'NewReno throughput "about 15%-25% higher than the Reno" (DropTail, Fig. 10)' },
  series: { range: [1.1, 1.11], quote: 'NewReno "provides 10%-11% more throughput than TCP Reno" (two bottlenecks, Fig. 19)' },
};

/**
 * Paper 004 (Brakmo & Peterson), Table 1: one-on-one transfers, a 300 KB transfer inside a 1 MB
 * one, averages of 12 runs. Keys are the paper's column headings, small/large: "Reno/Vegas" is a
 * 300 KB Reno transfer inside a 1 MB Vegas transfer. Throughput in KB/s, retransmissions in KB.
 */
export const BRAKMO_TABLE1: Readonly<
  Record<'reno/reno' | 'reno/vegas' | 'vegas/reno' | 'vegas/vegas', { smallKBps: number; largeKBps: number; smallRetxKB: number; largeRetxKB: number }>
> = {
  'reno/reno': { smallKBps: 60, largeKBps: 109, smallRetxKB: 30, largeRetxKB: 22 },
  'reno/vegas': { smallKBps: 61, largeKBps: 123, smallRetxKB: 43, largeRetxKB: 1.8 },
  'vegas/reno': { smallKBps: 66, largeKBps: 119, smallRetxKB: 1.5, largeRetxKB: 18 },
  'vegas/vegas': { smallKBps: 74, largeKBps: 131, smallRetxKB: 0.3, largeRetxKB: 0.1 },
};

/**
 * Paper 003 (Vegas+, an ns-3 course project), "Fairness Improvement": JFI of Vegas vs Reno and of
 * Vegas+ vs Reno against the number of flows (10 seeds each). Its other figures: Vegas's share of
 * the bandwidth when competing 21.6 %, Vegas+'s 48.7 %.
 */
export const VEGAS_PLUS_JFI: Readonly<Record<number, { vegas: number; vegasPlus: number }>> = {
  2: { vegas: 0.68, vegasPlus: 0.89 },
  5: { vegas: 0.72, vegasPlus: 0.91 },
  10: { vegas: 0.75, vegasPlus: 0.93 },
  15: { vegas: 0.77, vegasPlus: 0.94 },
  20: { vegas: 0.79, vegasPlus: 0.95 },
};
