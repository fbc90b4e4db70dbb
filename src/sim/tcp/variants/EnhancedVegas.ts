// Enhanced TCP Vegas (Hasegawa, Murata & Miyahara; studied by Tsang & Chang, paper 000):
// Vegas with α = β = δ, so the window has no dead zone in which unequal queue shares persist.
// As in ns-2 (v_alpha_ = v_beta_ = δ): +1 per RTT while Diff < δ, −1 while Diff > δ.
import { Vegas } from './Vegas';

export class EnhancedVegas extends Vegas {
  override readonly variant = 'enhanced-vegas' as const;

  constructor(p: { delta: number; gamma: number }) {
    super({ alpha: p.delta, beta: p.delta, gamma: p.gamma });
  }

  get delta(): number {
    return this.alpha;
  }

  override setParam(key: string, value: number): void {
    if (key === 'delta') {
      this.alpha = value;
      this.beta = value;
    } else if (key === 'gamma') {
      this.gamma = value;
    } else {
      throw new RangeError(`Enhanced Vegas has no parameter "${key}" (it has delta and gamma)`);
    }
  }
}
