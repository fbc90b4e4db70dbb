// Seeded pseudo-random streams. All randomness in the simulator comes from here,
// so the same scenario and seed always give the same run.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

export class Random {
  /**
   * @param jumpsDue jumps of 2^64 draws still to apply before the first draw: a stream is only
   *   advanced to its place when used (most runs never draw from the ns2 profile's stream 500,
   *   and its 501 jumps were a good part of setting up a small run).
   */
  private constructor(
    private readonly gen: JumpableRandomGenerator,
    private jumpsDue = 0,
  ) {}

  static fromSeed(seed: number): Random {
    return new Random(xoroshiro128plus(seed | 0));
  }

  /**
   * An independent stream: a copy of this generator advanced by `index + 1` jumps of 2^64
   * draws. Streams are named by index so that adding a consumer never shifts another's draws.
   */
  stream(index: number): Random {
    this.catchUp();
    return new Random(this.gen.clone(), index + 1);
  }

  /** Uniform in [0, 1). */
  next(): number {
    if (this.jumpsDue > 0) this.catchUp();
    return uniformFloat64(this.gen);
  }

  /** Uniform in [lo, hi). */
  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  private catchUp(): void {
    for (; this.jumpsDue > 0; this.jumpsDue--) this.gen.jump();
  }
}
