// `npm run lessons [-- <lesson id> …]`: checks every lesson file, runs the claims of the named
// lessons (all by default) and prints each claim's measured values and bounds.
import { checkClaim } from '../lessons/checkClaims';
import { loadLessons } from '../lessons/parseLesson';
import { readLessonFiles } from './lessonFiles';

const wanted = process.argv.slice(2);
const { lessons, errors } = loadLessons(readLessonFiles());
for (const e of errors) console.error(e);
let failed = errors.length > 0;
for (const lesson of lessons) {
  if (wanted.length > 0 && !wanted.includes(lesson.id)) continue;
  console.log(`\n${lesson.order}. ${lesson.id}: ${lesson.title}`);
  for (const claim of lesson.claims) {
    const t0 = performance.now();
    const r = checkClaim(lesson, claim);
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.message} [${((performance.now() - t0) / 1000).toFixed(1)} s]`);
    if (!r.ok) failed = true;
  }
}
process.exit(failed ? 1 : 0);
