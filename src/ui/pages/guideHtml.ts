// The teacher's guide as the page shows it: docs/TEACHING.md in the reader's language (English is
// the file itself; another language is the file's pieces, each from the catalogue by its English),
// rendered and adapted to the page (teacherGuideHtml.ts).
import type { I18n } from '@lingui/core';
import { Marked } from 'marked';
import type { PresetLink } from '../presetLinks';
import { teacherGuideHtml } from './teacherGuideHtml';
import { translateGuide } from './teacherGuideText';

const marked = new Marked();

/** The guide's HTML in `i18n`'s language, its presets linked by `preset`. */
export function guideHtml(markdown: string, i18n: I18n, preset: PresetLink): string {
  const text = i18n.locale === 'en' ? markdown : translateGuide(markdown, (piece) => i18n._({ id: piece, message: piece }));
  return teacherGuideHtml(marked.parse(text, { async: false }), preset);
}
