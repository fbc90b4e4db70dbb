// The pseudo-locale's second half: Lingui accents every message; this makes each about 40 % longer,
// as German or Spanish often are, so a layout that only fits English shows it in `?locale=pseudo`.
import type { Messages } from '@lingui/core';

/** How much longer a pseudo message is than its English. */
export const PSEUDO_GROWTH = 0.4;

type Compiled = Messages[string];

/** `messages` with every message padded by PSEUDO_GROWTH of its text's length (placeholders untouched). */
export function lengthenMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, lengthen(m)]));
}

function textLength(m: Compiled): number {
  if (typeof m === 'string') return m.length;
  return m.reduce<number>((n, part) => n + (typeof part === 'string' ? part.length : 0), 0);
}

function lengthen(m: Compiled): Compiled {
  const extra = Math.ceil(textLength(m) * PSEUDO_GROWTH);
  if (extra === 0) return m;
  // Visible padding, in letters no English word has ("ẋ"), in short words so a long message still wraps.
  const pad = ` ${(' ẋẋẋẋ'.repeat(Math.ceil(extra / 5)).trim() || 'ẋ')}`;
  if (typeof m === 'string') return m + pad;
  return [...m, pad];
}
