// `npm run lessons:play [-- <lesson id> …]`: plays every lesson (or the named ones) three ways —
// as scripted, straight through without any change, and with another seed — and prints the
// explanation each run would show, its conditions and its numbers.
import { loadLessons } from '../lessons/parseLesson';
import { PLAY_WAYS, playLesson } from '../lessons/playLesson';
import { commandLineOrExit } from './commandLine';
import { readLessonFiles } from './lessonFiles';

const { positionals: wanted } = commandLineOrExit(
  {
    usage: ['npm run lessons:play -- [lesson id …]'],
    summary: 'Plays every lesson (or the named ones) three ways (as scripted, straight through without a change, and with another seed) and prints the explanation each run would show, its conditions and its numbers.',
    allowPositionals: true,
    options: {},
    examples: ['npm run lessons:play -- buffer-flips-winner'],
  },
  'lessons:play',
);
const { lessons, errors } = loadLessons(readLessonFiles());
for (const e of errors) console.error(e);
for (const lesson of lessons) {
  if (wanted.length > 0 && !wanted.includes(lesson.id)) continue;
  for (const way of PLAY_WAYS) {
    const p = playLesson(lesson, way);
    console.log(`\n===== ${lesson.order}. ${lesson.id} — ${way} (seed ${p.seed}) flags ${JSON.stringify(p.flags)} branches ${JSON.stringify(p.text.chosen)}`);
    console.log(p.filled);
  }
}
process.exit(errors.length > 0 ? 1 : 0);
