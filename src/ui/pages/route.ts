// Which page the address names. Pages live in the query string (`/?about`, `/?lesson=intro`); the
// lab is the default at `/`, and its `#` fragment (the scenario, see src/share) is never read here.

export interface Route {
  /** A known page id, or 'not-found' when the query names no page we have. */
  page: string;
  /** The page's argument (`?lesson=intro` → 'intro'), or null. */
  arg: string | null;
  /** For 'not-found': the page that was asked for. */
  asked?: string;
}

/**
 * Keys that set an option of any page rather than name one: the embed view (`?embed`), the
 * origins allowed to drive an embedded page (`?parentOrigin=…`, docs/EMBEDDING.md) and the
 * language (`?locale=es`, src/ui/i18n/locales.ts).
 */
export const OPTION_KEYS: readonly string[] = ['embed', 'parentOrigin', 'locale'];

/**
 * Reads `search` (e.g. location.search). No query at all (or only options) is the lab. Otherwise
 * the first key that is a known page wins; a query that names none is 'not-found' (a typo
 * deserves a message, not a silent lab).
 */
export function parseRoute(search: string, pages: readonly string[], home = 'lab'): Route {
  const params = new URLSearchParams(search);
  const keys = [...params.keys()].filter((k) => !OPTION_KEYS.includes(k));
  if (keys.length === 0) return { page: home, arg: null };
  for (const key of keys) {
    if (pages.includes(key)) {
      const value = params.get(key);
      return { page: key, arg: value ? value : null };
    }
  }
  return { page: 'not-found', arg: null, asked: keys[0] };
}

/** The query string for a page: '' for the home page, `?about`, `?lesson=intro`. */
export function routeSearch(page: string, arg: string | null = null, home = 'lab'): string {
  if (page === home) return '';
  return arg === null ? `?${encodeURIComponent(page)}` : `?${encodeURIComponent(page)}=${encodeURIComponent(arg)}`;
}

/** The options (OPTION_KEYS) of `search`, as "&key=value…" to append to another page's query ('' when none). */
export function optionsSuffix(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [k, v] of params) if (OPTION_KEYS.includes(k)) kept.append(k, v);
  const text = kept.toString().replace(/=(?=&|$)/g, '');
  return text ? `&${text}` : '';
}
