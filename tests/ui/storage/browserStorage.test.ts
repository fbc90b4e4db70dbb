// @vitest-environment jsdom
// A write the browser refuses is kept in the page's memory, where reads find it, and listed for the
// notice with why; freeing space saves it and takes it off the list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../../src/ui/storage/browserStorage');
let storage: Module;

/** Makes localStorage refuse writes that would take it past `limitChars` (keys and values, as browsers count). */
function quota(limitChars: number): void {
  const real = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    let used = 0;
    for (let i = 0; i < this.length; i++) {
      const k = this.key(i)!;
      if (k !== key) used += k.length + (this.getItem(k)?.length ?? 0);
    }
    if (used + key.length + value.length > limitChars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    real.call(this, key, value);
  });
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  vi.resetModules();
  storage = await import('../../../src/ui/storage/browserStorage');
});
afterEach(() => vi.restoreAllMocks());

describe('browserStorage', () => {
  it('saves and reads back, with nothing unsaved', () => {
    expect(storage.writeStored('k', 'v', 'a thing')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
    expect(storage.readStored('k')).toBe('v');
    expect(storage.unsavedItems()).toEqual([]);
  });

  it('a full storage: the value stays readable in memory, listed as full, and the listener hears it', () => {
    localStorage.setItem('k', 'old');
    quota(10);
    const heard = vi.fn();
    storage.onUnsavedChange(heard);
    expect(storage.writeStored('k', 'a value too long', 'your progress')).toBe(false);
    expect(localStorage.getItem('k')).toBe('old');
    expect(storage.readStored('k')).toBe('a value too long');
    expect(storage.unsavedItems()).toEqual([{ key: 'k', area: 'local', what: 'your progress', reason: 'full' }]);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('a storage that refuses everything (not a quota): listed as unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.writeStored('k', 'v', 'results')).toBe(false);
    expect(storage.unsavedItems()).toEqual([{ key: 'k', area: 'local', what: 'results', reason: 'unavailable' }]);
  });

  it('tells whether a key outlives the page: kept; full once its write was refused; unavailable when even a small write is refused', () => {
    expect(storage.keeping('k')).toBe('kept');
    quota(10);
    // Full, but nothing of this key refused yet: what the browser holds stays.
    localStorage.setItem('x', 'y'.repeat(9));
    expect(storage.keeping('k')).toBe('kept');
    storage.writeStored('k', 'a value too long', 'your progress');
    expect(storage.keeping('k')).toBe('full');
    expect(storage.keeping('other')).toBe('kept');
  });

  it('a browser that keeps nothing for the site: every key is unavailable before any write of it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.keeping('k')).toBe('unavailable');
    expect(storage.keeping('k', 'session')).toBe('unavailable');
  });

  it('a later write that fits takes the key off the list', () => {
    quota(20);
    storage.writeStored('k', 'x'.repeat(30), 'results');
    expect(storage.unsavedItems()).toHaveLength(1);
    expect(storage.writeStored('k', 'short', 'results')).toBe(true);
    expect(storage.unsavedItems()).toEqual([]);
    expect(localStorage.getItem('k')).toBe('short');
  });

  it('freeing a prefix removes those keys, keeps the others, and saves what now fits', () => {
    localStorage.setItem('tfl:sweep:a', 'x'.repeat(40));
    localStorage.setItem('tfl:sweep:b', 'x'.repeat(40));
    localStorage.setItem('other', 'kept');
    quota(100);
    // The store holds 2 × (11 + 40) + 5 + 4 = 111 characters already: 8 + 40 more are refused; after freeing, 9 + 48 fit.
    expect(storage.writeStored('progress', 'y'.repeat(40), 'your progress')).toBe(false);
    expect(storage.storedChars('tfl:sweep:')).toBe(2 * (11 + 40));
    expect(storage.freeStored('tfl:sweep:')).toBe(2);
    expect(storage.storedKeys('tfl:sweep:')).toEqual([]);
    expect(localStorage.getItem('other')).toBe('kept');
    expect(localStorage.getItem('progress')).toBe('y'.repeat(40));
    expect(storage.unsavedItems()).toEqual([]);
  });

  it('freeing does not drop the saved copy of a key whose newer value is held unsaved', () => {
    localStorage.setItem('tfl:sweep:mine', 'x'.repeat(50));
    quota(60);
    expect(storage.writeStored('tfl:sweep:mine', 'y'.repeat(70), 'results')).toBe(false);
    expect(storage.freeStored('tfl:sweep:')).toBe(0);
    expect(localStorage.getItem('tfl:sweep:mine')).toBe('x'.repeat(50));
    expect(storage.readStored('tfl:sweep:mine')).toBe('y'.repeat(70));
  });

  it('removing forgets the key in the browser and in memory', () => {
    quota(5);
    storage.writeStored('k', 'too long', 'results');
    storage.removeStored('k');
    expect(storage.readStored('k')).toBeNull();
    expect(storage.unsavedItems()).toEqual([]);
  });

  it('sessionStorage is its own area', () => {
    expect(storage.writeStored('k', 'tab', 'the address', 'session')).toBe(true);
    expect(sessionStorage.getItem('k')).toBe('tab');
    expect(storage.readStored('k')).toBeNull();
    expect(storage.readStored('k', 'session')).toBe('tab');
  });

  it('what the notice lists leaves it when dismissed, for the page; a key refused later is listed, and one saved then refused again is listed again', () => {
    quota(10);
    storage.writeStored('a', 'x'.repeat(20), 'your progress');
    expect(storage.noticeItems().map((u) => u.key)).toEqual(['a']);
    const heard = vi.fn();
    storage.onUnsavedChange(heard);
    storage.dismissUnsaved();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(storage.noticeItems()).toEqual([]);
    // Still unsaved, and still read from memory: only the notice leaves it out.
    expect(storage.unsavedItems().map((u) => u.key)).toEqual(['a']);
    expect(storage.readStored('a')).toBe('x'.repeat(20));
    // A write refused again: nothing new to say.
    storage.writeStored('a', 'y'.repeat(20), 'your progress');
    expect(storage.noticeItems()).toEqual([]);
    // Another key refused: listed (alone).
    storage.writeStored('b', 'z'.repeat(20), 'results');
    expect(storage.noticeItems().map((u) => u.key)).toEqual(['b']);
    // Saved, then refused once more: news again.
    expect(storage.writeStored('a', 's', 'your progress')).toBe(true);
    storage.writeStored('a', 'x'.repeat(20), 'your progress');
    expect(storage.noticeItems().map((u) => u.key)).toEqual(['b', 'a']);
  });

  it('once the user has dismissed that the browser keeps nothing, its later refusals stay out of the notice; recalling lists all again', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    storage.writeStored('tfl:address', 'a', 'the address', 'session');
    storage.dismissUnsaved();
    storage.writeStored('tfl.lessons.v1', '{}', 'your progress');
    expect(storage.noticeItems()).toEqual([]);
    expect(storage.unsavedItems().map((u) => u.key)).toEqual(['tfl:address', 'tfl.lessons.v1']);
    storage.recallDismissed();
    expect(storage.noticeItems().map((u) => u.key)).toEqual(['tfl:address', 'tfl.lessons.v1']);
    // Recalled: a refusal is listed again as it comes.
    storage.writeStored('tfl.locale', 'es', 'your choice of language');
    expect(storage.noticeItems().map((u) => u.key)).toContain('tfl.locale');
  });

  it('a full storage is news for each new key, even after a refusal for want of space was dismissed', () => {
    quota(10);
    storage.writeStored('a', 'x'.repeat(20), 'your progress');
    storage.dismissUnsaved();
    storage.writeStored('b', 'x'.repeat(20), 'results');
    expect(storage.noticeItems().map((u) => u.key)).toEqual(['b']);
  });
});
