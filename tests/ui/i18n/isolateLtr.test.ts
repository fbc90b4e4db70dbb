// Left-to-right pieces of right-to-left lesson text: quantities and assignments isolated, nothing else.
import { describe, expect, it } from 'vitest';
import { isolateLtrRuns } from '../../../src/ui/i18n/isolateLtr';

const iso = (s: string) => `\u2066${s.replace(/ /g, '\u00a0')}\u2069`;

describe('isolateLtrRuns', () => {
  it('isolates a symbol given a value, each on its own', () => {
    expect(isolateLtrRuns('تدفق Vegas (α = 1، β = 3) معًا')).toBe(`تدفق Vegas (${iso('α = 1')}، ${iso('β = 3')}) معًا`);
    expect(isolateLtrRuns('عند B = 10 حزم')).toBe(`عند ${iso('B = 10')} حزم`);
  });

  it('isolates a quantity with its unit symbol, and a range of them', () => {
    expect(isolateLtrRuns('رابط 1.5 Mb/s و10 ms')).toBe(`رابط ${iso('1.5 Mb/s')} و${iso('10 ms')}`);
    expect(isolateLtrRuns('خلال 10–30 s')).toBe(`خلال ${iso('10–30 s')}`);
  });

  it('leaves bare numbers, words, placeholders, maths, code and links as they are', () => {
    const md = 'الدرس 15 من 17 **{{vegasBefore}}** $W = 2$ `alpha = 2` [ns-2](https://example.org/a=1) Reno';
    expect(isolateLtrRuns(md)).toBe(md);
  });

  it('does not take a unit that is the start of a word, nor a symbol inside a word', () => {
    expect(isolateLtrRuns('30 seconds')).toBe('30 seconds');
    expect(isolateLtrRuns('x2=3')).toBe(iso('x2=3'));
    expect(isolateLtrRuns('ns-2.35')).toBe('ns-2.35');
  });
});
