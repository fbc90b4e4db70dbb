// Seeded pseudo-random streams. All randomness in the simulator comes from here,
// so the same scenario and seed always give the same run.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

export class Random {
  private constructor(private readonly gen: JumpableRandomGenerator) {}

  static fromSeed(seed: number): Random {
    return new Random(xoroshiro128plus(seed | 0));
  }

  /**
   * An independent stream: a copy of this generator advanced by `index + 1` jumps of 2^64
   * draws. Streams are named by index so that adding a consumer never shifts another's draws.
   */
  stream(index: number): Random {
    const g = this.gen.clone();
    for (let i = 0; i <= index; i++) g.jump();
    return new Random(g);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return uniformFloat64(this.gen);
  }

  /** Uniform in [lo, hi). */
  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
}
