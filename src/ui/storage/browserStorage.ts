// Every write of the app to the browser's storage (localStorage, and sessionStorage for what one tab
// hands to its next load) goes through here, so a write the
// browser refuses (storage full, or turned off) is never lost in silence: the value is kept in this
// page's memory, where reads find it, and the failure is listed for the one notice that tells the
// user what was not saved (StorageNotice.tsx). A later successful write of the same key, or freeing
// space, takes it off the list. What the user dismissed from the notice stays dismissed for the
// page's life, whichever page's header shows the notice.

/** A value the browser refused to keep, and what it is, in words for the user. */
export interface UnsavedItem {
  key: string;
  area: StorageArea;
  /** What the user lost if they closed the page now ("your progress in the lesson “…”"). */
  what: string;
  /** 'full': the quota is reached; 'unavailable': the browser keeps nothing for this site (private mode, settings). */
  reason: 'full' | 'unavailable';
}

/** 'local' outlives the tab; 'session' lasts as long as the tab (through its reloads). */
export type StorageArea = 'local' | 'session';

/** Values written here and refused by the browser, by area and key: reads of this page find them. */
const inMemory = new Map<string, { area: StorageArea; key: string; value: string; what: string; reason: UnsavedItem['reason'] }>();
const slot = (area: StorageArea, key: string) => `${area}:${key}`;
const listeners = new Set<() => void>();
let unsaved: readonly UnsavedItem[] = [];
/** The unsaved items the user dismissed from the notice, by slot: hidden until saved (a later refusal is news again). */
const dismissed = new Set<string>();
/**
 * The user dismissed a notice that the browser keeps nothing for this site: every later write will
 * be refused too, which the notice has said, so those refusals join the dismissed items.
 */
let keepsNothingDismissed = false;
let shown: readonly UnsavedItem[] = [];

function changed(): void {
  unsaved = [...inMemory.values()].map(({ area, key, what, reason }) => ({ area, key, what, reason }));
  shown = unsaved.filter((u) => !dismissed.has(slot(u.area, u.key)));
  for (const l of listeners) l();
}

function store(area: StorageArea = 'local'): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A quota error, under any of its names (Chrome, Safari, old Firefox). */
function isQuotaError(e: unknown): boolean {
  if (!(e instanceof DOMException)) return false;
  return e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22 || e.code === 1014;
}

/** The value of `key`: this page's unsaved value if there is one, else the browser's. */
export function readStored(key: string, area: StorageArea = 'local'): string | null {
  const kept = inMemory.get(slot(area, key));
  if (kept) return kept.value;
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps `value` under `key`. Returns whether the browser kept it; when it did not, the value stays
 * in this page's memory and the notice lists `what`.
 */
export function writeStored(key: string, value: string, what: string, area: StorageArea = 'local'): boolean {
  const s = store(area);
  try {
    if (!s) throw new DOMException(`no ${area}Storage`, 'SecurityError');
    s.setItem(key, value);
  } catch (e) {
    const reason = isQuotaError(e) ? 'full' : 'unavailable';
    inMemory.set(slot(area, key), { area, key, value, what, reason });
    if (reason === 'unavailable' && keepsNothingDismissed) dismissed.add(slot(area, key));
    changed();
    return false;
  }
  dismissed.delete(slot(area, key));
  if (inMemory.delete(slot(area, key))) changed();
  return true;
}

/** Forgets `key`, in the browser and in this page's memory. */
export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    store(area)?.removeItem(key);
  } catch {
    // Nothing the browser keeps for this site.
  }
  dismissed.delete(slot(area, key));
  if (inMemory.delete(slot(area, key))) changed();
}

/** The keys of localStorage starting with `prefix`, in the browser and in this page's memory. */
export function storedKeys(prefix: string): string[] {
  const keys = new Set<string>();
  try {
    const s = store();
    if (s) for (let i = 0; i < s.length; i++) keys.add(s.key(i) ?? '');
  } catch {
    // Nothing the browser keeps for this site.
  }
  for (const v of inMemory.values()) if (v.area === 'local') keys.add(v.key);
  return [...keys].filter((k) => k.startsWith(prefix));
}

/** Characters the browser keeps under keys starting with `prefix` (a share of the quota, which counts characters). */
export function storedChars(prefix: string): number {
  let n = 0;
  try {
    const s = store();
    if (s) for (const k of storedKeys(prefix)) n += k.length + (s.getItem(k)?.length ?? 0);
  } catch {
    return 0;
  }
  return n;
}

/**
 * Removes from the browser every key starting with `prefix` but `keep`'s, then tries once more to
 * save what it refused: what fits is saved and leaves the notice. Returns how many keys went.
 */
export function freeStored(prefix: string, keep: (key: string) => boolean = () => false): number {
  const s = store();
  let removed = 0;
  if (s) {
    for (const k of storedKeys(prefix)) {
      if (keep(k) || inMemory.has(slot('local', k))) continue;
      try {
        s.removeItem(k);
        removed++;
      } catch {
        // Nothing the browser keeps for this site.
      }
    }
  }
  retryUnsaved();
  return removed;
}

/** Tries again to save each value the browser refused. */
export function retryUnsaved(): void {
  for (const v of [...inMemory.values()]) writeStored(v.key, v.value, v.what, v.area);
}

/** What the browser has refused to keep and this page holds in memory (the same array until it changes). */
export function unsavedItems(): readonly UnsavedItem[] {
  return unsaved;
}

/** What the notice lists: the unsaved items the user has not dismissed (the same array until it changes). */
export function noticeItems(): readonly UnsavedItem[] {
  return shown;
}

/** The user dismissed the notice: what it lists now leaves it for the page's life (see `dismissed`). */
export function dismissUnsaved(): void {
  for (const [s, v] of inMemory) {
    dismissed.add(s);
    if (v.reason === 'unavailable') keepsNothingDismissed = true;
  }
  changed();
}

/** Lists every unsaved item in the notice again (after clearing space, what still did not fit). */
export function recallDismissed(): void {
  dismissed.clear();
  keepsNothingDismissed = false;
  changed();
}

/** A key written and removed at once, to learn whether the browser keeps anything for this site. */
const PROBE = 'tfl.probe';
/** Per area, whether the browser took the probe's write (learnt once per page). */
const takesWrites = new Map<StorageArea, boolean>();

/**
 * Whether what is written under `key` outlives this page: 'kept', or why not, as the notice would
 * say: its last write was refused ('full' or 'unavailable'), or, with none refused, the browser
 * refuses even a small write for reasons other than its quota ('unavailable': private browsing or
 * its settings; a full storage keeps what it already holds).
 */
export function keeping(key: string, area: StorageArea = 'local'): 'kept' | UnsavedItem['reason'] {
  const refused = inMemory.get(slot(area, key));
  if (refused) return refused.reason;
  let takes = takesWrites.get(area);
  if (takes === undefined) {
    try {
      const s = store(area);
      if (!s) throw new DOMException(`no ${area}Storage`, 'SecurityError');
      s.setItem(PROBE, '');
      s.removeItem(PROBE);
      takes = true;
    } catch (e) {
      takes = isQuotaError(e);
    }
    takesWrites.set(area, takes);
  }
  return takes ? 'kept' : 'unavailable';
}

/** Calls `listener` whenever the list of unsaved values (or of those dismissed) changes; returns the unsubscribe. */
export function onUnsavedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
