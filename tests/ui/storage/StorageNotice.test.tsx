// @vitest-environment jsdom
/// <reference lib="dom" />
// The notice of what the browser refused to save: Dismiss hides what it lists for the page's life,
// so the next page's header (another StorageNotice) does not show it again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageNotice } from '../../../src/ui/storage/StorageNotice';
import { writeStored } from '../../../src/ui/storage/browserStorage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('StorageNotice', () => {
  it('dismissed on one page, stays dismissed in the next page’s header; a refusal the notice has not said shows it again', () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const first = render(<StorageNotice />);
    act(() => void writeStored('tfl.lessons.v1', '{}', 'your progress in the course'));
    expect(screen.getByRole('alert').textContent).toContain('your progress in the course');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();
    render(<StorageNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void writeStored('tfl.locale', 'es', 'your choice of language'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('your choice of language');
    expect(alert.textContent).not.toContain('your progress in the course');
    expect(refuse).toHaveBeenCalledTimes(2);
  });
});
