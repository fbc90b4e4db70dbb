// A message in English whatever the reader's language: for what is data rather than text, such as
// a CSV file's column names (a spreadsheet or a script reads them, in every language). The shell's
// English catalogue is the main bundle's own; a page's section adds its English here as it loads
// (i18n.ts's loadSection), so a page reads its own messages in English too.
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { messages } from '../../locales/en/messages.po';

/** An I18n instance that is always English (for text that is data, and English copies of messages). */
export const englishI18n = setupI18n({ locale: 'en', messages: { en: messages } });

/** `descriptor` (with its values) in English. */
export function inEnglish(descriptor: MessageDescriptor): string {
  return englishI18n._(descriptor);
}
