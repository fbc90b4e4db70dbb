// The dequeue-time disciplines' runs must reproduce, bit for bit, the fingerprints recorded in
// dequeueGolden.json from the commit named there: their code may get faster, but no result may move.
import { describe, expect, it } from 'vitest';
import { fingerprint, type Fingerprint } from './goldenRuns';
import { DEQUEUE_BENCH_RUNS, DEQUEUE_CASES, benchFingerprint, queueState, SUMMARY_UNHASHED, type RunFingerprint } from './dequeueRuns';
import golden from './dequeueGolden.json';

const recorded = golden.runs as Record<string, Fingerprint | RunFingerprint>;

describe(`dequeue-time golden runs (reference: ${golden.recordedFrom.slice(0, 10)})`, () => {
  it('cover every recorded run and nothing else', () => {
    const names = [...DEQUEUE_CASES, ...DEQUEUE_BENCH_RUNS].map((c) => c.name);
    expect(names.sort()).toEqual(Object.keys(recorded).sort());
  });

  for (const c of DEQUEUE_CASES) {
    it(`${c.name}: summary, samples, trace, drops, snapshots and queue state are unchanged`, () => {
      expect(fingerprint(c, queueState, SUMMARY_UNHASHED)).toEqual(recorded[c.name]);
    });
  }

  for (const r of DEQUEUE_BENCH_RUNS) {
    it(`${r.name}: events, summary and drops are unchanged`, { timeout: 60_000 }, () => {
      expect(benchFingerprint(r)).toEqual(recorded[r.name]);
    });
  }
});
