// Statistics the engine benchmark's reports share.

/**
 * The median of `xs` as one of its samples (the upper of the two middle ones for an even count), so
 * the run it came from can be found by value. (benchCase.ts keeps a copy: it is bundled against
 * other checkouts of the project, which do not have this file.)
 */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
