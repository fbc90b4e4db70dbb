// @vitest-environment jsdom
/// <reference lib="dom" />
// A popup closes when the user leaves it (a press outside, the focus moved to a control outside),
// and stays open while one of its own buttons is pressed, as Safari presses them: without focusing
// the button, so the focused one blurs towards nothing.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepOnScreen, useDismiss } from '../../src/ui/popup';

function Popup() {
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState('');
  const box = useRef<HTMLSpanElement>(null);
  const onBlur = useDismiss(box, open, () => setOpen(false));
  return (
    <div>
      <button type="button">Outside</button>
      <span ref={box} onBlur={onBlur}>
        {open && (
          <span role="group" aria-label="Choices">
            <button type="button">First</button>
            <button type="button" onClick={() => setChosen('second')}>
              Second
            </button>
          </span>
        )}
      </span>
      <output>{chosen}</output>
    </div>
  );
}

afterEach(cleanup);

describe('useDismiss', () => {
  it('keeps the popup while its own button is pressed Safari’s way, so the click arrives', () => {
    render(<Popup />);
    const second = screen.getByRole('button', { name: 'Second' });
    fireEvent.pointerDown(second);
    fireEvent.focusOut(screen.getByRole('button', { name: 'First' }), { relatedTarget: null });
    expect(screen.queryByRole('group', { name: 'Choices' })).not.toBeNull();
    fireEvent.click(second);
    expect(screen.getByRole('status').textContent).toBe('second');
  });

  it('closes on a press outside it', () => {
    render(<Popup />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('group', { name: 'Choices' })).toBeNull();
  });

  it('closes when the focus moves to a control outside it, not when it moves within it', () => {
    render(<Popup />);
    const [first, second] = [screen.getByRole('button', { name: 'First' }), screen.getByRole('button', { name: 'Second' })];
    fireEvent.focusOut(first, { relatedTarget: second });
    expect(screen.queryByRole('group', { name: 'Choices' })).not.toBeNull();
    fireEvent.focusOut(second, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    expect(screen.queryByRole('group', { name: 'Choices' })).toBeNull();
  });
});

describe('keepOnScreen', () => {
  // The screen's width is set on the page's root for these tests alone.
  afterEach(() => {
    delete (document.documentElement as { clientWidth?: number }).clientWidth;
  });
  /** A popup whose box, before any shift, runs from `left` to `right` on a 390-px screen. */
  function popupAt(left: number, right: number): HTMLElement {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 390 });
    const el = document.createElement('span');
    el.getBoundingClientRect = () => ({ left, right, top: 0, bottom: 20, width: right - left, height: 20, x: left, y: 0, toJSON: () => ({}) });
    return el;
  }

  it('moves a popup that runs past the right edge back inside it, 8 px clear, no wider than the screen', () => {
    const el = popupAt(250, 420);
    keepOnScreen(el);
    expect([el.style.maxWidth, el.style.transform]).toEqual(['374px', 'translateX(-38px)']);
  });

  it('moves one that runs past the left edge (a list hung from a button’s end) right', () => {
    const el = popupAt(-40, 160);
    keepOnScreen(el);
    expect(el.style.transform).toBe('translateX(48px)');
  });

  it('leaves one that fits where it is', () => {
    const el = popupAt(20, 300);
    keepOnScreen(el);
    expect(el.style.transform).toBe('');
  });
});

