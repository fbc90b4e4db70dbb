// Writes golden.json: the fingerprints of the golden runs as the code checked out now runs them.
// Record only from a commit whose behaviour is the reference (say which in `note`), never to make
// a failing golden test pass: a change of results must be explained and recorded on purpose.
//   npx tsx tests/sim/golden/recordGolden.ts "<note: the commit and why its results are the reference>"
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOLDEN_CASES, fingerprint } from './goldenRuns';

const note = process.argv[2];
if (!note) throw new Error('say which commit these results come from and why they are the reference');
const commit = execSync('git rev-parse HEAD', { encoding: 'utf8' }).trim();
const dirty = execSync('git status --porcelain -- src', { encoding: 'utf8' }).trim();
if (dirty) throw new Error(`src has uncommitted changes; record from a clean commit:\n${dirty}`);
const runs = Object.fromEntries(GOLDEN_CASES.map((c) => [c.name, fingerprint(c)]));
const out = join(dirname(fileURLToPath(import.meta.url)), 'golden.json');
writeFileSync(out, `${JSON.stringify({ recordedFrom: commit, note, runs }, null, 2)}\n`);
process.stdout.write(`wrote ${Object.keys(runs).length} fingerprints from ${commit} to ${out}\n`);
