// How fast the lab plays a run: simulated seconds per wall-clock second, and its limits. A link
// carries it and the worker protocol's `speed` command sets it.

/** Simulated seconds per wall-clock second, or as fast as possible. */
export type Speed = number | 'max';

export const MIN_SPEED = 0.1;
export const MAX_SPEED = 100;
