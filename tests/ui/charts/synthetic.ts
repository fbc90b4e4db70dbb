// Seeded synthetic traces in the Sampler's row layout, for chart tests: three flows (Reno, Vegas,
// and a Vegas added live at 8 s, so its columns are NaN before; Vegas 2's α raised at 12.5 s), a
// queue and the Jain indices.
import { F, G, flowIndex, globalIndex, rowStride, type FlowField, type GlobalField } from '../../../src/sim/metrics/Sampler';
import { TraceStore } from '../../../src/ui/lab/TraceStore';
import type { FlowInfo } from '../../../src/worker/protocol';

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FLOWS: FlowInfo[] = [
  { index: 0, name: 'Reno 1', variant: 'reno', startSec: 0, baseRttSec: 0.04, fromHop: 0, toHop: 1 },
  { index: 1, name: 'Vegas 2', variant: 'vegas', startSec: 0, baseRttSec: 0.05, fromHop: 0, toHop: 1 },
  { index: 2, name: 'Vegas 3', variant: 'vegas', startSec: 8, baseRttSec: 0.06, fromHop: 0, toHop: 1 },
];

export const SAMPLE_SEC = 0.05;
export const DURATION_SEC = 20;
export const ADDED_AT_SEC = 8;
/** Vegas 2's α goes from 1 to 2 here (β stays 3). */
export const ALPHA_CHANGED_AT_SEC = 12.5;

/** Writes one row: globals, then each flow's fields (missing fields NaN). */
function row(out: Float64Array, o: number, nFlows: number, g: Partial<Record<GlobalField, number>>, flows: Partial<Record<FlowField, number>>[]): void {
  out.fill(NaN, o, o + rowStride(nFlows));
  for (const [k, v] of Object.entries(g)) out[o + globalIndex(k as GlobalField)] = v!;
  flows.forEach((f, i) => {
    for (const [k, v] of Object.entries(f)) out[o + G + i * F + flowIndex(k as FlowField)] = v!;
  });
}

/** A store holding DURATION_SEC of samples every SAMPLE_SEC, and two change markers. */
export function syntheticStore(seed = 1): TraceStore {
  const rnd = seeded(seed);
  const store = new TraceStore(3);
  let renoCwnd = 2;
  let renoSsthresh = 10000;
  let queue = 0;
  let avg = 0;
  const n = Math.round(DURATION_SEC / SAMPLE_SEC);
  let current: { nFlows: number; buf: Float64Array; rows: number } | null = null;
  const flush = () => {
    if (current) store.append(current.buf.slice(0, current.rows * rowStride(current.nFlows)), rowStride(current.nFlows));
  };
  for (let i = 0; i <= n; i++) {
    const t = i * SAMPLE_SEC;
    const nFlows = t < ADDED_AT_SEC ? 2 : 3;
    if (!current || current.nFlows !== nFlows) {
      flush();
      current = { nFlows, buf: new Float64Array((n + 1) * rowStride(nFlows)), rows: 0 };
    }
    // Reno: slow start, then a sawtooth with a halving every time it passes 40.
    if (renoCwnd < renoSsthresh) renoCwnd *= 1.25;
    else renoCwnd += 0.5;
    if (renoCwnd > 40) {
      renoSsthresh = Math.floor(renoCwnd / 2);
      renoCwnd = renoSsthresh;
    }
    queue = Math.max(0, Math.min(50, queue + (rnd() - 0.45) * 6));
    avg += 0.1 * (queue - avg);
    const vegas = (base: number, w: number, alpha = 1, beta = 3) => {
      const diff = Math.floor(rnd() * 5);
      const expected = w / base;
      return {
        cwnd: w,
        ssthresh: 2,
        srttSec: base + queue * 0.001,
        rttSec: base + queue * 0.001 + rnd() * 0.002,
        baseRttSec: base,
        expectedRate: expected,
        actualRate: expected - diff / base,
        diffPackets: diff,
        aggressive: 0,
        sendRatePps: (w / base) * 0.9,
        goodputBps: (w / base) * 8000 * (0.8 + 0.2 * rnd()),
        queuedPackets: diff,
        alpha,
        beta,
      };
    };
    const flows: Partial<Record<FlowField, number>>[] = [
      {
        cwnd: renoCwnd,
        ssthresh: renoSsthresh,
        srttSec: 0.04 + queue * 0.001,
        rttSec: 0.04 + queue * 0.001 + rnd() * 0.003,
        sendRatePps: renoCwnd / 0.05,
        goodputBps: (renoCwnd / 0.05) * 8000 * (0.7 + 0.3 * rnd()),
        queuedPackets: queue * 0.7,
      },
      vegas(0.05, 8 + Math.round(rnd() * 2), t < ALPHA_CHANGED_AT_SEC ? 1 : 2),
    ];
    if (nFlows === 3) flows.push(vegas(0.06, 6 + Math.round(rnd() * 2)));
    row(
      current.buf,
      current.rows * rowStride(nFlows),
      nFlows,
      {
        timeSec: t,
        queuePackets: Math.round(queue),
        redAverage: avg,
        utilization: 0.9 + 0.1 * rnd(),
        jainWhole: 0.7 + 0.2 * (t / DURATION_SEC),
        jainSliding: 0.6 + 0.4 * rnd(),
        earlyDrops: 0,
        forcedDrops: 0,
        overflowDrops: Math.floor(t / 4),
      },
      flows,
    );
    current.rows++;
  }
  flush();
  store.addMarker({ atSec: ADDED_AT_SEC, label: 'added flow Vegas 3' });
  store.addMarker({ atSec: ALPHA_CHANGED_AT_SEC, label: 'Vegas 2: α → 2' });
  return store;
}

