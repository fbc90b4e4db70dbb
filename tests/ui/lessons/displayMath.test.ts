// A lesson's display formula breaks between its statements on a narrow screen (lessonMarkdown.ts
// displayMath): the TeX is cut at its top-level \quad, \qquad and \allowbreak, each statement is
// typeset as one unbreakable group, and the groups are joined with explicit break points.
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { displayMath, statements } from '../../../src/ui/lessons/lessonMarkdown';

describe('statements', () => {
  it('cuts at top-level \\quad, \\qquad and \\allowbreak, keeping each space as the separator', () => {
    expect(statements(String.raw`a = b, \quad c = d \qquad e \allowbreak f`)).toEqual([
      { body: 'a = b,', separator: String.raw`\quad` },
      { body: 'c = d', separator: String.raw`\qquad` },
      { body: 'e', separator: '' },
      { body: 'f', separator: '' },
    ]);
  });

  it('does not cut inside braces, at escaped braces, or at a longer command that starts like a space', () => {
    const tex = String.raw`\text{a \quad b} \{ x \} \quadrant{y} \frac{1 \qquad 2}{3}`;
    expect(statements(tex)).toEqual([{ body: tex, separator: '' }]);
  });

  it('gives one statement for a formula without separators', () => {
    expect(statements(String.raw`p_b = p_{\max} \frac{\bar q}{2}`)).toHaveLength(1);
  });
});

describe('displayMath', () => {
  /** The KaTeX boxes (`.base`) a browser may put on different lines. */
  const boxes = (html: string) => html.match(/class="base"/g)?.length ?? 0;

  it('typesets each statement as one box, so lines break only between statements', () => {
    // Unbroken, KaTeX's inline layout would allow a break after each of the four relations.
    const html = displayMath(katex, String.raw`x = y \Rightarrow z = w \qquad u \leftarrow v`);
    expect(html.startsWith('<div class="math-display">')).toBe(true);
    expect(boxes(html)).toBe(2);
    expect(html).not.toContain('katex-error');
  });

  it('sets fractions in display style', () => {
    const html = displayMath(katex, String.raw`W \leftarrow \frac{W}{2}`);
    // Display style sets a fraction's numerator and denominator at full size, not as scripts.
    expect(html).not.toContain('mtight');
    const inline = katex.renderToString(String.raw`W \leftarrow \frac{W}{2}`, { displayMode: false });
    expect(inline).toContain('mtight');
  });

  it('typesets a formula whose separator cannot stand between statements as one box', () => {
    // Cut at the \quad, \left( and \right) would each lose its partner: KaTeX refuses that.
    const tex = String.raw`\left( a \quad b \right)`;
    const html = displayMath(katex, tex);
    expect(html).not.toContain('katex-error');
    expect(boxes(html)).toBe(1);
  });

  it('shows TeX it cannot typeset as an error in place, not as a broken page', () => {
    const html = displayMath(katex, String.raw`\frac{1}{`);
    expect(html).toContain('katex-error');
  });
});
