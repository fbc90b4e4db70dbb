// The teacher's guide stays true to the app it describes: the presets, lessons and pages it names
// exist, its links to other docs read as file names in the app, and in every language each preset
// it links reads as the scenario menu names it and opens the lab with that preset.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { setupI18n } from '@lingui/core';
import { validateScenario } from '../../../src/sim/scenario/Scenario';
import { decodeLabState } from '../../../src/share/scenarioUrl';
import { presetName } from '../../../src/ui/i18n/presetText';
import { guideHtml } from '../../../src/ui/pages/guideHtml';
import { presetLinks, type PresetLink } from '../../../src/ui/presetLinks';
import { PAGES } from '../../../src/ui/pages/pages';
import { messages as enLab } from '../../../src/locales/en/lab.po';
import { messages as enCourse } from '../../../src/locales/en/course.po';
import { messages as esLab } from '../../../src/locales/es/lab.po';
import { messages as esCourse } from '../../../src/locales/es/course.po';
import { messages as arLab } from '../../../src/locales/ar/lab.po';
import { messages as arCourse } from '../../../src/locales/ar/course.po';
import { messages as zhLab } from '../../../src/locales/zh-CN/lab.po';
import { messages as zhCourse } from '../../../src/locales/zh-CN/course.po';
import { teacherGuideHtml } from '../../../src/ui/pages/teacherGuideHtml';

const guide = readFileSync('docs/TEACHING.md', 'utf8');
const presetTitles = Object.values(PRESETS).map((p) => (p as { title: string }).title);
const lessonIds = readdirSync('lessons').filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));

describe('docs/TEACHING.md', () => {
  it('links only presets the lab has, each by the start of its name in the menu', () => {
    const links = [...guide.matchAll(/\[([^\]]+)\]\(#preset-([a-z0-9-]+)\)/g)].map((m) => ({ words: m[1].replace(/\s+/g, ' ').replace(/’/g, "'"), id: m[2] }));
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const { words, id } of links) {
      expect(Object.keys(PRESETS), id).toContain(id);
      expect((PRESETS[id] as { title: string }).title.startsWith(words), `${words} → ${id}`).toBe(true);
    }
    // Every preset it names in italics is a link (a name the page could not put in the reader's language).
    const paragraph = guide.slice(guide.indexOf('Presets for a second lecture'), guide.indexOf('## 4.'));
    const italic = [...paragraph.matchAll(/\*([^*]+)\*/g)].map((m) => m[1]);
    expect(italic.filter((name) => presetTitles.some((t) => t.startsWith(name.replace(/\s+/g, ' '))))).toEqual([]);
  });

  it('links only lessons the course has', () => {
    const ids = [...guide.matchAll(/\?lesson=([a-z0-9-]+)/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(lessonIds, id).toContain(id);
  });

  it('is a page of the app, listed in the header', () => {
    expect(PAGES.find((p) => p.id === 'teach')).toMatchObject({ nav: true });
  });
});

/** Presets for teacherGuideHtml: one, `reno-vs-vegas-droptail`, named with a character HTML escapes. */
const onePreset: PresetLink = (id) => (id === 'reno-vs-vegas-droptail' ? { name: 'Reno & Vegas <default>', href: '/?locale=es#2~x"y' } : null);

describe('teacherGuideHtml', () => {
  it.each([
    // A link to a preset: its name in the menu, opening the lab with it; an unknown preset stays as written.
    ['<a href="#preset-reno-vs-vegas-droptail">the default</a>', '<a class="preset-link" href="/?locale=es#2~x&quot;y">Reno &amp; Vegas &lt;default&gt;</a>'],
    ['<a href="#preset-nonesuch">nothing</a>', '<a href="#preset-nonesuch">nothing</a>'],
    ['<a href="EMBEDDING.md">EMBEDDING.md</a>', '<code>docs/EMBEDDING.md</code>'],
    ['<a href="https://example.edu/x.md">x</a>', '<a href="https://example.edu/x.md">x</a>'],
    ['<a href="?lesson=rtt-bias">lesson 8</a>', '<a href="?lesson=rtt-bias">lesson 8</a>'],
    // The header's title is the page's one h1: the guide's headings move down a level.
    ['<h1>The teacher’s guide</h1><h2 id="x">1. Put it</h2>', '<h2>The teacher’s guide</h2><h3 id="x">1. Put it</h3>'],
    ['<hr><header>', '<hr><header>'],
  ])('%s → %s', (html, out) => {
    expect(teacherGuideHtml(html, onePreset)).toBe(out);
  });
});

describe('the guide in each language', () => {
  const CATALOGS = { en: [enLab, enCourse], es: [esLab, esCourse], ar: [arLab, arCourse], 'zh-CN': [zhLab, zhCourse] } as const;
  const englishIds = [...guide.matchAll(/\]\(#preset-([a-z0-9-]+)\)/g)].map((m) => m[1]);

  it.each(Object.keys(CATALOGS) as (keyof typeof CATALOGS)[])('%s: names each preset it links as the scenario menu does, and each opens the lab with it', (locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: { ...CATALOGS[locale][0], ...CATALOGS[locale][1] } } });
    const html = guideHtml(guide, i18n, presetLinks(i18n, { path: '/lab/', options: locale === 'en' ? '' : `locale=${locale}` }));
    const links = [...html.matchAll(/<a class="preset-link" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => ({ href: m[1].replace(/&amp;/g, '&'), name: m[2].replace(/&amp;/g, '&') }));
    // The same presets as the English guide, in the same order: none left as an untranslatable name.
    expect(links).toHaveLength(englishIds.length);
    expect(html).not.toContain('#preset-');
    links.forEach(({ href, name }, k) => {
      const id = englishIds[k];
      expect(name, id).toBe(presetName(i18n, id));
      expect(href.startsWith(locale === 'en' ? '/lab/#' : `/lab/?locale=${locale}#`), href).toBe(true);
      const opened = decodeLabState(href);
      expect(opened.ok, id).toBe(true);
      if (opened.ok) expect(opened.value.scenario).toEqual(validateScenario(PRESETS[id]));
    });
  });
});
