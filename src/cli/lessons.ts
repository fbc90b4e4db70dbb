// `npm run lessons [-- <lesson id> …]`: checks every lesson file and its translations, runs the claims of the named
// lessons (all by default) and prints each claim's measured values and bounds. With --values,
// also prints every measure of the lesson's own scenario (seed as written, its changes made), as
// the lesson page would show them at the end of the run.
import { checkClaim, runTrace } from '../lessons/checkClaims';
import { computeMeasures, formatMeasure } from '../lessons/measures';
import { commandLineOrExit } from './commandLine';
import { LESSONS_DIR } from './lessonFiles';
import { readCourse } from './readCourse';

const { values: options, positionals: wanted } = commandLineOrExit(
  {
    usage: ['npm run lessons -- [lesson id …] [--values]'],
    summary: "Checks every lesson file in lessons/ and its translations in lessons/<locale>/, then runs the claims of the named lessons (all by default) and prints each claim's measured values and bounds. Exit status 1 when a file is refused or a claim fails.",
    allowPositionals: true,
    options: { values: { type: 'boolean', description: "also print every measure of the lesson's own scenario, as its page shows them at the end of the run" } },
    examples: ['npm run lessons', 'npm run lessons -- buffer-flips-winner --values'],
  },
  'lessons',
);
const values = options.values;
const { lessons, errors, translationErrors } = readCourse(LESSONS_DIR);
for (const e of [...errors, ...translationErrors]) console.error(e);
let failed = errors.length + translationErrors.length > 0;
for (const lesson of lessons) {
  if (wanted.length > 0 && !wanted.includes(lesson.id)) continue;
  console.log(`\n${lesson.order}. ${lesson.id}: ${lesson.title}`);
  if (values) {
    const v = computeMeasures(runTrace(lesson.scenario, lesson.changes), lesson.measures);
    console.log(`  measures: ${Object.entries(v).map(([k, x]) => `${k} ${formatMeasure(lesson.measures[k], x)}`).join('; ')}`);
  }
  for (const claim of lesson.claims) {
    const t0 = performance.now();
    const r = checkClaim(lesson, claim);
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.message} [${((performance.now() - t0) / 1000).toFixed(1)} s]`);
    if (!r.ok) failed = true;
  }
}
process.exit(failed ? 1 : 0);
