// The cost model: hand-derived event counts for small set-ups, the refusals it makes (the field it
// names, the message), and that every scenario the project ships or reads stays within the limit.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeLabState } from '../../../src/share/scenarioUrl';
import { LIMITS } from '../../../src/sim/scenario/params';
import { parseScenario, validateScenario } from '../../../src/sim/scenario/Scenario';
import { IN_STEP_FLOWS, IN_STEP_TCP_FLOWS, scenarioCost } from '../../../src/sim/scenario/cost';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validationCases } from '../../../src/experiments/validation/validationCases';
import { NS3_CASES } from '../../../src/experiments/validation/ns3Cases';
import { experimentPlan, experiments } from '../../../src/experiments/catalogue';
import { jobScenario, sweepJobs } from '../../../src/experiments/sweep';
import { GOLDEN_CASES } from '../golden/goldenRuns';
import { formatProblem } from '../../../src/sim/scenario/formatProblem';

/** 1000-byte packets, every link 10 ms-free of surprises: the defaults but for what a row sets. */
const base = (extra: Record<string, unknown>) => validateScenario({ version: 2, durationSec: 10, packetSizeBytes: 1000, ...extra });
const fast = { rateBps: 1e10, delaySec: 0.001 };

describe('scenarioCost', () => {
  // Each row: packets per second p of 1000-byte packets (8000 bits) over 10 s. A CBR packet costs
  // its source's event and one per link crossed; a TCP packet one per link, the sender's, and an
  // ACK back over the same links; every flow adds 20 (start, SYN, timers).
  it.each([
    {
      name: 'a CBR source of 1000 packets/s over access, bottleneck and egress: 4 events a packet',
      s: { bottleneck: { rateBps: 1e7 }, flows: [{ variant: 'cbr', rateBps: 8e6, access: fast, egress: fast }] },
      events: 4 * 1000 * 10 + 20,
      path: ['flows', 0, 'rateBps'],
    },
    {
      name: 'the same through a 4 Mb/s bottleneck: it carries 500/s, the egress link too',
      s: { bottleneck: { rateBps: 4e6 }, flows: [{ variant: 'cbr', rateBps: 8e6, access: fast, egress: fast }] },
      events: (1000 + 1000 + 500 + 500) * 10 + 20,
      path: ['flows', 0, 'rateBps'],
    },
    {
      name: 'one Reno flow held to 1000 packets/s by its 8 Mb/s access link: 3 hops, the sender, 3 ACK hops',
      s: { bottleneck: { rateBps: 8e7 }, flows: [{ variant: 'reno', access: { rateBps: 8e6, delaySec: 0.001 }, egress: fast }] },
      events: 7 * 1000 * 10 + 20,
      path: ['flows', 0, 'access', 'rateBps'],
    },
    {
      name: 'one Reno flow held by its receiver window: 10 packets per 100 ms round trip',
      s: {
        bottleneck: { rateBps: 1e9, delaySec: 0.03 },
        flows: [{ variant: 'reno', maxWindowPackets: 10, access: { rateBps: 1e9, delaySec: 0.01 }, egress: { rateBps: 1e9, delaySec: 0.01 } }],
      },
      events: 7 * 100 * 10 + 20,
      path: ['flows', 0, 'maxWindowPackets'],
    },
    {
      name: '100 Reno flows alike on a 1000 packets/s bottleneck: they offer twice it (drops, resent), it carries it; 99 others alike weigh each event',
      s: { bottleneck: { rateBps: 8e6 }, flows: [{ variant: 'reno', count: 100, access: { rateBps: 8e6, delaySec: 0.001 }, egress: fast }] },
      // access 2000/s; bottleneck, egress, the senders 1000/s each; 3 ACK hops of 1000/s.
      events: (2000 + 1000 + 1000 + 1000 + 3 * 1000) * 10 * (1 + 99 / IN_STEP_TCP_FLOWS) + 100 * 20,
      path: ['bottleneck', 'rateBps'],
    },
    {
      name: 'the ns2 profile: every hop also frees its line (two events), the sender still one',
      s: { profile: 'ns2', bottleneck: { rateBps: 8e7 }, flows: [{ variant: 'reno', access: { rateBps: 8e6, delaySec: 0.001 }, egress: fast }] },
      events: (2 * 3 + 1 + 2 * 3) * 1000 * 10 + 20,
      path: ['flows', 0, 'access', 'rateBps'],
    },
    {
      name: `${IN_STEP_FLOWS + 1} CBR sources in step: each event weighs twice`,
      s: { bottleneck: { rateBps: 1e9 }, flows: [{ variant: 'cbr', count: IN_STEP_FLOWS + 1, rateBps: 8e6, access: fast, egress: fast }] },
      events: (IN_STEP_FLOWS + 1) * (2 * 4 * 1000 * 10 + 20),
      path: ['flows', 0, 'rateBps'],
    },
    {
      name: 'the same sources spread over their start times: not in step (each counted from the earliest start)',
      s: { bottleneck: { rateBps: 1e9 }, flows: [{ variant: 'cbr', count: IN_STEP_FLOWS + 1, rateBps: 8e6, access: fast, egress: fast, spread: { startSec: [0, 1] } }] },
      events: (IN_STEP_FLOWS + 1) * (4 * 1000 * 10 + 20),
      path: ['flows', 0, 'rateBps'],
    },
    {
      name: 'a timed change that raises the bottleneck: its rate is the one that counts, and the change is named',
      s: {
        bottleneck: { rateBps: 4e6 },
        flows: [{ variant: 'reno', access: { rateBps: 8e6, delaySec: 0.001 }, egress: fast }],
        changes: [{ atSec: 1, link: 0, key: 'rateBps', value: 1e6 }, { atSec: 2, link: 0, key: 'rateBps', value: 6e6 }],
      },
      // 6 Mb/s = 750/s: the flow offers at most 1000/s (its access link, under twice 750), carried 750/s on.
      events: (1000 + 750 + 750 + 750 + 3 * 750) * 10 + 20 + 2,
      path: ['changes', 1, 'value'],
    },
  ])('$name', ({ s, events, path }) => {
    const c = scenarioCost(base(s));
    expect(c.events).toBeCloseTo(events, 6);
    expect(c.dominant.path).toEqual(path);
  });
});

