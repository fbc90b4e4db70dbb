// @vitest-environment jsdom
// A sweep's range box: takes "0,5" as a phone's keypad types it (a browser's number box dropped the
// comma: "05"), says beside itself when what is typed is not a number (and passes NaN on, so that
// nothing runs on the last number), and shows a new value from the page when the reader is not typing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DecimalBox } from '../../../src/ui/controls/DecimalBox';

afterEach(cleanup);

describe('DecimalBox', () => {
  it('reads "0,5" as 0.5', () => {
    const onChange = vi.fn();
    render(<DecimalBox value={25} onChange={onChange} />);
    const box = screen.getByRole('textbox') as HTMLInputElement;
    expect(box.value).toBe('25');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '0,5' } });
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when what is typed is not a number, passes NaN on (no check passes it), and keeps saying it after the box is left', () => {
    const onChange = vi.fn();
    render(<DecimalBox value={25} onChange={onChange} />);
    const box = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '2x' } });
    expect(onChange).toHaveBeenLastCalledWith(NaN);
    expect(screen.getByRole('alert').textContent).toBe('“2x” is not a number.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(box);
    expect(box.value).toBe('2x');
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('shows a value the page sets while the reader is not typing', () => {
    const { rerender } = render(<DecimalBox value={25} onChange={() => {}} />);
    rerender(<DecimalBox value={0.125} onChange={() => {}} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('0.125');
  });
});
