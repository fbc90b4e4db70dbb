// Lesson text to HTML: Markdown (marked) with $…$ and $$…$$ typeset by KaTeX, and every
// {{measure}} turned into an empty slot that the page fills with this run's value. KaTeX (its code,
// styles and fonts, the larger part of a lesson page) loads the first time a text with math is
// shown; until then that text reads as its TeX source, and it is typeset again once KaTeX is here.
import { useEffect, useSyncExternalStore } from 'react';
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
  mathLoading ??= Promise.all([import('marked-katex-extension'), import('katex/dist/katex.min.css')]).then(([ext]) => {
    marked.use(ext.default({ throwOnError: false, nonStandard: true }));
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
