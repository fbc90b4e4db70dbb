// Links to presets in the app's Markdown (the teacher's guide, the lessons): [words](#preset-<id>)
// reads as the preset's name in the lab's scenario menu, in the reader's language, and opens the
// lab with that preset. The words in the source are for a reader of the file itself (on GitHub, in
// an editor): the page always shows the menu's name, so the two never drift apart.
import type { I18n } from '@lingui/core';
import { PRESETS } from '../sim/scenario/presets';
import { validateScenario } from '../sim/scenario/Scenario';
import { encodeLabState } from '../share/scenarioUrl';
import { presetCharts } from './charts/chartChoice';
import { presetName } from './i18n/presetText';
import { optionsSuffix } from './pages/route';

/** A preset as a page links it: its name in the menu, and the link that opens it (null: name it, link nothing); null for no such preset. */
export type PresetLink = (id: string) => { name: string; href: string | null } | null;

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `html` (rendered Markdown) with each link to a known preset made `preset`'s; an unknown preset's link stays as written. */
export function withPresetLinks(html: string, preset: PresetLink): string {
  return html.replace(/<a href="#preset-([a-z0-9-]+)">([^<]*)<\/a>/g, (m, id: string) => {
    const p = preset(id);
    if (!p) return m;
    return p.href === null ? `<em class="preset-name">${escapeHtml(p.name)}</em>` : `<a class="preset-link" href="${escapeHtml(p.href)}">${escapeHtml(p.name)}</a>`;
  });
}

/**
 * Each preset named in `i18n`'s language and, with `lab`, linked to the lab (at `lab.path` with the
 * query `lab.options`, e.g. "locale=es") holding it as its share link would, with its charts.
 */
export function presetLinks(i18n: I18n, lab: { path: string; options: string } | null): PresetLink {
  return (id) => {
    if (!Object.hasOwn(PRESETS, id)) return null;
    const name = presetName(i18n, id);
    if (!lab) return { name, href: null };
    const state = encodeLabState({ scenario: validateScenario(PRESETS[id]), charts: [...presetCharts(id)] });
    return { name, href: `${lab.path}${lab.options ? `?${lab.options}` : ''}#${state}` };
  };
}

/** The lab of the page the reader is on: its path, with the page's options (its language). */
export function thisPagesLab(): { path: string; options: string } {
  return { path: window.location.pathname, options: optionsSuffix(window.location.search).slice(1) };
}
