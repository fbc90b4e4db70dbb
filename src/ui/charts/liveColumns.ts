// A flow's columns as the charts draw them: only while the flow was there. The engine reports a
// flow before it starts (a window of 1, ssthresh at its initial 10000, RTT 0) and after it stops;
// those samples are no measurement of anything, so they become gaps (NaN). An RTT of 0 is no
// measurement either (a flow before its first RTT sample). The masked copies are kept between
// frames and extended with the new samples only.
import type { FlowField } from '../../sim/metrics/Sampler';
import type { TraceStore } from '../lab/TraceStore';
import type { FlowInfo } from '../../worker/protocol';

interface Masked {
  source: Float32Array;
  out: Float32Array;
  generation: number;
  done: number;
  fromSec: number;
  toSec: number;
}

/** Whether a value is a measurement of `field` (an RTT must be positive). */
export const measured = (field: FlowField, v: number): boolean => (field === 'rttSec' || field === 'srttSec' || field === 'baseRttSec' ? v > 0 : true);

export class LiveColumns {
  private cache = new Map<string, Masked>();

  /** `field` of `flow`, NaN outside [startSec, stopSec] and where it is no measurement (one value per sample held). */
  column(store: TraceStore, flow: FlowInfo, field: FlowField): ArrayLike<number> {
    const source = store.flowColumn(flow.index, field);
    const n = store.length;
    const fromSec = flow.startSec;
    const toSec = flow.stopSec ?? Infinity;
    const positive = field === 'rttSec' || field === 'srttSec' || field === 'baseRttSec';
    if (!positive && (n === 0 || fromSec <= store.time[0]) && toSec === Infinity) return source;
    const key = `${flow.index}:${field}`;
    let m = this.cache.get(key);
    if (!m || m.source !== source || m.generation !== store.generation || m.fromSec !== fromSec || m.toSec !== toSec || m.out.length < source.length || m.done > n) {
      const out = m && m.out.length >= source.length ? m.out : new Float32Array(source.length);
      m = { source, out, generation: store.generation, done: 0, fromSec, toSec };
      this.cache.set(key, m);
    }
    const time = store.time;
    for (let i = m.done; i < n; i++) {
      const t = time[i];
      const v = source[i];
      m.out[i] = t >= fromSec && t <= toSec && measured(field, v) ? v : NaN;
    }
    m.done = n;
    // Cut to the samples masked so far: a chart drawn before the next frame extends it sees that it
    // is short of the data (chartModel's modelDeps), and draws again when it is not.
    return m.out.subarray(0, n);
  }
}
