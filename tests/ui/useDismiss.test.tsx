// @vitest-environment jsdom
/// <reference lib="dom" />
// A popup closes when the user leaves it (a press outside, the focus moved to a control outside),
// and stays open while one of its own buttons is pressed, as Safari presses them: without focusing
// the button, so the focused one blurs towards nothing.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDismiss } from '../../src/ui/useDismiss';

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
