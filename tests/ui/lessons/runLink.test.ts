// The run time a lesson address carries (`&t=`): read back exactly, refused when it is not a time.
import { describe, expect, it } from 'vitest';
import { runTimeFromSearch, runTimeSuffix } from '../../../src/ui/lessons/runLink';

describe("a lesson address's run time", () => {
  it.each([
    ['?lesson=reno-sawtooth&step=explain&t=71.25', 71.25],
    ['?lesson=x&t=0', null],
    ['?lesson=x&t=-3', null],
    ['?lesson=x&t=abc', null],
    ['?lesson=x&t=', null],
    ['?lesson=x', null],
    ['?lesson=x&t=99999', null],
  ])('%s → %s', (search, t) => {
    expect(runTimeFromSearch(search)).toBe(t);
  });
  it('writes what it reads', () => {
    expect(runTimeFromSearch(`?lesson=x${runTimeSuffix(71.2345678)}`)).toBe(71.235);
    expect(runTimeSuffix(0)).toBe('');
  });
});