describe('the cost limit in validation', () => {
  it('refuses the 48-character link of 1000 CBR flows at 10 Gb/s into a 1 kb/s bottleneck, naming the sending rate', () => {
    const r = decodeLabState('/#2~Gd36e3p41~Br1e3b2~Cu1e10r1e11d0c1e3~Us1~.vz50');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      expect.stringMatching(
        /^flows\[0\]\.rateBps: the run would take about [\d.]+e\+1\d engine events to simulate; the limit is 1e\+8: most come from the 1000 copies of flows\[0\] \(about [\d.e+]+\), whose rate is set by its sending rate \(lower flows\[0\]\.rateBps, the number of flows or durationSec\)$/,
      ),
    ]);
  });

  it('refuses 1000 Reno flows at 1 Gb/s for 1600 s (the old limit exactly), naming the bottleneck they share', () => {
    const r = parseScenario({ version: 2, durationSec: 1600, bottleneck: { rateBps: 1e9 }, flows: [{ variant: 'reno', count: 1000, access: { rateBps: 1e9, delaySec: 0.001 } }] });
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual([expect.stringMatching(/^bottleneck\.rateBps: the run would take about .* \(lower bottleneck\.rateBps, the number of flows or durationSec\)$/)]);
  });

  it('takes a run just under the limit and refuses one just over it (one CBR source: 4 events a packet over 1000 s)', () => {
    // 4 · (rate / 8000) · 1000 + 20 events: the limit is reached at rate = 2·(limit − 20) bit/s.
    const at = (rateBps: number) => parseScenario({ version: 2, durationSec: 1000, bottleneck: { rateBps: 1e10 }, flows: [{ variant: 'cbr', rateBps, access: fast, egress: fast }] });
    const edge = 2 * (LIMITS.maxEvents - 20);
    expect(at(edge * 0.999).ok).toBe(true);
    const over = at(edge * 1.001);
    expect(over.ok ? [] : over.problems.map(formatProblem)).toEqual([expect.stringMatching(/^flows\[0\]\.rateBps: /)]);
  });

  it('does not judge the cost of a scenario with other problems (their messages come alone)', () => {
    const r = parseScenario({ version: 2, durationSec: 36000, bottleneck: { rateBps: 1e10 }, flows: [{ variant: 'cbr', count: 1000, rateBps: 1e10, access: fast, stopSec: -1 }] });
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual(['flows[0].stopSec: must be a number from 0 to 36000 s (got -1)']);
  });
});

describe('every scenario the project ships or reads stays within the limit', () => {
  const collections: [string, () => unknown[]][] = [
    ['presets', () => Object.values(PRESETS)],
    ['lesson scenarios', () => readdirSync(new URL('../../../lessons/scenarios/', import.meta.url)).map((f) => JSON.parse(readFileSync(new URL(`../../../lessons/scenarios/${f}`, import.meta.url), 'utf8')))],
    ['ns-2 validation cases', () => validationCases().flatMap((c) => c.configs.flatMap((cfg) => cfg.points.flatMap((p) => p.replications)))],
    ['ns-3 validation cases', () => NS3_CASES.map((c) => c.scenario(1))],
    [
      'experiments (quick and full, both profiles)',
      () =>
        experiments().flatMap((e) =>
          [false, true].flatMap((full) => {
            const plan = experimentPlan(e, { full, profiles: ['ns2', 'standard'] });
            return sweepJobs(plan).map((j) => jobScenario(plan, j));
          }),
        ),
    ],
    ['golden runs', () => GOLDEN_CASES.map((g) => g.scenario)],
    [
      'format-1 links',
      () =>
        (JSON.parse(readFileSync(new URL('../../share/fixtures/format1-runs.json', import.meta.url), 'utf8')) as { runs: { link: string }[] }).runs.map((r) => {
          const d = decodeLabState(r.link);
          return d.ok ? d.value.scenario : d.errors;
        }),
    ],
  ];
  it.each(collections)('%s', (_name, all) => {
    const scenarios = all();
    expect(scenarios.length).toBeGreaterThan(0);
    const refused = scenarios.flatMap((s, i) => {
      const r = parseScenario(s);
      return r.ok ? [] : [`#${i}: ${r.problems.map(formatProblem).join('; ')}`];
    });
    expect(refused).toEqual([]);
  });
});
