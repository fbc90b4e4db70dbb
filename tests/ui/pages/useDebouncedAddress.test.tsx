// @vitest-environment jsdom
// The address is written a moment after the last change, at once when the page is hidden or
// unloaded, and each write is handed to the tab's next load, which takes it only if it is a reload
// of the address written over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { restorePendingAddress, useDebouncedAddress } from '../../../src/ui/pages/useDebouncedAddress';

function Writer({ fragment, onWritten }: { fragment: string; onWritten?: (href: string) => void }) {
  // A new function per fragment, as the pages memoise theirs on the state they encode.
  useDebouncedAddress(useFragment(fragment), 300, onWritten);
  return null;
}
const made = new Map<string, () => string>();
const useFragment = (f: string) => {
  if (!made.has(f)) made.set(f, () => `#${f}`);
  return made.get(f)!;
};

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/#old');
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedAddress', () => {
  it('writes 300 ms after the last change, tells onWritten, and hands the write to the next load', () => {
    const written = vi.fn();
    const { rerender } = render(<Writer fragment="a" onWritten={written} />);
    vi.advanceTimersByTime(200);
    rerender(<Writer fragment="b" onWritten={written} />);
    vi.advanceTimersByTime(299);
    expect(window.location.hash).toBe('#old');
    expect(sessionStorage.length).toBe(0);
    vi.advanceTimersByTime(1);
    expect(window.location.hash).toBe('#b');
    expect(written).toHaveBeenCalledExactlyOnceWith('#b');
    // A reload asked for just before this write (the page had not heard of it yet) reloads #old.
    expect(JSON.parse(sessionStorage.getItem('tfl:address')!)).toEqual({ from: 'http://localhost:3000/#old', to: 'http://localhost:3000/#b' });
  });

  it('pagehide writes the pending change at once and hands it to the reload', () => {
    render(<Writer fragment="new" />);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.location.hash).toBe('#new');
    expect(JSON.parse(sessionStorage.getItem('tfl:address')!)).toEqual({ from: 'http://localhost:3000/#old', to: 'http://localhost:3000/#new' });
    // Written once: the timer does not write it again.
    vi.advanceTimersByTime(300);
    expect(window.location.hash).toBe('#new');
  });

  it('a navigation starting (beforeunload) does the same: a reload keeps loading while the timer would run', () => {
    render(<Writer fragment="leaving" />);
    window.dispatchEvent(new Event('beforeunload'));
    expect(window.location.hash).toBe('#leaving');
    expect(JSON.parse(sessionStorage.getItem('tfl:address')!)).toEqual({ from: 'http://localhost:3000/#old', to: 'http://localhost:3000/#leaving' });
  });

  it('the page hidden (visibilitychange) does the same', () => {
    render(<Writer fragment="hidden" />);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    state.mockRestore();
    expect(window.location.hash).toBe('#hidden');
    expect(sessionStorage.getItem('tfl:address')).not.toBeNull();
  });

  it('nothing pending: pagehide writes nothing', () => {
    render(<Writer fragment="done" />);
    vi.advanceTimersByTime(300);
    sessionStorage.clear();
    const written = vi.spyOn(history, 'replaceState');
    window.dispatchEvent(new Event('pagehide'));
    expect(written).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    written.mockRestore();
  });
});

describe('restorePendingAddress', () => {
  it('the reload of the handed-off address takes the new one, once', () => {
    sessionStorage.setItem('tfl:address', JSON.stringify({ from: 'http://localhost:3000/#old', to: 'http://localhost:3000/#new' }));
    restorePendingAddress('reload');
    expect(window.location.hash).toBe('#new');
    expect(sessionStorage.getItem('tfl:address')).toBeNull();
  });

  it('the timer wrote after a reload was asked for: the reload (of the old address) still gets the new one', () => {
    render(<Writer fragment="typed" />);
    vi.advanceTimersByTime(300);
    cleanup();
    // The browser reloads the address it had when the reload was asked for.
    history.replaceState(null, '', '/#old');
    restorePendingAddress('reload');
    expect(window.location.hash).toBe('#typed');
  });

  it('opening the old address again, not as a reload, keeps it as it is and drops the handoff', () => {
    sessionStorage.setItem('tfl:address', JSON.stringify({ from: 'http://localhost:3000/#old', to: 'http://localhost:3000/#new' }));
    restorePendingAddress('navigate');
    expect(window.location.hash).toBe('#old');
    expect(sessionStorage.getItem('tfl:address')).toBeNull();
  });

  it('another address (the user went on elsewhere) is left as it is', () => {
    history.replaceState(null, '', '/#elsewhere');
    sessionStorage.setItem('tfl:address', JSON.stringify({ from: 'http://localhost:3000/#old', to: 'http://localhost:3000/#new' }));
    restorePendingAddress('reload');
    expect(window.location.hash).toBe('#elsewhere');
    expect(sessionStorage.getItem('tfl:address')).toBeNull();
  });

  it('a handoff that is not ours (not JSON) changes nothing and is dropped', () => {
    sessionStorage.setItem('tfl:address', '{nope');
    restorePendingAddress('reload');
    expect(window.location.href).toBe('http://localhost:3000/#old');
    expect(sessionStorage.getItem('tfl:address')).toBeNull();
  });
});
