// Enhanced TCP Vegas (Hasegawa, Murata & Miyahara; studied by Tsang & Chang, paper 000):
// Vegas with α = β = δ, so the window has no dead zone in which unequal queue shares persist.
// As in ns-2 (v_alpha_ = v_beta_ = δ): +1 per RTT while Diff < δ, −1 while Diff > δ.
import type { ParamSpec } from '../../scenario/params';
import { defineVariant } from '../VariantModule';
import { VEGAS_LINK_KEYS, VEGAS_OBSERVABLES, VEGAS_PARAMS, Vegas } from './Vegas';

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

export const enhancedVegas = defineVariant({
  id: 'enhanced-vegas',
  label: 'Enhanced Vegas',
  summary: 'Vegas with α = β = δ, removing the dead zone that lets equal flows settle at unequal shares.',
  params: {
    delta: {
      key: 'delta', label: 'Enhanced Vegas δ', shortLabel: 'δ', unit: 'packets', default: 3, min: 0, max: 30, step: 1, integer: true,
      description: 'Enhanced Vegas (Hasegawa et al.) sets α = β = δ: +1 when Diff < δ, −1 when Diff > δ (Tsang & Chang recommend δ = 3).',
    },
    gamma: VEGAS_PARAMS.gamma,
  } as const satisfies Record<string, ParamSpec>,
  describe: (k) => `Enhanced Vegas δ=${k.delta}`,
  link: { tag: 'E', keys: { delta: { code: 'l', initial: 3 }, gamma: VEGAS_LINK_KEYS.gamma } },
  observables: VEGAS_OBSERVABLES,
  ns2: {
    agent: 'Agent/TCP/Vegas',
    settings: (k) => [['v_alpha_', k.delta], ['v_beta_', k.delta], ['v_gamma_', k.gamma]],
  },
  ns3: {
    typeId: 'ns3::TcpVegas',
    attributes: (k) => [['Alpha', String(k.delta)], ['Beta', String(k.delta)], ['Gamma', String(k.gamma)]],
  },
  ns2OwnPackets: true,
  create: (k) => new EnhancedVegas(k),
});
