// Old links keep their runs: links written in format 1 (before the SYN handshake, header bytes and
// delayed growth existed) decode as version-1 scenarios and must reproduce, number for number, the
// summaries recorded with the engine of that time (fixtures/format1-runs.json, commit c6837fd).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeLabState } from '../../src/share/scenarioUrl';
import { Simulation, type SimSummary } from '../../src/sim/Simulation';
import { validateScenario } from '../../src/sim/scenario/Scenario';

interface Recorded {
  link: string;
  summary: SimSummary;
}

const fixture = JSON.parse(readFileSync(new URL('./fixtures/format1-runs.json', import.meta.url), 'utf8')) as { runs: Recorded[] };

describe('format-1 links', () => {
  it.each(fixture.runs.map((r) => [r.link.slice(0, 24), r] as const))('%s… reproduces its recorded run exactly', (_, { link, summary }) => {
    const r = decodeLabState(link);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.scenario.tcp).toMatchObject({ synHandshake: false, headerBytes: 0, delayedGrowth: false });
    const now = new Simulation(r.value.scenario).run();
    expect(now.events).toBe(summary.events);
    expect(now.jainIndex).toBe(summary.jainIndex);
    // Every recorded field, exactly (fields added since, such as the queueing delay, are observation only).
    expect(now.bottleneck).toMatchObject(summary.bottleneck);
    expect(now.flows).toHaveLength(summary.flows.length);
    summary.flows.forEach((f, i) => expect(now.flows[i], f.name).toMatchObject(f));
  });

  it('the same scenarios as version 2 (handshake, headers, delayed growth) run differently', () => {
    const r = decodeLabState(fixture.runs[0].link);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const v2 = new Simulation(validateScenario({ ...r.value.scenario, tcp: { ...r.value.scenario.tcp, synHandshake: true, headerBytes: 40, delayedGrowth: true } })).run();
    expect(v2.flows[0].goodputBps).not.toBe(fixture.runs[0].summary.flows[0].goodputBps);
  });
});
