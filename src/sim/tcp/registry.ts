// The TCP variants the simulator offers: how to build each from a flow's configuration, and which
// of the parameter specs (params.ts) it exposes. Adding a variant = one file + one entry here.
import type { FlowConfig, TcpVariantId } from '../scenario/Scenario';
import { FLOW_PARAMS, type ParamSpec } from '../scenario/params';
import type { CongestionControl } from './CongestionControl';
import { EnhancedVegas } from './variants/EnhancedVegas';
import { NewReno } from './variants/NewReno';
import { Reno } from './variants/Reno';
import { Tahoe } from './variants/Tahoe';
import { Vegas } from './variants/Vegas';
import { VegasPlus } from './variants/VegasPlus';

type TcpFlowConfig = Extract<FlowConfig, { variant: TcpVariantId }>;

export interface VariantInfo {
  /** Name shown to people. */
  label: string;
  /** One sentence on what it does. */
  summary: string;
  /** Live-tunable knobs. */
  params: readonly ParamSpec[];
  create(f: TcpFlowConfig): CongestionControl;
}

const P = FLOW_PARAMS;

export const VARIANTS: Record<TcpVariantId, VariantInfo> = {
  tahoe: {
    label: 'Tahoe',
    summary: 'Slow start and congestion avoidance; any loss restarts from a window of one.',
    params: [],
    create: () => new Tahoe(),
  },
  reno: {
    label: 'Reno',
    summary: 'Tahoe plus fast recovery: a single loss halves the window instead of restarting.',
    params: [],
    create: () => new Reno(),
  },
  newreno: {
    label: 'NewReno',
    summary: 'Reno that stays in fast recovery through partial ACKs, repairing several losses per window.',
    params: [],
    create: () => new NewReno(),
  },
  vegas: {
    label: 'Vegas',
    summary: 'Delay-based: keeps between α and β of its packets queued, comparing expected and actual rates once per RTT.',
    params: [P.alpha, P.beta, P.gamma],
    create: (f) => {
      const v = f as Extract<TcpFlowConfig, { variant: 'vegas' }>;
      return new Vegas({ alpha: v.alpha, beta: v.beta, gamma: v.gamma });
    },
  },
  'enhanced-vegas': {
    label: 'Enhanced Vegas',
    summary: 'Vegas with α = β = δ, removing the dead zone that lets equal flows settle at unequal shares.',
    params: [P.delta, P.gamma],
    create: (f) => {
      const v = f as Extract<TcpFlowConfig, { variant: 'enhanced-vegas' }>;
      return new EnhancedVegas({ delta: v.delta, gamma: v.gamma });
    },
  },
  'vegas-plus': {
    label: 'Vegas+',
    summary: 'Vegas that turns Reno-like when its RTT keeps rising (a loss-based competitor) and calms down after a loss.',
    params: [P.alpha, P.beta, P.gamma, P.countMax],
    create: (f) => {
      const v = f as Extract<TcpFlowConfig, { variant: 'vegas-plus' }>;
      return new VegasPlus({ alpha: v.alpha, beta: v.beta, gamma: v.gamma, countMax: v.countMax });
    },
  },
};

export function createCongestionControl(f: TcpFlowConfig): CongestionControl {
  return VARIANTS[f.variant].create(f);
}

export function variantParams(v: TcpVariantId): readonly ParamSpec[] {
  return VARIANTS[v].params;
}
