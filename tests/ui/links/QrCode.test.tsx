// @vitest-environment jsdom
/// <reference lib="dom" />
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from '../../../src/ui/links/QrCode';

afterEach(cleanup);

describe('QrCode', () => {
  it('draws a link as a QR code', () => {
    render(<QrCode text="http://localhost:5173/#2zG00Eo4mguE7Po8opGwA" label="QR code of the link" />);
    expect(screen.getByRole('img', { name: 'QR code of the link' }).querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
  });

  it('a link too long for any QR code (found by the UI monkey, seed 74258035) gets a note, not a page error', () => {
    const long = `http://localhost:5173/#2z${'a'.repeat(4000)}`;
    render(<QrCode text={long} label="QR code of the link" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(`This link is too long for a QR code (${long.length} characters): copy it, or download the scenario as a file.`);
  });

  it('a link just past what level M holds still gets a code, at level L', () => {
    // Version 40 holds 2331 bytes at M and 2953 at L.
    render(<QrCode text={`h${'x'.repeat(2500)}`} label="QR" />);
    expect(screen.getByRole('img', { name: 'QR' })).toBeTruthy();
  });
});
