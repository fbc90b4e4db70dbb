// The run pool over fake workers whose replies the test releases one by one: which worker is given
// which run and when, that the results (measured in the workers) are the in-process ones whatever
// the number of workers or the order runs finish in, warm-up, cancel, a worker that dies, and close.
import { describe, expect, it } from 'vitest';
import { CancelledError, CancelToken, InProcessRunner } from '../../src/experiments/Runner';
import { WorkerPool, type StartWorker } from '../../src/experiments/WorkerPool';
import { answer, type PoolReply, type PoolRequest } from '../../src/experiments/poolProtocol';
import { aggregateResults, runSweep, type RunResult, type SweepPlan } from '../../src/experiments/sweep';
import type { ScenarioInput } from '../../src/sim/scenario/Scenario';

interface Fake {
  posted: PoolRequest[];
  /** Posted and not yet answered, in order. */
  pending: PoolRequest[];
  terminated: boolean;
  onReply: (r: PoolReply) => void;
  onError: (message: string) => void;
}

/** Workers that hold what they are posted until the test answers (with the real engine, or a stand-in). */
class FakeWorkers {
  readonly all: Fake[] = [];
  constructor(private readonly reply: (r: PoolRequest & { type: 'run' | 'measure' }) => PoolReply = (r) => answer(r, () => 0)) {}
  readonly start: StartWorker = (onReply, onError) => {
    const f: Fake = { posted: [], pending: [], terminated: false, onReply, onError };
    this.all.push(f);
    return {
      post: (r) => {
        f.posted.push(r);
        f.pending.push(r);
      },
      terminate: () => {
        f.terminated = true;
      },
    };
  };
  get live(): Fake[] {
    return this.all.filter((f) => !f.terminated);
  }
  /** Answers worker `f`'s oldest request. */
  finish(f: Fake): void {
    const r = f.pending.shift()!;
    f.onReply(r.type === 'warm' ? { type: 'warmed', id: r.id } : this.reply(r));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const seeds = (f: Fake) => f.posted.map((r) => (r.type === 'warm' ? 'warm' : (r.scenario.seed ?? 0)));
const scenario = (seed: number): ScenarioInput => ({ version: 2, seed, durationSec: 1, flows: [{ variant: 'reno' }] });
const stub = (r: PoolRequest & { type: 'run' | 'measure' }): PoolReply => ({
  type: 'done',
  id: r.id,
  summary: { flows: [], jainIndex: 1, bottleneck: { drops: r.scenario.seed ?? 0, utilization: 1, meanQueuePackets: 0 }, wallSec: 0 },
});

describe('WorkerPool: who gets which run', () => {
  it('gives each worker one run, then a second while more wait than there are workers', () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 2, 2);
    expect(pool.slots).toBe(4);
    for (let s = 1; s <= 6; s++) void pool.run(scenario(s));
    expect(fw.all.map(seeds)).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('at the end hands the last runs only to workers with nothing queued (none idles while another holds two)', async () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 2, 2);
    const done: number[] = [];
    for (let s = 1; s <= 6; s++) void pool.run(scenario(s)).then((r) => done.push(r.bottleneck.drops));
    const [a, b] = fw.all;
    fw.finish(a); // 1 done: a still holds 3; two wait, for two workers: a gets no second
    expect(seeds(a)).toEqual([1, 3]);
    fw.finish(a); // 3 done: a is empty and takes 5
    expect(seeds(a)).toEqual([1, 3, 5]);
    fw.finish(b);
    fw.finish(b); // b empty: takes 6
    expect(seeds(b)).toEqual([2, 4, 6]);
    fw.finish(a);
    fw.finish(b);
    await settle();
    expect(done).toEqual([1, 3, 2, 4, 5, 6]);
  });

  it('never holds more than `depth` runs in a worker', () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 1, 2);
    for (let s = 1; s <= 5; s++) void pool.run(scenario(s));
    expect(seeds(fw.all[0])).toEqual([1, 2]);
    fw.finish(fw.all[0]);
    expect(seeds(fw.all[0])).toEqual([1, 2, 3]);
  });

  it('refuses a worker count or depth that is not a whole number ≥ 1', () => {
    const fw = new FakeWorkers(stub);
    expect(() => new WorkerPool(fw.start, 0)).toThrow(/workers/);
    expect(() => new WorkerPool(fw.start, 2, 1.5)).toThrow(/runs/);
  });
});

