// The teacher's guide's lecture plan (docs/TEACHING.md, section 3) quotes what each live edit does
// to the lab's default scenario. This runs each edit (made at 30 s, measured over 60–120 s) on the
// default as written and with every flow's start shifted by a draw in [0, 1) s (seeds 2 and 3, as
// the presets' claims are checked), and holds the guide to what it says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Random } from '../../src/sim/engine/Random';
import { DEFAULT_PRESET, PRESETS } from '../../src/sim/scenario/presets';
import { validateScenario, type ScenarioInput } from '../../src/sim/scenario/Scenario';
import { Simulation, type SimSummary } from '../../src/sim/Simulation';

const guide = readFileSync('docs/TEACHING.md', 'utf8');
const base = PRESETS[DEFAULT_PRESET] as ScenarioInput;
const EDIT_SEC = 30;

function runs(patch: (s: ScenarioInput) => ScenarioInput): SimSummary[] {
  return [1, 2, 3].map((seed) => {
    const r = Random.fromSeed(seed).stream(7);
    const s = patch({ ...base, seed, durationSec: 120, measure: { fromSec: 60, toSec: 120 } } as ScenarioInput);
    const flows = (s.flows ?? []).map((f) => (seed === 1 ? f : { ...f, startSec: (f.startSec ?? 0) + r.uniform(0, 1) }));
    return new Simulation(validateScenario({ ...s, flows } as ScenarioInput)).run();
  });
}

const goodput = (s: SimSummary, name: string): number => s.flows.find((f) => f.name === name)?.goodputBps ?? NaN;
const vegasShare = (s: SimSummary): number => goodput(s, 'Vegas') / (goodput(s, 'Vegas') + goodput(s, 'Reno'));

describe('the lecture plan in docs/TEACHING.md', () => {
  it('the default: Reno gets about 8× Vegas (88 % of the link), Jain’s index about 0.6', () => {
    expect(guide).toMatch(/Reno gets about 8× Vegas’s goodput \(88 % of the link\), Jain’s index about 0\.6/);
    for (const s of runs((x) => x)) {
      expect(1 - vegasShare(s)).toBeGreaterThan(0.84);
      expect(goodput(s, 'Reno') / goodput(s, 'Vegas')).toBeGreaterThan(6);
      expect(s.jainIndex).toBeGreaterThan(0.55);
      expect(s.jainIndex).toBeLessThan(0.66);
      expect(s.bottleneck.meanQueuePackets).toBeGreaterThan(30);
    }
  });

  it('RED switched on while running: the queue falls to about 7 packets, Vegas’s share rises to about 31 %, Jain’s index to about 0.88', () => {
    expect(guide).toMatch(/queue collapses from about 35 packets to\s+about 7; Vegas’s share rises from about 9 % to about 31 %, Jain’s index from 0\.6 to about 0\.88/);
    const red = { kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false };
    for (const s of runs((x) => ({ ...x, changes: [{ atSec: EDIT_SEC, link: 0, key: 'queue', value: red }] }) as ScenarioInput)) {
      expect(s.bottleneck.meanQueuePackets).toBeGreaterThan(4);
      expect(s.bottleneck.meanQueuePackets).toBeLessThan(10);
      expect(vegasShare(s)).toBeGreaterThan(0.24);
      expect(vegasShare(s)).toBeLessThan(0.4);
      expect(s.jainIndex).toBeGreaterThan(0.8);
    }
  });

  it('α and β dragged up to 18 and 20: Vegas keeps about 20 packets queued and the split evens', () => {
    expect(guide).toMatch(/Vegas now keeps about 20 packets queued, as many as Reno: the split evens \(about 48 % \/ 52 %\)/);
    const changes = [
      { atSec: EDIT_SEC, flow: 1, key: 'beta', value: 20 },
      { atSec: EDIT_SEC, flow: 1, key: 'alpha', value: 18 },
    ];
    for (const s of runs((x) => ({ ...x, changes }) as ScenarioInput)) {
      expect(vegasShare(s)).toBeGreaterThan(0.4);
      expect(vegasShare(s)).toBeLessThan(0.6);
      const vegas = s.flows.find((f) => f.name === 'Vegas');
      expect(vegas?.meanQueuePackets).toBeGreaterThan(15);
      expect(vegas?.meanQueuePackets).toBeLessThan(25);
    }
  });

  it('a Reno flow added with 100 ms of access delay on a 15-packet buffer gets about half the near Reno’s goodput; on 50 packets, much closer to even', () => {
    expect(guide).toMatch(/lower the buffer to 15 packets, then \*Add a flow now\*: Reno with 100 ms access delay/);
    expect(guide).toMatch(/The far Reno gets about half the near Reno’s goodput/);
    const far = { ...(base.flows ?? [])[0], name: 'Reno far', access: { rateBps: 10e6, delaySec: 0.1 }, startSec: 15 };
    const withFar = (bufferPackets: number) => (x: ScenarioInput) =>
      ({ ...x, bottleneck: { ...x.bottleneck, bufferPackets }, flows: [...(x.flows ?? []), far] }) as ScenarioInput;
    for (const s of runs(withFar(15))) {
      const ratio = goodput(s, 'Reno far') / goodput(s, 'Reno');
      expect(ratio).toBeGreaterThan(0.35);
      expect(ratio).toBeLessThan(0.7);
    }
    for (const s of runs(withFar(50))) expect(goodput(s, 'Reno far') / goodput(s, 'Reno')).toBeGreaterThan(0.7);
  });
});
