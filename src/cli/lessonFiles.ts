// Reads every file under lessons/ into the map the pure lesson loader takes (path → text).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const LESSONS_DIR = new URL('../../lessons/', import.meta.url).pathname;

export function readLessonFiles(dir = LESSONS_DIR): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(md|json)$/.test(e.name)) files.set(relative(dir, p).split('\\').join('/'), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return files;
}