describe('WorkerPool: results', () => {
  // Six runs of our engine, 2 points × 3 seeds, Reno against Vegas for 2 s.
  const plan: SweepPlan = {
    measures: ['jain', 'goodput:Reno', 'drops'],
    series: [
      {
        id: 's',
        label: 's',
        measure: { classBy: 'flow' },
        points: [10, 40].map((buf) => ({
          id: `b${buf}`,
          x: buf,
          label: `${buf}`,
          reps: 3,
          scenario: (r: number): ScenarioInput => ({
            version: 2,
            seed: r,
            durationSec: 2,
            bottleneck: { bufferPackets: buf },
            flows: [
              { variant: 'reno', name: 'Reno' },
              { variant: 'vegas', name: 'Vegas' },
            ],
          }),
        })),
      },
    ],
  };
  const strip = (rs: RunResult[]) => rs.map((r) => ({ ...r, wallSec: 0 }));

  /** A small seeded generator (the order runs finish in), independent of the engine's. */
  const lcg = (seed: number) => (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };

  it.each([
    { workers: 1, depth: 1, order: 1 },
    { workers: 2, depth: 2, order: 2 },
    { workers: 3, depth: 2, order: 3 },
    { workers: 2, depth: 1, order: 4 },
  ])('are the in-process ones, bit for bit, on $workers workers finishing in order #$order', async ({ workers, depth, order }) => {
    const expected = await runSweep(plan, new InProcessRunner());
    const fw = new FakeWorkers();
    const pool = new WorkerPool(fw.start, workers, depth);
    const pick = lcg(order);
    const sweep = runSweep(plan, pool);
    let finished = false;
    void sweep.then(() => (finished = true));
    while (!finished) {
      await settle();
      const busy = fw.live.filter((f) => f.pending.length > 0);
      if (busy.length) fw.finish(busy[pick(busy.length)]);
    }
    const got = await sweep;
    // The workers measured the runs (the in-process runner measures summaries on this thread).
    expect(new Set(fw.all.flatMap((f) => f.posted.map((r) => r.type)))).toEqual(new Set(['measure']));
    expect(strip(got.results)).toEqual(strip(expected.results));
    expect(aggregateResults(plan, got.results)).toEqual(aggregateResults(plan, expected.results));
  });
});

describe('WorkerPool: warm-up', () => {
  it('warms each worker once, ahead of its first run, and a worker started later too', async () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 2, 1);
    pool.warm([scenario(99), scenario(97)], 4000);
    pool.warm([scenario(98)], 4000); // already warmed: nothing more
    const cancel = new CancelToken();
    const run = pool.run(scenario(1), cancel);
    void pool.run(scenario(2));
    expect(fw.all.map(seeds)).toEqual([
      ['warm', 1],
      ['warm', 2],
    ]);
    expect(fw.all[0].posted[0]).toMatchObject({ type: 'warm', events: 4000, scenarios: [{ seed: 99 }, { seed: 97 }] });
    cancel.cancel();
    await expect(run).rejects.toBeInstanceOf(CancelledError);
    expect(fw.all[0].terminated).toBe(true);
    expect(seeds(fw.all[2])).toEqual(['warm']);
  });
});

