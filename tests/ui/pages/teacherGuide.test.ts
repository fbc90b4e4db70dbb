// The teacher's guide stays true to the app it describes: the presets, lessons and pages it names
// exist, and its links to other docs read as file names in the app.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { PAGES } from '../../../src/ui/pages/pages';
import { teacherGuideHtml } from '../../../src/ui/pages/teacherGuideHtml';

const guide = readFileSync('docs/TEACHING.md', 'utf8');
const presetTitles = Object.values(PRESETS).map((p) => (p as { title: string }).title);
const lessonIds = readdirSync('lessons').filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));

describe('docs/TEACHING.md', () => {
  it('names only presets the lab has (each italic name in the presets paragraph starts a preset title)', () => {
    const paragraph = guide.slice(guide.indexOf('Presets for a second lecture'), guide.indexOf('## 4.'));
    const named = [...paragraph.matchAll(/\*([^*]+)\*/g)].map((m) => m[1].replace(/\s+/g, ' ').replace(/’/g, "'"));
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const name of named) expect(presetTitles.some((t) => t.startsWith(name)), name).toBe(true);
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

describe('teacherGuideHtml', () => {
  it.each([
    ['<a href="EMBEDDING.md">EMBEDDING.md</a>', '<code>docs/EMBEDDING.md</code>'],
    ['<a href="https://example.edu/x.md">x</a>', '<a href="https://example.edu/x.md">x</a>'],
    ['<a href="?lesson=rtt-bias">lesson 8</a>', '<a href="?lesson=rtt-bias">lesson 8</a>'],
    // The header's title is the page's one h1: the guide's headings move down a level.
    ['<h1>The teacher’s guide</h1><h2 id="x">1. Put it</h2>', '<h2>The teacher’s guide</h2><h3 id="x">1. Put it</h3>'],
    ['<hr><header>', '<hr><header>'],
  ])('%s → %s', (html, out) => {
    expect(teacherGuideHtml(html)).toBe(out);
  });
});
