// The cost limit keeps its promise: the most expensive scenarios it accepts, of each kind that is
// slow per event (two fast flows for long, 1000 CBR sources in step, 1000 Reno flows alike, BBR),
// run to the end in the CLI within RUN_BOUND_SEC on this project's 2-core machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/sim/scenario/params';
import { parseScenario, type ScenarioInput } from '../../src/sim/scenario/Scenario';
import { scenarioCost } from '../../src/sim/scenario/cost';

/** The wall-time bound stated in docs/CLI.md ("What a run may cost"). */
const RUN_BOUND_SEC = 300;

const SHAPES: Record<string, ScenarioInput> = {
  'two flows on a 100 Mb/s link': {
    version: 2,
    bottleneck: { rateBps: 1e8, delaySec: 0.01, bufferPackets: 200 },
    flows: [{ variant: 'reno', access: { rateBps: 1e9, delaySec: 0.001 } }, { variant: 'vegas', access: { rateBps: 1e9, delaySec: 0.01 } }],
  },
  '1000 CBR sources in step': { version: 2, bottleneck: { rateBps: 1e6, delaySec: 0.01, bufferPackets: 100 }, flows: [{ variant: 'cbr', count: 1000, rateBps: 1e7, access: { rateBps: 1e9, delaySec: 0.001 } }] },
  '1000 Reno flows alike': {
    version: 2,
    bottleneck: { rateBps: 1e9, delaySec: 0.01, bufferPackets: 1000 },
    flows: [{ variant: 'reno', count: 1000, access: { rateBps: 1e8, delaySec: 0.001 }, egress: { rateBps: 1e9, delaySec: 0.001 } }],
  },
  '10 BBR flows': { version: 2, bottleneck: { rateBps: 1e8, delaySec: 0.01, bufferPackets: 1000 }, flows: [{ variant: 'bbr', count: 10, access: { rateBps: 1e9, delaySec: 0.005 } }] },
};

/** The shape run for as long as the limit allows (to a millisecond): the costliest run of it accepted. */
function atLimit(shape: ScenarioInput): ScenarioInput {
  const cost = (durationSec: number) => {
    const r = parseScenario({ ...shape, durationSec });
    return r.ok ? scenarioCost(r.scenario).events : Infinity;
  };
  let lo = 0.001;
  let hi = 36000;
  while (hi - lo > 0.001) {
    const mid = (lo + hi) / 2;
    if (cost(mid) <= LIMITS.maxEvents) lo = mid;
    else hi = mid;
  }
  expect(cost(lo)).toBeGreaterThan(0.99 * LIMITS.maxEvents);
  expect(cost(lo + 0.01)).toBe(Infinity);
  return { ...shape, durationSec: lo };
}

describe(`the costliest accepted runs finish in the CLI within ${RUN_BOUND_SEC} s`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'tfl-cost-bound-'));
  it.each(Object.entries(SHAPES))('%s', (name, shape) => {
    const file = join(dir, `${name.replace(/\W+/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(atLimit(shape)));
    const started = performance.now();
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', file, '--json', '--progress-sec', '0', '--max-seconds', String(RUN_BOUND_SEC)], { encoding: 'utf8' });
    const wallSec = (performance.now() - started) / 1000;
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).events).toBeGreaterThan(0);
    process.stdout.write(`${name}: ${wallSec.toFixed(1)} s\n`);
  }, (RUN_BOUND_SEC + 60) * 1000);
});
