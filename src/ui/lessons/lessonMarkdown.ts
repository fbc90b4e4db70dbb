// Lesson text to HTML: Markdown (marked) with $…$ and $$…$$ typeset by KaTeX, and every
// {{measure}} turned into an empty slot that the page fills with this run's value. KaTeX (its code,
// styles and fonts, the larger part of a lesson page) loads the first time a text with math is
// shown; until then that text reads as its TeX source, and it is typeset again once KaTeX is here.
// A $$…$$ block breaks between its statements where the screen is too narrow for it (a phone),
// instead of running off its side: see displayMath.
import { useEffect, useSyncExternalStore } from 'react';
import type KaTeX from 'katex';
import { Marked } from 'marked';
import { PLACEHOLDER } from '../../lessons/placeholder';

const marked = new Marked();

/** 0 until KaTeX is in `marked`, then 1. */
let mathVersion = 0;
let mathLoading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const MATH = /\$[^$]+\$/;

/** Loads KaTeX into the Markdown renderer (once); resolves when it is there. */
export function loadMath(): Promise<void> {
  mathLoading ??= Promise.all([import('marked-katex-extension'), import('katex'), import('katex/dist/katex.min.css')]).then(([ext, katex]) => {
    marked.use(ext.default({ throwOnError: false, nonStandard: true }));
    // Display blocks: this renderer runs before the extension's, which renders the rest.
    marked.use({
      extensions: [
        {
          name: 'blockKatex',
          renderer: (token) => (token.displayMode === true ? `${displayMath(katex.default, String(token.text))}\n` : false),
        },
      ],
    });
    mathVersion = 1;
    for (const fn of listeners) fn();
  });
  return mathLoading;
}

/**
 * For a component that renders `md`: starts loading KaTeX if `md` has math, and returns a number
 * that changes when KaTeX arrives (a dependency for the memo that renders it).
 */
export function useMathVersion(md: string): number {
  const version = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => mathVersion,
  );
  useEffect(() => {
    if (version === 0 && MATH.test(md)) void loadMath();
  }, [md, version]);
  return version;
}

/** HTML for a lesson's Markdown; `{{name}}` becomes `<output data-measure="name">`. */
export function renderLessonMarkdown(md: string, inline = false): string {
  const withSlots = md.replace(PLACEHOLDER, (_m, name: string) => `<output class="measure" data-measure="${name}">—</output>`);
  return (inline ? marked.parseInline(withSlots) : marked.parse(withSlots)) as string;
}

/** What `displayMath` needs of KaTeX (passed in: KaTeX is loaded on demand). */
type Typesetter = Pick<typeof KaTeX, 'renderToString'>;

/**
 * A display formula that may break across lines where the screen is too narrow for it, and only
 * between its statements: at each \quad or \qquad the lesson's author put between two of them, and
 * at an \allowbreak the author put inside a long one. Each statement is typeset whole, in display
 * style (`\displaystyle`: display-sized fractions), as one box of KaTeX's inline layout, whose
 * boxes the browser wraps like words; the block is centred. An \allowbreak is a thick space where
 * the line does not break there, so the author puts it after a relation (as TeX breaks), never
 * before one: a relation that starts a statement loses its space. A formula whose statements do not
 * stand alone (a \quad inside \left…\right) is typeset as one box.
 */
export function displayMath(katex: Typesetter, tex: string): string {
  const pieces = statements(tex);
  const broken = pieces.map((p, i) => `{${p.body}}${i < pieces.length - 1 ? `${p.separator || '\\;'}\\allowbreak ` : ''}`).join('');
  let html: string;
  try {
    html = katex.renderToString(`\\displaystyle ${broken}`, { displayMode: false, throwOnError: true });
  } catch {
    html = katex.renderToString(`\\displaystyle ${tex}`, { displayMode: false, throwOnError: false });
  }
  return `<div class="math-display">${html}</div>`;
}

/** `tex` cut at its top-level (outside braces) \quad, \qquad and \allowbreak, each piece with the separator after it. */
export function statements(tex: string): { body: string; separator: string }[] {
  const out: { body: string; separator: string }[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i];
    if (c === '\\') {
      const word = /^\\(qquad|quad|allowbreak)(?![a-zA-Z])/.exec(tex.slice(i));
      if (word && depth === 0) {
        out.push({ body: tex.slice(from, i).trim(), separator: word[1] === 'allowbreak' ? '' : `\\${word[1]}` });
        i += word[0].length - 1;
        from = i + 1;
      } else {
        i++; // an escaped character (\{, \}) or the first letter of a command
      }
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
    }
  }
  out.push({ body: tex.slice(from).trim(), separator: '' });
  return out.filter((p) => p.body !== '' || p.separator !== '');
}
