// Our engine against the committed ns-3.37 reference on the cases that meet the agreement targets
// today (public/validation/ns3.md; the long fat pipe since SACK, BBR vs CUBIC shallow since BBR's gain cycle follows Linux): a change that moves them out of agreement fails here. No ns-3
// needed: the reference values are data.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../../src/sim/Simulation';
import { NS3_CASES } from '../../../src/experiments/validation/ns3Cases';
import { compareNs3Case, comparedSeeds } from '../../../src/experiments/validation/ns3Compare';
import type { Ns3ReferenceFile } from '../../../src/experiments/validation/ns3Reference';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

const file = JSON.parse(readFileSync(new URL('../../../src/experiments/validation/ns3Reference.json', import.meta.url), 'utf8')) as Ns3ReferenceFile;

describe('agreement with ns-3.37', () => {
  it.each(['newreno-pair', 'bufferbloat-cubic', 'cubic-newreno-lfp', 'bbr-cubic-shallow'])('%s meets every target', (id) => {
    const c = NS3_CASES.find((k) => k.id === id)!;
    const ref = file.cases[id];
    const ours = comparedSeeds(ref).map((seed) => {
      const s = new Simulation(validateScenario(c.scenario(seed))).run();
      return { seed, flows: s.flows.map((f) => ({ name: f.name, goodputBps: f.goodputBps })), jainIndex: s.jainIndex, meanQueuePackets: s.bottleneck.meanQueuePackets };
    });
    const r = compareNs3Case(c, ref, ours);
    expect({ flows: r.flows.map((f) => [f.name, +f.relDiff.toFixed(3)]), jain: +r.jain.diff.toFixed(3), queue: +r.queue.relDiff.toFixed(3), pass: r.pass }).toMatchObject({ pass: true });
  });
});
