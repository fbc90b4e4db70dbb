// @vitest-environment jsdom
/// <reference lib="dom" />
// The service worker's messages: "ready offline" once, dismissable; a waiting build is offered,
// switched to only on Reload, and put off by Later; with both, the update comes first.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '../../../src/ui/offline/UpdatePrompt';
import { resetOfflineState, setOfflineState } from '../../../src/ui/offline/offlineState';

afterEach(() => {
  cleanup();
  resetOfflineState();
});

describe('UpdatePrompt', () => {
  it('says nothing until the service worker reports', () => {
    const { container } = render(<UpdatePrompt />);
    expect(container.textContent).toBe('');
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('tells once that the app works offline, and the message can be dismissed', () => {
    render(<UpdatePrompt />);
    act(() => setOfflineState({ offlineReady: true }));
    expect(screen.getByRole('status').textContent).toMatch(/without a network/);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('in a frame of a course page, does not cover the lab with the "saved in this browser" note', () => {
    const { container } = render(<UpdatePrompt inFrame />);
    act(() => setOfflineState({ offlineReady: true }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('knows by itself whether it is in a frame', () => {
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    try {
      render(<UpdatePrompt />);
      act(() => setOfflineState({ offlineReady: true }));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      parent.mockRestore();
    }
  });

  it('offers a waiting build and switches only when Reload is pressed', () => {
    const applyUpdate = vi.fn();
    render(<UpdatePrompt />);
    act(() => setOfflineState({ offlineReady: true, updateWaiting: true, applyUpdate }));
    // One message at a time: the update, not the "ready offline" note.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toMatch(/new version/);
    expect(applyUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('Later puts the update off without applying it', () => {
    const applyUpdate = vi.fn();
    render(<UpdatePrompt />);
    act(() => setOfflineState({ updateWaiting: true, applyUpdate }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});
