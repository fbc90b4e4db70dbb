// How many workers a link's `workers=N` may start: never more than the machine's cores (a link is
// anyone's to make, and each worker costs a visitor tens of megabytes and a share of a core).

export interface LinkedWorkers {
  workers: number;
  /** Asked for more than the cores: the count the link named (the page says it used fewer). */
  askedFor: number | null;
}

/**
 * The workers for the link's `workers` value on a machine of `cores` logical cores: a whole number
 * from 1 to `cores`; a larger one becomes `cores`; anything else (absent, 0, 1.5, "many") `cores`.
 */
export function linkedWorkers(param: string | null, cores: number): LinkedWorkers {
  const max = Math.max(1, Math.floor(cores) || 1);
  const n = param === null || param.trim() === '' ? NaN : Number(param);
  if (!Number.isInteger(n) || n < 1) return { workers: max, askedFor: null };
  return n > max ? { workers: max, askedFor: n } : { workers: n, askedFor: null };
}
