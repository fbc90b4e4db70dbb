// A link's `workers=N` never starts more workers than the machine has cores.
import { describe, expect, it } from 'vitest';
import { linkedWorkers } from '../../../src/ui/experiments/linkedWorkers';

describe('linkedWorkers', () => {
  it.each([
    // [link's value, cores, workers, asked for (when clamped)]
    ['64', 2, 2, 64],
    ['3', 2, 2, 3],
    ['2', 2, 2, null],
    ['1', 2, 1, null],
    ['4', 8, 4, null],
    ['64', 1, 1, 64],
    ['1e3', 4, 4, 1000],
  ] as const)('workers=%s on %i cores: %i', (param, cores, workers, askedFor) => {
    expect(linkedWorkers(param, cores)).toEqual({ workers, askedFor });
  });

  it.each([null, '', '0', '-2', '1.5', 'many', 'NaN', 'Infinity'])('workers=%s is not a count: one per core', (param) => {
    expect(linkedWorkers(param, 4)).toEqual({ workers: 4, askedFor: null });
  });

  it('a browser that reports no cores counts as one', () => {
    expect(linkedWorkers('8', 0)).toEqual({ workers: 1, askedFor: 8 });
    expect(linkedWorkers(null, Number.NaN)).toEqual({ workers: 1, askedFor: null });
  });
});
