// Writes dequeueGolden.json: the fingerprints of the dequeue-time golden runs as the code checked
// out now runs them. As for golden.json (recordGolden.ts): record only from a commit whose
// behaviour is the reference, never to make a failing test pass.
//   npx tsx tests/sim/golden/recordDequeueGolden.ts "<note: the commit and why its results are the reference>"
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint } from './goldenRuns';
import { DEQUEUE_BENCH_RUNS, DEQUEUE_CASES, benchFingerprint, queueState, SUMMARY_UNHASHED } from './dequeueRuns';

const note = process.argv[2];
if (!note) throw new Error('say which commit these results come from and why they are the reference');
const commit = execSync('git rev-parse HEAD', { encoding: 'utf8' }).trim();
const dirty = execSync('git status --porcelain -- src', { encoding: 'utf8' }).trim();
if (dirty) throw new Error(`src has uncommitted changes; record from a clean commit:\n${dirty}`);
const runs = {
  ...Object.fromEntries(DEQUEUE_CASES.map((c) => [c.name, fingerprint(c, queueState, SUMMARY_UNHASHED)])),
  ...Object.fromEntries(DEQUEUE_BENCH_RUNS.map((r) => [r.name, benchFingerprint(r)])),
};
const out = join(dirname(fileURLToPath(import.meta.url)), 'dequeueGolden.json');
writeFileSync(out, `${JSON.stringify({ recordedFrom: commit, note, runs }, null, 2)}\n`);
process.stdout.write(`wrote ${Object.keys(runs).length} fingerprints from ${commit} to ${out}\n`);
