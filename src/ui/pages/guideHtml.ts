// The teacher's guide as the page shows it: docs/TEACHING.md in the reader's language (English is
// the file itself; another language is the file's pieces, each from the catalogue by its English),
// rendered, with its links to presets made the lab's links to them under their names in the menu.
import type { I18n } from '@lingui/core';
import { Marked } from 'marked';
import { PRESETS } from '../../sim/scenario/presets';
import { validateScenario } from '../../sim/scenario/Scenario';
import { encodeLabState } from '../../share/scenarioUrl';
import { presetCharts } from '../charts/chartChoice';
import { presetName } from '../i18n/presetText';
import { teacherGuideHtml, type GuidePreset } from './teacherGuideHtml';
import { translateGuide } from './teacherGuideText';

const marked = new Marked();

/**
 * Each preset as the guide links it: its name in the reader's language, and a link to the lab
 * (at `labPath` with the query `options`, e.g. "locale=es") holding it as its share link would.
 */
export function guidePresets(i18n: I18n, labPath: string, options: string): GuidePreset {
  return (id) =>
    Object.hasOwn(PRESETS, id)
      ? {
          name: presetName(i18n, id),
          href: `${labPath}${options ? `?${options}` : ''}#${encodeLabState({ scenario: validateScenario(PRESETS[id]), charts: [...presetCharts(id)] })}`,
        }
      : null;
}

/** The guide's HTML in `i18n`'s language. */
export function guideHtml(markdown: string, i18n: I18n, preset: GuidePreset): string {
  const text = i18n.locale === 'en' ? markdown : translateGuide(markdown, (piece) => i18n._({ id: piece, message: piece }));
  return teacherGuideHtml(marked.parse(text, { async: false }), preset);
}