describe('WorkerPool: warm-up, when done', () => {
  it('resolves once every worker has answered its warm-up, or died', async () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 2, 1);
    let ready = false;
    void pool.warm([scenario(1)], 4000).then(() => (ready = true));
    fw.finish(fw.all[0]);
    await settle();
    expect(ready).toBe(false);
    fw.all[1].onError('gone');
    await settle();
    expect(ready).toBe(true);
    // A warm-up that fails (its scenario cannot run) is over too: the pool does not wait on it for ever.
    const fresh = new FakeWorkers(stub);
    const p2 = new WorkerPool(fresh.start, 1, 1);
    let over = false;
    void p2.warm([scenario(1)], 4000).then(() => (over = true));
    const w = fresh.all[0];
    w.onReply({ type: 'failed', id: w.pending.shift()!.id, error: 'no flow' });
    await settle();
    expect(over).toBe(true);
    await expect(pool.warmedUp()).resolves.toBeUndefined();
  });
});

describe('WorkerPool: cancel, failure, close', () => {
  it('drops cancelled runs still waiting without posting them', async () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 1, 1);
    const cancel = new CancelToken();
    const first = pool.run(scenario(1));
    const later = pool.run(scenario(2), cancel);
    cancel.cancel();
    await expect(later).rejects.toBeInstanceOf(CancelledError);
    fw.finish(fw.all[0]);
    await expect(first).resolves.toMatchObject({ bottleneck: { drops: 1 } });
    expect(seeds(fw.all[0])).toEqual([1]);
    expect(fw.all[0].terminated).toBe(false);
  });

  it('stops the worker running a cancelled run; its other runs go to a fresh worker', async () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 1, 2);
    const cancel = new CancelToken();
    const a = pool.run(scenario(1), cancel);
    const b = pool.run(scenario(2));
    const c = pool.run(scenario(3));
    expect(seeds(fw.all[0])).toEqual([1, 2]);
    cancel.cancel();
    await expect(a).rejects.toBeInstanceOf(CancelledError);
    expect(fw.all[0].terminated).toBe(true);
    expect(seeds(fw.all[1])).toEqual([2]);
    fw.finish(fw.all[1]);
    expect(seeds(fw.all[1])).toEqual([2, 3]);
    fw.finish(fw.all[1]);
    await expect(b).resolves.toMatchObject({ bottleneck: { drops: 2 } });
    await expect(c).resolves.toMatchObject({ bottleneck: { drops: 3 } });
    await expect(pool.run(scenario(1), cancel)).rejects.toBeInstanceOf(CancelledError);
  });

  it('a run that fails rejects with its reason, and the worker goes on', async () => {
    const fw = new FakeWorkers();
    const p2 = new WorkerPool(fw.start, 1);
    const bad = p2.run({ version: 2, flows: [] } as unknown as ScenarioInput);
    const good = p2.run(scenario(3));
    fw.finish(fw.all[0]);
    await expect(bad).rejects.toThrow(/flow/i);
    fw.finish(fw.all[0]);
    await expect(good).resolves.toMatchObject({ flows: [{ variant: 'reno' }] });
  });

  it('a worker that dies fails the run it held with its message; a new one starts only when there is a run for it', async () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 1, 1);
    const a = pool.run(scenario(1));
    fw.all[0].onError('could not load the worker script');
    await expect(a).rejects.toThrow('could not load the worker script');
    expect(fw.all[0].terminated).toBe(true);
    expect(fw.all).toHaveLength(1);
    const c = pool.run(scenario(3));
    expect(fw.all).toHaveLength(2);
    fw.finish(fw.all[1]);
    await expect(c).resolves.toMatchObject({ bottleneck: { drops: 3 } });
  });

  it('close ends every worker and rejects what had not finished', async () => {
    const fw = new FakeWorkers(stub);
    const pool = new WorkerPool(fw.start, 2, 1);
    const runs = [1, 2, 3].map((s) => pool.run(scenario(s)));
    pool.close();
    for (const r of runs) await expect(r).rejects.toBeInstanceOf(CancelledError);
    expect(fw.all.every((f) => f.terminated)).toBe(true);
    await expect(pool.run(scenario(4))).rejects.toThrow(/closed/);
  });
});
