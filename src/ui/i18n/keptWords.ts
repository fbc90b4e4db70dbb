// Texts worded from a catalogue, kept by a key of the caller's (a message and its values, say):
// for what is worded again at every frame with mostly the same values. All are forgotten when the
// Lingui instances they were worded in change language or receive a catalogue (a section's
// messages may arrive after its language was chosen), and when `limit` are kept.
import type { I18n } from '@lingui/core';

/** Returns `word(key)`: the text kept under `key`, or `make()`'s, kept from now on. */
export function keptWords<T>(limit: number, ...from: I18n[]): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  for (const i18n of from) i18n.on('change', () => kept.clear());
  return (key, make) => {
    let text = kept.get(key);
    if (text === undefined) {
      if (kept.size >= limit) kept.clear();
      text = make();
      kept.set(key, text);
    }
    return text;
  };
}
