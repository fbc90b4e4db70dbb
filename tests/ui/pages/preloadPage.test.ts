// @vitest-environment jsdom
// The inline script of a build's index.html: the page the address names starts fetching its files.
import { beforeEach, describe, expect, it } from 'vitest';
import { filesToPreload, preloadPage } from '../../../src/ui/pages/preloadPage';
import { PAGE_CHUNKS_ID, type PageChunkMap } from '../../../src/ui/pages/pageCode';

const MAP: PageChunkMap = {
  base: '/sub/',
  home: 'lab',
  pages: {
    lab: { files: ['assets/Lab.js', 'assets/charts.css'], sections: ['lab'], course: false, lesson: false },
    lessons: { files: ['assets/Index.js', 'assets/useCourse.js'], sections: ['course'], course: true, lesson: false },
    lesson: { files: ['assets/Lesson.js', 'assets/useCourse.js'], sections: ['course', 'lab'], course: true, lesson: true },
    about: { files: ['assets/About.js'], sections: ['about'], course: false, lesson: false },
  },
  sections: { 'en/lab': ['assets/en-lab.js'], 'en/course': ['assets/en-course.js'], 'en/about': ['assets/en-about.js'], 'es/lab': ['assets/es-lab.js'], 'es/course': ['assets/es-course.js'], 'es/about': ['assets/es-about.js'] },
  messages: { es: ['assets/es-messages.js'] },
  indexText: { es: ['assets/es-index-text.js'] },
  lessons: { 'reno-sawtooth': ['assets/reno-sawtooth.js'], 'rtt-bias': ['assets/rtt-bias.js'] },
  // rtt-bias has no Spanish words (its translation drifted): it reads in English.
  lessonText: { 'es/reno-sawtooth': ['assets/es-reno-sawtooth.js'] },
};

describe('filesToPreload', () => {
  it('a lesson in English: its code, its two catalogues and that lesson alone', () => {
    expect(filesToPreload(MAP, '?lesson=reno-sawtooth', 'en')).toEqual(['assets/Lesson.js', 'assets/useCourse.js', 'assets/en-course.js', 'assets/en-lab.js', 'assets/reno-sawtooth.js']);
  });

  it('a lesson in Spanish: its catalogues in Spanish and in English (exports), the app’s words, the index’s and the lesson’s words in Spanish', () => {
    expect(filesToPreload(MAP, '?lesson=reno-sawtooth&locale=es', 'es')).toEqual([
      'assets/Lesson.js',
      'assets/useCourse.js',
      'assets/es-course.js',
      'assets/es-lab.js',
      'assets/en-course.js',
      'assets/en-lab.js',
      'assets/reno-sawtooth.js',
      'assets/es-messages.js',
      'assets/es-index-text.js',
      'assets/es-reno-sawtooth.js',
    ]);
  });

  it('a lesson with no words in the language, an unknown lesson and a lesson named like a property of every object bring no lesson files', () => {
    expect(filesToPreload(MAP, '?lesson=rtt-bias&locale=es', 'es')).toContain('assets/rtt-bias.js');
    expect(filesToPreload(MAP, '?lesson=rtt-bias&locale=es', 'es').filter((f) => f.includes('reno-sawtooth'))).toEqual([]);
    const code = ['assets/Lesson.js', 'assets/useCourse.js', 'assets/es-course.js', 'assets/es-lab.js', 'assets/en-course.js', 'assets/en-lab.js', 'assets/es-messages.js', 'assets/es-index-text.js'];
    expect(filesToPreload(MAP, '?lesson=no-such-lesson&locale=es', 'es')).toEqual(code);
    expect(filesToPreload(MAP, '?lesson=constructor&locale=es', 'es')).toEqual(code);
    expect(filesToPreload(MAP, '?lesson=__proto__&locale=es', 'es')).toEqual(code);
    expect(filesToPreload(MAP, '?lesson', 'en')).toEqual(['assets/Lesson.js', 'assets/useCourse.js', 'assets/en-course.js', 'assets/en-lab.js']);
  });

  it('the course’s index brings the index’s words but no lesson', () => {
    expect(filesToPreload(MAP, '?lessons&locale=es', 'es')).toEqual(['assets/Index.js', 'assets/useCourse.js', 'assets/es-course.js', 'assets/en-course.js', 'assets/es-messages.js', 'assets/es-index-text.js']);
  });

  it('no page in the query, or only options, is the home page; a page with no course brings no course text', () => {
    expect(filesToPreload(MAP, '', 'en')).toEqual(['assets/Lab.js', 'assets/charts.css', 'assets/en-lab.js']);
    expect(filesToPreload(MAP, '?embed&locale=es', 'es')).toEqual(['assets/Lab.js', 'assets/charts.css', 'assets/es-lab.js', 'assets/en-lab.js', 'assets/es-messages.js']);
  });

  it('an address naming no page of the map fetches nothing', () => {
    expect(filesToPreload(MAP, '?abuot', 'en')).toEqual([]);
  });
});

describe('preloadPage', () => {
  beforeEach(() => document.head.replaceChildren());

  it('adds a module preload per script and a style preload per sheet, under the base, as CORS requests (as Vite fetches them)', () => {
    const map = document.createElement('script');
    map.type = 'application/json';
    map.id = PAGE_CHUNKS_ID;
    map.textContent = JSON.stringify(MAP);
    document.head.append(map);
    preloadPage(document, '', () => 'en');
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('href'), l.getAttribute('crossorigin')]);
    expect(links).toEqual([
      ['modulepreload', null, '/sub/assets/Lab.js', ''],
      ['preload', 'style', '/sub/assets/charts.css', ''],
      ['modulepreload', null, '/sub/assets/en-lab.js', ''],
    ]);
  });

  it('does nothing on a page with no map (the dev server’s) and does not ask for the language', () => {
    let asked = false;
    preloadPage(document, '?lesson=x', () => {
      asked = true;
      return 'en';
    });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(asked).toBe(false);
  });
});
