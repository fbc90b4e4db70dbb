// Which pages may talk to the lab through the embedding API (docs/EMBEDDING.md). The lab's own
// origin always may. Others only when configured: by the site's build (VITE_EMBED_ORIGINS, the
// operator's list) and by the page's address (`?parentOrigin=…`, written by whoever embeds it).
// When the build names origins, the address can only choose among them. Pure: no DOM.

/** Most origins read from one setting (a course uses a handful; more is a mistake). */
export const MAX_ORIGINS = 20;

export interface OriginPolicy {
  /** The origins allowed besides the lab's own, normalised ("https://moodle.example.edu"). */
  allowed: readonly string[];
  /** What was wrong with the settings, one sentence each (shown to the user; the rest still applies). */
  problems: string[];
}

/**
 * An origin as a browser writes it (`MessageEvent.origin`): scheme, host, and a port only when it
 * is not the scheme's default. Only http and https; no path, query, fragment, user or wildcard.
 */
export function normaliseOrigin(text: string): { origin: string } | { problem: string } {
  const t = text.trim();
  const quoted = JSON.stringify(t.length > 80 ? `${t.slice(0, 80)}…` : t);
  if (t === '') return { problem: 'an empty origin' };
  if (t.includes('*')) return { problem: `${quoted}: wildcards are not allowed; name each origin` };
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    return { problem: `${quoted} is not an origin (write it as https://host or https://host:port)` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: `${quoted}: only http and https origins can embed the lab` };
  if (url.username || url.password) return { problem: `${quoted}: an origin has no user name or password` };
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    return { problem: `${quoted}: an origin has no path, query or fragment (write just ${url.origin})` };
  }
  return { origin: url.origin };
}

/** Reads a list of origins separated by commas or white space. */
export function parseOriginList(text: string): { origins: string[]; problems: string[] } {
  const origins: string[] = [];
  const problems: string[] = [];
  const items = text.split(/[\s,]+/).filter((s) => s !== '');
  for (const item of items.slice(0, MAX_ORIGINS)) {
    const r = normaliseOrigin(item);
    if ('problem' in r) problems.push(r.problem);
    else if (!origins.includes(r.origin)) origins.push(r.origin);
  }
  if (items.length > MAX_ORIGINS) problems.push(`only the first ${MAX_ORIGINS} origins are read (${items.length} were given)`);
  return { origins, problems };
}

/**
 * The origins the lab talks to besides its own. `build`: the site's list (undefined or empty: not
 * set). `fromAddress`: the values of every `parentOrigin` parameter of the page's address.
 */
export function originPolicy(build: string | undefined, fromAddress: readonly string[]): OriginPolicy {
  const site = build?.trim() ? parseOriginList(build) : null;
  const asked = parseOriginList(fromAddress.join(','));
  const problems = [...(site?.problems.map((p) => `the site's list of origins: ${p}`) ?? []), ...asked.problems.map((p) => `parentOrigin: ${p}`)];
  if (!site) return { allowed: asked.origins, problems };
  if (fromAddress.length === 0) return { allowed: site.origins, problems };
  const allowed = asked.origins.filter((o) => site.origins.includes(o));
  for (const o of asked.origins) if (!site.origins.includes(o)) problems.push(`parentOrigin: ${o} is not among the origins this site allows (${site.origins.join(', ') || 'none'})`);
  return { allowed, problems };
}

/** Whether a message from `origin` may be read (and events sent there). */
export function originAllowed(origin: string, ownOrigin: string, policy: Pick<OriginPolicy, 'allowed'>): boolean {
  if (origin === 'null' || origin === '') return false;
  return origin === ownOrigin || policy.allowed.includes(origin);
}