/** Pretty-prints SVG/HTML for snapshots: one element per line, React's generated ids made stable. */
export function pretty(markup: string): string {
  return (
    markup
      .replace(/(tc|pc)-(clip|help)-[A-Za-z0-9_-]+/g, '$1-$2-ID')
      .replace(/></g, '>\n<')
      .trim() + '\n'
  );
}

/** A CUBIC and a BBR flow, for the variant state charts. */
export const MODERN_FLOWS: FlowInfo[] = [
  { index: 0, name: 'CUBIC 1', variant: 'cubic', startSec: 0, baseRttSec: 0.04, fromHop: 0, toHop: 1 },
  { index: 1, name: 'BBR 2', variant: 'bbr', startSec: 0, baseRttSec: 0.05, fromHop: 0, toHop: 1 },
];

/** CUBIC's synthetic losses: at 2 s (window 100) and 12 s; each epoch starts 0.5 s after its loss. */
export const CUBIC_LOSSES_SEC = [2, 12] as const;
export const CUBIC_C = 0.4;

/** BBR's synthetic states by time: STARTUP to 1 s, DRAIN to 1.3 s, PROBE_BW (gain cycle 0.1 s a phase), PROBE_RTT 10–10.3 s. */
export function bbrStateAt(t: number): { state: number; gain: number } {
  if (t < 1) return { state: 0, gain: 2.885 };
  if (t < 1.3) return { state: 1, gain: 0.347 };
  if (t >= 10 && t < 10.3) return { state: 3, gain: 1 };
  const phase = Math.floor((t - 1.3) / 0.1 + 1e-9) % 8;
  return { state: 2, gain: [1.25, 0.75, 1, 1, 1, 1, 1, 1][phase] };
}

/**
 * A store of DURATION_SEC with a CUBIC flow (slow start to 100 packets, then epochs whose window
 * follows W(t) = C·(t − K)³ + W_max exactly; W_max 100, then the window at 12 s with fast convergence
 * off) and a BBR flow (states as bbrStateAt, BtlBw rising to 1.5 Mb/s, RTprop 41 ms over a 50 ms path).
 */
export function syntheticModernStore(): TraceStore {
  const store = new TraceStore(2);
  const n = Math.round(DURATION_SEC / SAMPLE_SEC);
  const stride = rowStride(2);
  const buf = new Float64Array((n + 1) * stride);
  let cwnd = 2;
  let wMax = NaN;
  let epoch = NaN;
  let k = NaN;
  let origin = NaN;
  let lossIdx = 0;
  for (let i = 0; i <= n; i++) {
    const t = i * SAMPLE_SEC;
    if (lossIdx < CUBIC_LOSSES_SEC.length && t >= CUBIC_LOSSES_SEC[lossIdx] - 1e-9) {
      wMax = Math.floor(cwnd);
      cwnd = Math.floor(0.7 * wMax);
      epoch = CUBIC_LOSSES_SEC[lossIdx] + 0.5;
      k = Math.cbrt((wMax - cwnd) / CUBIC_C);
      origin = wMax;
      lossIdx++;
    } else if (Number.isNaN(wMax)) cwnd = Math.min(100, cwnd * 1.3);
    else if (t >= epoch) cwnd = CUBIC_C * (t - epoch - k) ** 3 + origin;
    const inEpoch = t >= epoch;
    const b = bbrStateAt(t);
    const btlBw = t < 1 ? 1.5e6 * Math.min(1, 0.1 * 2 ** (t / 0.2)) : 1.5e6;
    row(
      buf,
      i * stride,
      2,
      { timeSec: t, queuePackets: 5, redAverage: NaN, utilization: 1, jainWhole: 1, jainSliding: 1, earlyDrops: 0, forcedDrops: 0, overflowDrops: 0 },
      [
        {
          cwnd,
          ssthresh: Number.isNaN(wMax) ? 10000 : Math.floor(0.7 * wMax),
          rttSec: 0.045,
          cubicWmax: wMax,
          cubicK: inEpoch ? k : NaN,
          cubicEpochSec: inEpoch ? epoch : NaN,
          cubicOrigin: inEpoch ? origin : NaN,
          cubicC: CUBIC_C,
          // A Reno-like estimate from the window after the cut, +1 packet every 0.2 s.
          cubicRenoCwnd: inEpoch ? Math.floor(0.7 * wMax) + Math.floor((t - epoch) / 0.2) : NaN,
          minRttSec: 0.04,
        },
        { cwnd: 10, rttSec: 0.055, bbrState: b.state, bbrPacingGain: b.gain, bbrBtlBwBps: btlBw, pacingRateBps: b.gain * btlBw, minRttSec: 0.051, bbrCwndGain: 2 },
      ],
    );
  }
  store.append(buf, stride);
  store.addMarker({ atSec: ADDED_AT_SEC, label: 'BBR 2: cwnd gain → 2.5' });
  return store;
}
