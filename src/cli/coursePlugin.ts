// The course as a build-time module (`virtual:course`): every file under lessons/ read and
// validated in Node by the same pure loader the tests use, handed to the browser as JSON. A lesson
// opened on a phone then neither downloads a YAML reader nor parses and validates fourteen lessons
// before it can show its question. The dev server reloads it when a lesson file changes.
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loadLessons } from '../lessons/parseLesson';
import { readLessonFiles } from './lessonFiles';

const ID = 'virtual:course';
const RESOLVED = `\0${ID}`;

export function coursePlugin(): Plugin {
  let dir = resolve('lessons');
  return {
    name: 'course',
    configResolved(config) {
      dir = join(config.root, 'lessons');
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const files = readLessonFiles(`${dir}/`);
      for (const f of files.keys()) this.addWatchFile(join(dir, f));
      // A string for JSON.parse: faster to start than the same data as a JavaScript literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(loadLessons(files)))});`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(dir)) return;
      const mod = server.moduleGraph.getModuleById(RESOLVED);
      if (mod) server.moduleGraph.invalidateModule(mod);
      server.ws.send({ type: 'full-reload' });
    },
  };
}
