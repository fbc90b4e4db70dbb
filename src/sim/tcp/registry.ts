// The TCP variants the simulator offers: how to build each from a flow's configuration, and which
// of the parameter specs (params.ts) it exposes. Adding a variant = one file + one entry here.
import type { FlowConfig, ProfileId, TcpConfig, TcpVariantId } from '../scenario/Scenario';
import { FLOW_PARAMS, type ParamSpec } from '../scenario/params';
import type { CongestionControl } from './CongestionControl';
import { synBytes, type TcpStartup } from './TcpSender';
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
  /**
   * ns-2.35's agent builds its own packets (VegasTcpAgent::output): no SYN and no header, whatever
   * syn_ and useHeaders_ say. Matters only in the "ns2" profile.
   */
  ns2OwnPackets?: true;
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
    ns2OwnPackets: true,
    create: (f) => {
      const v = f as Extract<TcpFlowConfig, { variant: 'vegas' }>;
      return new Vegas({ alpha: v.alpha, beta: v.beta, gamma: v.gamma });
    },
  },
  'enhanced-vegas': {
    label: 'Enhanced Vegas',
    summary: 'Vegas with α = β = δ, removing the dead zone that lets equal flows settle at unequal shares.',
    params: [P.delta, P.gamma],
    ns2OwnPackets: true,
    create: (f) => {
      const v = f as Extract<TcpFlowConfig, { variant: 'enhanced-vegas' }>;
      return new EnhancedVegas({ delta: v.delta, gamma: v.gamma });
    },
  },
  'vegas-plus': {
    label: 'Vegas+',
    summary: 'Vegas that turns Reno-like when its RTT keeps rising (a loss-based competitor) and calms down after a loss.',
    params: [P.alpha, P.beta, P.gamma, P.countMax],
    // ns-2 has no Vegas+; in the ns2 profile it behaves as the ns-2 Vegas agent it builds on.
    ns2OwnPackets: true,
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

/** How a flow of `variant` opens its connection under a scenario's profile and `tcp` options. */
export function tcpStartup(variant: TcpVariantId, profile: ProfileId, tcp: TcpConfig): TcpStartup {
  const ownPackets = profile === 'ns2' && VARIANTS[variant].ns2OwnPackets === true;
  return {
    sendsSyn: tcp.synHandshake && !ownPackets,
    synBytes: synBytes(tcp.headerBytes),
    headerBytes: ownPackets ? 0 : tcp.headerBytes,
    // ns-2 set_initial_window() reads syn_ and delay_growth_ on every agent, Vegas included.
    initialCwnd: tcp.synHandshake && tcp.delayedGrowth ? 1 : tcp.windowInit,
    delayedGrowth: tcp.delayedGrowth,
    ns2Quirks: profile === 'ns2',
  };
}
