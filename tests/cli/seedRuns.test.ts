import { describe, expect, it } from 'vitest';
import { runSeeds } from '../../src/cli/seedRuns';

interface Run {
  seed: number;
  stalled: boolean;
}

/** A fake ns-3: `stalls(id, seed)` says which runs stall; runs finish after `delayMs(id, seed)`. */
function fakeNs3(stalls: (id: string, seed: number) => boolean, delayMs: (id: string, seed: number) => number = () => 1) {
  const started: string[] = [];
  let running = 0;
  let mostRunning = 0;
  const runOne = async (c: { id: string }, seed: number): Promise<Run> => {
    started.push(`${c.id}${seed}`);
    running++;
    mostRunning = Math.max(mostRunning, running);
    await new Promise((r) => setTimeout(r, delayMs(c.id, seed)));
    running--;
    return { seed, stalled: stalls(c.id, seed) };
  };
  return { runOne, started, most: () => mostRunning };
}

const seeds = (runs: Run[] | undefined) => runs?.map((r) => `${r.seed}${r.stalled ? 's' : ''}`).join(' ');

describe('runSeeds', () => {
  it('runs seeds 1 … N of each case, the first case first, at most `parallel` at once', async () => {
    const ns3 = fakeNs3(() => false);
    const runs = await runSeeds([{ id: 'a' }, { id: 'b' }], 3, 2, ns3.runOne);
    expect(seeds(runs.get('a'))).toBe('1 2 3');
    expect(seeds(runs.get('b'))).toBe('1 2 3');
    expect(ns3.started).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    expect(ns3.most()).toBe(2);
  });

  it('replaces each stalled run by the next seed, and keeps the stalled runs, in seed order', async () => {
    // Seed 2 of case a stalls and finishes last: seeds 4 and 5 start before it is known.
    const ns3 = fakeNs3(
      (id, seed) => id === 'a' && (seed === 2 || seed === 4),
      (id, seed) => (id === 'a' && seed === 2 ? 30 : 1),
    );
    const runs = await runSeeds([{ id: 'a' }, { id: 'b' }], 3, 2, ns3.runOne);
    expect(seeds(runs.get('a'))).toBe('1 2s 3 4s 5');
    expect(runs.get('a')!.filter((r) => !r.stalled)).toHaveLength(3);
    expect(seeds(runs.get('b'))).toBe('1 2 3');
  });

  it('gives up on a case after 3 × N seeds when its runs keep stalling', async () => {
    const ns3 = fakeNs3((id) => id === 'a');
    const runs = await runSeeds([{ id: 'a' }, { id: 'b' }], 2, 1, ns3.runOne);
    expect(seeds(runs.get('a'))).toBe('1s 2s 3s 4s 5s 6s');
    expect(seeds(runs.get('b'))).toBe('1 2');
    expect(ns3.most()).toBe(1);
  });

  it('refuses a number of runs or of slots that is not a whole number ≥ 1, before running anything', async () => {
    const ns3 = fakeNs3(() => false);
    await expect(runSeeds([{ id: 'a' }], Number('three'), 2, ns3.runOne)).rejects.toThrow('replications must be a whole number ≥ 1, not NaN');
    await expect(runSeeds([{ id: 'a' }], 3, 0, ns3.runOne)).rejects.toThrow('parallel must be a whole number ≥ 1, not 0');
    expect(ns3.started).toEqual([]);
  });
});
