// Conditional text: the condition language (table rows with hand-written facts), the block
// structure, and what is shown when a measure is not known yet.
import { describe, expect, it } from 'vitest';
import { evaluate, parseCondition, parseConditionalText, resolveText } from '../../src/lessons/conditionalText';

const facts = { values: { a: 2, b: 5, late: NaN }, flags: { scripted: false, made0: true } };

describe('a condition', () => {
  it.each([
    ['a < 3', true],
    ['a >= 3', false],
    ['a < b', true],
    ['b <= a', false],
    ['made0', true],
    ['scripted', false],
    ['not scripted', true],
    ['a < 3 and b > 4', true],
    ['a < 3 and b > 6', false],
    ['a > 3 or b > 4', true],
    ['a > 3 or made0 and scripted', false],
    ['a > 3 and late > 1', false],
    ['late > 1', null],
    ['a < 3 and late > 1', null],
    ['a < 3 or late > 1', true],
    ['not late > 1', null],
    ['a > -1', true],
  ] as const)('%s → %s', (src, want) => {
    expect(evaluate(parseCondition(src), facts)).toBe(want);
  });

  it.each([
    ['', 'is empty'],
    ['a', '"a" needs a comparison'],
    ['a = 3', 'expected <, <=, > or >= after "a", found "="'],
    ['a < 3 and', 'ends where a measure or a number was expected'],
    ['a < 3 b', 'unexpected "b"'],
  ])('"%s" is refused: %s', (src, msg) => {
    expect(() => parseCondition(src)).toThrow(msg);
  });
});

describe('conditional blocks', () => {
  const md = ['Plain.', '::: if a > 3', 'A big.', '::: elif a > 1', 'A middling.', '::: else', 'A small.', '::: end', '::: if late > 1', 'Late: {{late}}.', '::: end', 'Tail.'].join('\n');

  it('shows the first branch that holds, and waits on a measure not reached yet', () => {
    const r = parseConditionalText(md);
    if (!r.ok) throw new Error(r.errors.join('; '));
    const out = resolveText(r.segments, facts, '(later)');
    expect(out.md).toBe('Plain.\n\nA middling.\n\n(later)\n\nTail.');
    expect(out.chosen).toEqual([1, null]);
    expect(out.pending).toBe(1);
  });

  it('shows nothing for a group where no branch holds', () => {
    const r = parseConditionalText('::: if a > 10\nno\n::: end');
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(resolveText(r.segments, facts)).toEqual({ md: '', pending: 0, chosen: [-1] });
  });

  it.each([
    ['::: if a > 1\nx', 'line 1: "::: if" is never closed with "::: end"'],
    ['::: end', 'line 1: "::: end" without an open "::: if"'],
    ['::: if a > 1\n::: if b > 1\n::: end', 'line 2: "::: if" inside another block'],
    ['::: if a > 1\n::: else\n::: elif b > 1\n::: end', 'line 3: "::: elif" after "::: else"'],
    ['::: if a >\n::: end', 'line 1: the condition "a >" ends where a measure or a number was expected'],
    [':::note\n', 'line 1: ":::note" is not a directive'],
  ])('refuses %j: %s', (src, msg) => {
    const r = parseConditionalText(src);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toContain(msg);
  });
});

describe('a flag not decided yet', () => {
  it('a change whose time the run has not reached is neither made nor missed: blocks that read it wait', () => {
    const r = parseConditionalText('::: if made0 and a > 1\nMade.\n::: elif not made0\nYou kept it.\n::: end');
    if (!r.ok) throw new Error(r.errors.join('; '));
    const undecided = resolveText(r.segments, { values: { a: 2 }, flags: { made0: null } }, '(later)');
    expect(undecided.md).toBe('(later)');
    expect(resolveText(r.segments, { values: { a: 2 }, flags: { made0: false } }).md).toBe('You kept it.');
  });
});
