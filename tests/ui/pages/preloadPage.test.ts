// @vitest-environment jsdom
// The inline script of a build's index.html: the page the address names starts fetching its files.
import { beforeEach, describe, expect, it } from 'vitest';
import { filesToPreload, preloadPage } from '../../../src/ui/pages/preloadPage';
import { PAGE_CHUNKS_ID, type PageChunkMap } from '../../../src/ui/pages/pageCode';

const MAP: PageChunkMap = {
  base: '/sub/',
  home: 'lab',
  pages: {
    lab: { files: ['assets/Lab.js', 'assets/charts.css'], sections: ['lab'], course: false },
    lesson: { files: ['assets/Lesson.js', 'assets/useCourse.js'], sections: ['course', 'lab'], course: true },
    about: { files: ['assets/About.js'], sections: ['about'], course: false },
  },
  sections: { 'en/lab': ['assets/en-lab.js'], 'en/course': ['assets/en-course.js'], 'en/about': ['assets/en-about.js'], 'es/lab': ['assets/es-lab.js'], 'es/course': ['assets/es-course.js'], 'es/about': ['assets/es-about.js'] },
  messages: { es: ['assets/es-messages.js'] },
  courseText: { es: ['assets/es-course-text.js'] },
};

describe('filesToPreload', () => {
  it('a lesson in English: its code and its two catalogues', () => {
    expect(filesToPreload(MAP, '?lesson=reno-sawtooth', 'en')).toEqual(['assets/Lesson.js', 'assets/useCourse.js', 'assets/en-course.js', 'assets/en-lab.js']);
  });

  it('a lesson in Spanish: its catalogues in Spanish and in English (exports), the app’s words and the course’s text in Spanish', () => {
    expect(filesToPreload(MAP, '?lesson=reno-sawtooth&locale=es', 'es')).toEqual([
      'assets/Lesson.js',
      'assets/useCourse.js',
      'assets/es-course.js',
      'assets/es-lab.js',
      'assets/en-course.js',
      'assets/en-lab.js',
      'assets/es-messages.js',
      'assets/es-course-text.js',
    ]);
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
