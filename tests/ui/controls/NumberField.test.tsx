// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VEGAS_PARAMS } from '../../../src/sim/tcp/variants/Vegas';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NumberField } from '../../../src/ui/controls/NumberField';
import { BOTTLENECK_PARAMS } from '../../../src/sim/scenario/params';

afterEach(cleanup);

describe('NumberField', () => {
  it('is labelled, and a typed valid value is committed', () => {
    const onCommit = vi.fn();
    render(<NumberField spec={BOTTLENECK_PARAMS.bufferPackets} value={50} onCommit={onCommit} />);
    const box = screen.getByRole('textbox', { name: 'Buffer' });
    expect(screen.getByRole('slider', { name: 'Buffer slider' })).toHaveProperty('value');
    fireEvent.change(box, { target: { value: '80' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith(80);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['-5', /Buffer must be a whole number from 2 to 100000 packets/],
    ['2.5', /whole number/],
    ['1e9', /to 100000 packets/],
    ['NaN', /is not a number/],
    ['', /is not a number/],
    ['12abc', /is not a number/],
    // In English a comma before three digits may group thousands: refused, never read as 1.
    ['1,000', /is not a number/],
    ['1,5,0', /is not a number/],
  ])('refuses %j with a message beside the field and does not commit', (typed, message) => {
    const onCommit = vi.fn();
    render(<NumberField spec={BOTTLENECK_PARAMS.bufferPackets} value={50} onCommit={onCommit} />);
    const box = screen.getByRole('textbox', { name: 'Buffer' });
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toMatch(message);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['٢٫٥', 2.5],
    ['２．５', 2.5],
  ])('takes %j, as a phone keypad or an input method types it, for 2.5 ms', (typed, ms) => {
    const onCommit = vi.fn();
    render(<NumberField spec={BOTTLENECK_PARAMS.delaySec} value={0.01} onCommit={onCommit} display={{ unit: 'ms', factor: 1000 }} />);
    const box = screen.getByRole('textbox', { name: 'Bottleneck delay' });
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCommit).toHaveBeenCalledWith(ms / 1000);
  });

  it('converts display units (ms) both ways', () => {
    const onCommit = vi.fn();
    render(<NumberField spec={BOTTLENECK_PARAMS.delaySec} value={0.01} onCommit={onCommit} display={{ unit: 'ms', factor: 1000 }} />);
    const box = screen.getByRole('textbox', { name: 'Bottleneck delay' }) as HTMLInputElement;
    expect(box.value).toBe('10');
    fireEvent.change(box, { target: { value: '25' } });
    fireEvent.blur(box);
    expect(onCommit).toHaveBeenCalledWith(0.025);
  });

  it('applies a cross-field rule (β ≥ α)', () => {
    const onCommit = vi.fn();
    render(<NumberField spec={VEGAS_PARAMS.beta} value={3} onCommit={onCommit} validate={(v) => (v < 2 ? 'β must be at least α (2).' : null)} />);
    const box = screen.getByRole('textbox', { name: 'Vegas β' });
    fireEvent.change(box, { target: { value: '1' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('β must be at least α (2).');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('the slider commits when released, with the value in its unit', () => {
    const onCommit = vi.fn();
    render(<NumberField spec={VEGAS_PARAMS.alpha} value={1} onCommit={onCommit} />);
    const slider = screen.getByRole('slider', { name: 'Vegas α slider' });
    fireEvent.change(slider, { target: { value: '6' } }); // one position per packet
    expect(slider.getAttribute('aria-valuetext')).toBe('6 packets');
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(onCommit).toHaveBeenCalledWith(6);
  });
});
