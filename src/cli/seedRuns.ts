// The seed schedule of the ns-3 reference commands: each case runs on seeds 1, 2, 3 … until it has
// the runs it needs that did not stall, a few runs at a time.

/**
 * Runs every case on seeds 1, 2, 3 … until it has `replications` runs that did not stall, trying
 * at most 3 × replications seeds. `parallel` runs go at once: a free slot takes the next seed of
 * the first case that still needs runs, so the cases finish in order. Returns each case's runs in
 * seed order, stalled ones included.
 */
export async function runSeeds<C extends { id: string }, R extends { seed: number; stalled: boolean }>(
  cases: readonly C[],
  replications: number,
  parallel: number,
  runOne: (c: C, seed: number) => Promise<R>,
): Promise<Map<string, R[]>> {
  if (!(Number.isInteger(replications) && replications >= 1)) throw new RangeError(`replications must be a whole number ≥ 1, not ${replications}`);
  if (!(Number.isInteger(parallel) && parallel >= 1)) throw new RangeError(`parallel must be a whole number ≥ 1, not ${parallel}`);
  const runs = new Map<string, R[]>(cases.map((c) => [c.id, []]));
  const nextSeed = new Map(cases.map((c) => [c.id, 1]));
  const pending = new Map(cases.map((c) => [c.id, 0]));
  const needsMore = (id: string) => {
    const valid = runs.get(id)!.filter((r) => !r.stalled).length;
    return valid + pending.get(id)! < replications && nextSeed.get(id)! <= 3 * replications;
  };
  const slot = async () => {
    for (;;) {
      const c = cases.find((k) => needsMore(k.id));
      if (!c) return;
      const seed = nextSeed.get(c.id)!;
      nextSeed.set(c.id, seed + 1);
      pending.set(c.id, pending.get(c.id)! + 1);
      const run = await runOne(c, seed);
      pending.set(c.id, pending.get(c.id)! - 1);
      runs.get(c.id)!.push(run);
    }
  };
  // A slot stops when nothing is left to start; a run that then stalls needs another round.
  while (cases.some((k) => needsMore(k.id))) await Promise.all(Array.from({ length: parallel }, slot));
  for (const list of runs.values()) list.sort((a, b) => a.seed - b.seed);
  return runs;
}
