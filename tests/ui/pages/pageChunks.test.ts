// Each page's files beyond the app's own, read from a build's chunk graph (src/ui/pages/pageChunks.ts).
import { describe, expect, it } from 'vitest';
import { pageChunks, type BuiltChunk, type BuiltFiles } from '../../../src/ui/pages/pageChunks';
import { LOCALES } from '../../../src/ui/i18n/locales';
import { COURSE_MODULE, PAGE_CODE } from '../../../src/ui/pages/pageCode';

const ROOT = '/project';
const LESSONS = ['reno-sawtooth', 'rtt-bias'];

function chunk(fileName: string, facade: string | null, imports: string[] = [], css: string[] = [], isEntry = false): BuiltChunk {
  return { type: 'chunk', fileName, facadeModuleId: facade === null ? null : facade.startsWith('\0') ? facade : `${ROOT}/${facade}`, isEntry, imports, viteMetadata: { importedCss: new Set(css) } };
}

/**
 * A build with every module the table names: the entry imports `shared` (and its style sheet); the
 * lesson page imports `shared`, `lessonOnly` (with a style sheet), and the course's code, which
 * imports `courseDep`; every catalogue, every language's index words, each of two lessons and
 * each lesson's words in every language is a chunk of its own, but one lesson's Arabic words
 * (its translation drifted from it).
 */
function build(): BuiltFiles {
  const files: BuiltFiles = {};
  const add = (c: BuiltChunk) => (files[c.fileName] = c);
  add(chunk('assets/index.js', 'index.html', ['assets/shared.js'], ['assets/index.css'], true));
  add(chunk('assets/shared.js', null, [], ['assets/index.css']));
  add(chunk('assets/lessonOnly.js', null, [], ['assets/lessons.css']));
  add(chunk('assets/courseDep.js', null));
  add(chunk('assets/useCourse.js', COURSE_MODULE, ['assets/courseDep.js', 'assets/shared.js']));
  for (const [id, code] of Object.entries(PAGE_CODE)) {
    const imports = id === 'lesson' ? ['assets/shared.js', 'assets/lessonOnly.js', 'assets/useCourse.js'] : ['assets/shared.js'];
    add(chunk(`assets/${id}Page.js`, code.module, imports));
  }
  for (const locale of LOCALES) {
    for (const s of ['about', 'course', 'research', 'lab']) add(chunk(`assets/${locale}-${s}.js`, `src/locales/${locale}/${s}.po`));
    if (locale === 'en') continue;
    add(chunk(`assets/${locale}-messages.js`, `src/locales/${locale}/messages.po?lingui`));
    add(chunk(`assets/${locale}-index-text.js`, `\0virtual:course-index-text/${locale}`));
    for (const lesson of LESSONS) if (!(locale === 'ar' && lesson === 'rtt-bias')) add(chunk(`assets/${locale}-${lesson}.js`, `\0virtual:course-text/${locale}/${lesson}`));
  }
  for (const lesson of LESSONS) add(chunk(`assets/${lesson}.js`, `\0virtual:course-lesson/${lesson}`));
  files['assets/index.css'] = { type: 'asset' };
  return files;
}

describe('pageChunks', () => {
  it('lists a page’s chunk, what it imports all the way down and their style sheets, leaving out what the entry loads', () => {
    const map = pageChunks(build(), ROOT, '/');
    expect(map.pages.lesson.files).toEqual(['assets/lessonPage.js', 'assets/lessonOnly.js', 'assets/useCourse.js', 'assets/courseDep.js', 'assets/lessons.css']);
    expect(map.pages.lab.files).toEqual(['assets/labPage.js']);
    expect(map.pages.lesson).toMatchObject({ sections: ['course', 'lab'], course: true });
    expect(map.pages.about).toMatchObject({ sections: ['about'], course: false });
  });

  it('adds the course’s code to every page that shows lessons, once', () => {
    const map = pageChunks(build(), ROOT, '/');
    expect(map.pages.lessons.files).toEqual(['assets/lessonsPage.js', 'assets/useCourse.js', 'assets/courseDep.js']);
    expect(map.pages.lesson.files.filter((f) => f === 'assets/useCourse.js')).toHaveLength(1);
    expect(map.pages.teach.files).not.toContain('assets/useCourse.js');
  });

  it('names every catalogue in every language, the base catalogue and course text of every language but English, the base and the home page', () => {
    const map = pageChunks(build(), ROOT, '/sub/path/');
    expect(map.sections['es/lab']).toEqual(['assets/es-lab.js']);
    expect(map.sections['en/course']).toEqual(['assets/en-course.js']);
    expect(Object.keys(map.messages).sort()).toEqual(['ar', 'es', 'zh-CN']);
    expect(map.messages['zh-CN']).toEqual(['assets/zh-CN-messages.js']);
    expect(map.indexText.ar).toEqual(['assets/ar-index-text.js']);
    expect(map.base).toBe('/sub/path/');
    expect(map.home).toBe('lab');
    expect(Object.keys(map.pages).sort()).toEqual(Object.keys(PAGE_CODE).sort());
  });

  it('names each lesson’s chunk, and its words in each language that has them', () => {
    const map = pageChunks(build(), ROOT, '/');
    expect(map.lessons).toEqual({ 'reno-sawtooth': ['assets/reno-sawtooth.js'], 'rtt-bias': ['assets/rtt-bias.js'] });
    expect(map.lessonText['es/rtt-bias']).toEqual(['assets/es-rtt-bias.js']);
    expect(map.lessonText['ar/reno-sawtooth']).toEqual(['assets/ar-reno-sawtooth.js']);
    expect(Object.keys(map.lessonText).sort()).toEqual(['ar/reno-sawtooth', 'es/reno-sawtooth', 'es/rtt-bias', 'zh-CN/reno-sawtooth', 'zh-CN/rtt-bias']);
    expect(map.pages.lesson.lesson).toBe(true);
    expect(map.pages.lessons.lesson).toBe(false);
  });

  it('refuses a build in which a page’s module is not a chunk of its own (the table and the app have parted)', () => {
    const files = build();
    delete files['assets/aboutPage.js'];
    expect(() => pageChunks(files, ROOT, '/')).toThrow(/page “about” \(src\/ui\/pages\/AboutPage\.tsx\) is not a chunk of its own/);
  });
});
