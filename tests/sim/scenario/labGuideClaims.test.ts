// What the lab guide (docs/LAB.md) tells a reader to look for in a preset, measured on the preset: a sentence that
// names a moment of a run must name the moment the engine produces.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { Simulation } from '../../../src/sim/Simulation';
import { validateScenario } from '../../../src/sim/scenario/Scenario';

const GUIDE = readFileSync('docs/LAB.md', 'utf8').replace(/\s+/g, ' ');

describe('the lab guide’s BBR state chart section', () => {
  it('puts Bufferbloat: BBR alone’s first PROBE_RTT where the run has it', () => {
    const sim = new Simulation(validateScenario(PRESETS['bufferbloat-bbr']));
    const PROBE_RTT = 3; // the BBR module's state names: STARTUP, DRAIN, PROBE_BW, PROBE_RTT
    let firstSec = NaN;
    sim.observe((s) => {
      if (Number.isNaN(firstSec) && s.flows[0].observables.bbrState === PROBE_RTT) firstSec = s.now;
    }, 0.01);
    sim.runUntil(20);
    // The min-RTT filter's window is 10 s from the first RTT sample: PROBE_RTT comes a little after 10 s.
    expect(firstSec).toBeGreaterThan(10);
    expect(firstSec).toBeLessThan(11);
    const said = [...GUIDE.matchAll(/PROBE_RTT at (?:about |~)?(\d+(?:\.\d+)?) s/g)].map((m) => Number(m[1]));
    expect(said.length).toBeGreaterThan(0);
    for (const t of said) expect(Math.abs(t - firstSec), `docs/LAB.md says ${t} s, the run has ${firstSec.toFixed(2)} s`).toBeLessThan(0.15);
  });
});
