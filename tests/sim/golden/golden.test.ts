// Every golden run must reproduce, bit for bit, the results recorded from the reference commit
// named in golden.json: the engine may get faster or be reorganised, but no result may move.
// A difference here is a change of behaviour; see recordGolden.ts before touching golden.json.
import { describe, expect, it } from 'vitest';
import golden from './golden.json';
import { GOLDEN_CASES, fingerprint, type Fingerprint } from './goldenRuns';

const recorded = golden.runs as Record<string, Fingerprint>;

describe(`golden runs (reference: ${golden.recordedFrom.slice(0, 10)})`, () => {
  it('cover every recorded run and nothing else', () => {
    expect(GOLDEN_CASES.map((c) => c.name).sort()).toEqual(Object.keys(recorded).sort());
  });

  for (const c of GOLDEN_CASES) {
    it(`${c.name}: summary, samples, trace, drops and snapshots are unchanged`, () => {
      expect(fingerprint(c)).toEqual(recorded[c.name]);
    });
  }
});
