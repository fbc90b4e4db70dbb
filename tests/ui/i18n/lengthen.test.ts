// The pseudo-locale's messages are about 40 % longer than their English, in words that still wrap,
// with their placeholders untouched.
import { describe, expect, it } from 'vitest';
import { lengthenMessages, PSEUDO_GROWTH } from '../../../src/ui/i18n/lengthen';

describe('lengthenMessages', () => {
  it('grows a message by about 40 % of its text', () => {
    const text = 'Ŝĥàŕê ţĥîš šçêñàŕîö'; // 19 characters
    const out = lengthenMessages({ a: text }).a as string;
    expect(out.startsWith(text)).toBe(true);
    expect(out.length - text.length).toBeGreaterThanOrEqual(Math.ceil(text.length * PSEUDO_GROWTH));
    expect(out.length - text.length).toBeLessThanOrEqual(Math.ceil(text.length * PSEUDO_GROWTH) + 6);
  });

  it('pads in short words, so a long paragraph can still wrap', () => {
    const out = lengthenMessages({ a: 'ŵ'.repeat(400) }).a as string;
    const padding = out.slice(400).trim().split(' ');
    expect(Math.max(...padding.map((w) => w.length))).toBeLessThanOrEqual(5);
  });

  it('leaves placeholders and an empty message alone', () => {
    const out = lengthenMessages({ a: ['Ĥéļļö ', ['name'], '!'], b: '' });
    expect(out.b).toBe('');
    const parts = out.a as unknown[];
    expect(parts.slice(0, 3)).toEqual(['Ĥéļļö ', ['name'], '!']);
    expect(parts).toHaveLength(4);
  });
});
