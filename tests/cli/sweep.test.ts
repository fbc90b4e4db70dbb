// `npm run sweep` end to end: an experiment split into two shards and merged gives the same table
// as one run; a custom sweep file runs; bad input gets a message naming the problem.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/experiments/resultTable';
import { PRESETS } from '../../src/sim/scenario/presets';

const dir = mkdtempSync(join(tmpdir(), 'tfl-sweep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Through the built CLI, as `npm run sweep` runs it (the launcher builds it when missing).
const SWEEP = ['bin/tcp-lab.js', 'sweep'];
const sweep = (...args: string[]) => execFileSync(process.execPath, [...SWEEP, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('npm run sweep', () => {
  it('two shards merged give the table of one run', () => {
    const whole = JSON.parse(sweep('newreno-reno', '--json', '--jobs', '2')) as ResultRow[];
    sweep('newreno-reno', '--shard', '1/2', '--out', join(dir, 'a.json'), '--jobs', '1');
    sweep('newreno-reno', '--shard', '2/2', '--out', join(dir, 'b.json'), '--jobs', '1');
    const merged = JSON.parse(sweep('--merge', join(dir, 'a.json'), join(dir, 'b.json'), '--json')) as ResultRow[];
    expect(merged).toEqual(whole);
    expect(whole.every((r) => r.n === 6)).toBe(true);
  }, 120_000);

  it('runs a custom sweep file', () => {
    const file = join(dir, 'sweep.json');
    writeFileSync(file, JSON.stringify({ base: PRESETS['tsang-two-vegas'], x: { path: 'flows.1.access.delaySec', values: [0.001, 0.05] }, seeds: 1, measure: 'jain', classBy: 'flow' }));
    const rows = JSON.parse(sweep(file, '--json', '--jobs', '1')) as ResultRow[];
    expect(rows.map((r) => r.x)).toEqual([0.001, 0.05]);
    // Paper 000's RTT bias: the longer path gets less, so the index falls.
    expect(rows[1].mean).toBeLessThan(rows[0].mean);
  }, 120_000);

  it('names the problem with bad input', () => {
    const r = spawnSync(process.execPath, [...SWEEP, 'no-such-thing'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/"no-such-thing" is neither an experiment id \(tsang-fairness-vs-delay, .*\) nor a sweep file/);
    const s = spawnSync(process.execPath, [...SWEEP, 'newreno-reno', '--shard', '3/2'], { encoding: 'utf8' });
    expect(s.stderr).toMatch(/--shard 3\/2: must be k\/n with 1 ≤ k ≤ n/);
    // An experiment that runs only in the standard profile (its flows use SACK) says so when asked for ns2.
    const p = spawnSync(process.execPath, [...SWEEP, 'aqm-buffer', '--profile', 'ns2'], { encoding: 'utf8' });
    expect(p.status).toBe(1);
    expect(p.stderr).toMatch(/--profile ns2: aqm-buffer runs only in the standard profile/);
  }, 120_000);
});
