// What a production build varies with where and how it is built: which navigations its service
// worker may answer from the cache, and whether source maps are written.

/** Characters that mean something in a regular expression, escaped. */
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The app's own pages under `base`: the folder itself and its index.html, with any query (`?lessons`,
 * `?lesson=…`, a scenario link). Workbox matches it against a navigation's path and query; anything
 * else in the folder (a course page beside the build, a sub-folder) goes to the network. A relative
 * base (`./`) fixes no folder, so then only a path's last part is checked.
 */
export function appPagePattern(base: string): RegExp {
  const folder = base.startsWith('/') ? `^${escapeRegExp(base.endsWith('/') ? base : `${base}/`)}` : '/';
  return new RegExp(`${folder}(index\\.html)?(\\?.*)?$`);
}

/**
 * Source maps are for developers and weigh more than the app: off unless SOURCEMAP is set
 * (`SOURCEMAP=1 npm run build`; `hidden` writes them without pointing the scripts at them).
 */
export function sourcemapSetting(env: Readonly<Record<string, string | undefined>>): boolean | 'hidden' {
  const v = (env.SOURCEMAP ?? '').trim().toLowerCase();
  if (v === 'hidden') return 'hidden';
  return v === '1' || v === 'true' || v === 'yes';
}
