// Number formatting for people: rates, times and sizes with sensible units.

export function formatRate(bps: number): string {
  if (!Number.isFinite(bps)) return '–';
  if (bps >= 1e9) return `${+(bps / 1e9).toPrecision(3)} Gb/s`;
  if (bps >= 1e6) return `${+(bps / 1e6).toPrecision(3)} Mb/s`;
  if (bps >= 1e3) return `${+(bps / 1e3).toPrecision(3)} kb/s`;
  return `${+bps.toPrecision(3)} b/s`;
}

export function formatSeconds(s: number): string {
  if (!Number.isFinite(s)) return '–';
  if (s === 0) return '0 s';
  if (Math.abs(s) < 1) return `${+(s * 1000).toPrecision(3)} ms`;
  return `${+s.toPrecision(4)} s`;
}

/** A parameter value with its unit, for labels and aria-valuetext. */
export function formatValue(value: number, unit: string): string {
  if (unit === 'bit/s') return formatRate(value);
  if (unit === 's') return formatSeconds(value);
  const n = Number.isInteger(value) ? String(value) : String(+value.toPrecision(4));
  return unit ? `${n} ${unit}` : n;
}

/** Simulated clock, e.g. "12.34 s". */
export function formatClock(t: number): string {
  return `${t.toFixed(2)} s`;
}

/** A count with its noun, singular for one: "1 packet", "3 packets". */
export function countOf(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}
