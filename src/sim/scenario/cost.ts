// What a scenario costs to simulate: an upper estimate of the engine events it can generate, from
// what every source can offer (CBR rate, or a TCP flow's access link, receiver window and the links
// it shares), what each link can carry, the ACKs, the timeline and the flows. The schema refuses a
// scenario above LIMITS.maxEvents with the field that dominates the cost; see src/sim/MODEL.md.
import { LIMITS } from './params';
import type { CostLimit, FieldPath, ScenarioProblem } from './ScenarioProblem';

/** The parts of a scenario the cost depends on (a validated scenario, or one being validated). */
export interface CostInput {
  /** In the ns2 profile every link also schedules its line freeing: two events per hop. */
  profile?: string;
  durationSec: number;
  packetSizeBytes: number;
  bottleneck: CostLink;
  series: readonly CostLink[];
  flows: readonly CostFlow[];
  changes?: readonly CostChange[];
}

interface CostLink {
  rateBps: number;
  delaySec: number;
}

interface CostFlow {
  variant: string;
  count: number;
  startSec: number;
  stopSec?: number;
  bytes?: number;
  maxWindowPackets: number;
  /** A CBR source's sending rate. */
  rateBps?: number;
  access: CostLink;
  egress: CostLink;
  spread?: { accessDelaySec?: readonly [number, number]; startSec?: readonly [number, number] };
  path?: { fromRouter: number; toRouter: number };
}

type CostChange = { atSec: number; key: string; value: unknown } & ({ flow: number } | { link: number });

export type { FieldPath };

export interface ScenarioCost {
  /** Estimated engine events over the whole run (an upper bound in practice; see MODEL.md). */
  events: number;
  /** The field that most limits the largest share of the cost: what to lower to make it cheaper. */
  dominant: { path: FieldPath; events: number; why: CostLimit; flow: number; copies: number };
}

/**
 * TCP slows down when its packets are dropped, so the TCP flows sharing a link send at most this
 * many times what the link carries (the excess is dropped at the router and sent again).
 */
export const TCP_OVERSHOOT = 2;
/** Events per run, per flow, for what does not scale with packets (start, SYN, timers at the end). */
const EVENTS_PER_FLOW = 20;
/**
 * CBR sources set up alike (same rate, start, links) act in step for the whole run: their events
 * fall at the same instants, and the scheduler takes longer over each (it scans the instant's
 * events for the least). Each such source's events weigh 1 + (others in step) / IN_STEP_FLOWS:
 * measured, 1000 CBR sources in step run at a 25th to a 50th of the rate of one. (TCP flows fall out
 * of step within a few round trips: their losses and ACK clocks differ.)
 */
export const IN_STEP_FLOWS = 20;
/**
 * TCP flows set up alike start in step and drift apart as their losses differ; many of them still
 * slow every event (measured: 1000 Reno flows alike run at about a fifth of the rate per event of
 * two). Their events weigh 1 + (others alike) / IN_STEP_TCP_FLOWS.
 */
export const IN_STEP_TCP_FLOWS = 250;
/** A paced sender (BBR) arms and cancels a timer per packet and keeps long filters: measured, its events cost about 12 times a Reno flow's. */
const PACED_WEIGHT = 12;


/** The largest value a link's rate takes over the run, and where it is set. */
function chainRates(s: CostInput): { rateBps: number; path: FieldPath }[] {
  const links = [s.bottleneck, ...s.series].map((l, i) => ({ rateBps: l.rateBps, path: (i === 0 ? ['bottleneck', 'rateBps'] : ['series', i - 1, 'rateBps']) as FieldPath }));
  (s.changes ?? []).forEach((c, j) => {
    if (!('link' in c) || c.key !== 'rateBps' || typeof c.value !== 'number') return;
    const l = links[c.link];
    if (l && c.value > l.rateBps) links[c.link] = { rateBps: c.value, path: ['changes', j, 'value'] };
  });
  return links;
}

/** Per flow entry: the largest receiver window and the shortest access delay over the run. */
function flowExtremes(s: CostInput): { windowPackets: number; windowPath: FieldPath; accessDelaySec: number }[] {
  const out = s.flows.map((f, i) => ({
    windowPackets: f.maxWindowPackets,
    windowPath: ['flows', i, 'maxWindowPackets'] as FieldPath,
    accessDelaySec: Math.min(f.access.delaySec, f.spread?.accessDelaySec?.[0] ?? Infinity),
  }));
  // Changes name expanded flows (copies counted): map each to its entry.
  const entryOf: number[] = [];
  s.flows.forEach((f, i) => {
    for (let k = 0; k < f.count && entryOf.length <= LIMITS.maxFlows; k++) entryOf.push(i);
  });
  (s.changes ?? []).forEach((c, j) => {
    if (!('flow' in c) || typeof c.value !== 'number') return;
    const e = out[entryOf[c.flow]];
    if (!e) return;
    if (c.key === 'maxWindowPackets' && c.value > e.windowPackets) {
      e.windowPackets = c.value;
      e.windowPath = ['changes', j, 'value'];
    }
    if (c.key === 'accessDelaySec') e.accessDelaySec = Math.min(e.accessDelaySec, c.value);
  });
  return out;
}

/**
 * An upper estimate of the events a scenario generates. Rates are in packets per second of
 * packetSizeBytes (headers left out, which only overstates the count). Each flow entry (all its
 * copies alike) offers packets while it is active; every link carries at most its rate; a TCP
 * flow offers at most its access rate and its receiver window per round trip, and the TCP flows
 * on a link at most TCP_OVERSHOOT times its rate. Every packet crossing a link is one event; a
 * CBR source adds one per packet sent, a TCP sender one per packet (timers, pacing), and each
 * delivered TCP packet is answered by an ACK crossing the same links back.
 */
export function scenarioCost(s: CostInput): ScenarioCost {
  const pktBits = 8 * s.packetSizeBytes;
  const chain = chainRates(s);
  const capPps = chain.map((l) => l.rateBps / pktBits);
  const extremes = flowExtremes(s);
  const lastRouter = chain.length + 1;
  const perHop = s.profile === 'ns2' ? 2 : 1;
  const delayFloorSec = chain.map((_, k) => linkDelayFloor(s, k));

  interface Entry {
    i: number;
    copies: number;
    activeSec: number;
    tcp: boolean;
    from: number;
    to: number;
    /** Packets per second per copy, as it goes along its path. */
    ratePps: number;
    /** What limits ratePps so far. */
    limit: { path: FieldPath; why: CostLimit };
    /** Events per copy so far. */
    events: number;
    hops: number;
  }

  const entries: Entry[] = s.flows.map((f, i) => {
    const startSec = Math.min(f.startSec, f.spread?.startSec?.[0] ?? Infinity);
    const endSec = Math.min(f.stopSec ?? s.durationSec, s.durationSec);
    const activeSec = Math.max(0, endSec - startSec);
    const from = (f.path?.fromRouter ?? 1) - 1;
    const to = (f.path?.toRouter ?? lastRouter) - 1;
    const accessPps = f.access.rateBps / pktBits;
    const tcp = f.variant !== 'cbr';
    let ratePps: number;
    let limit: Entry['limit'];
    let events = 0;
    if (!tcp) {
      const offered = (f.rateBps ?? 0) / pktBits;
      // The source's own event per packet, whether or not the access link takes it.
      events += offered * activeSec;
      ratePps = offered;
      limit = { path: ['flows', i, 'rateBps'], why: 'sending_rate' };
      if (accessPps < ratePps) ratePps = accessPps;
    } else {
      let oneWaySec = extremes[i].accessDelaySec + f.egress.delaySec;
      for (let k = from; k < to; k++) oneWaySec += delayFloorSec[k];
      const windowPps = oneWaySec > 0 ? extremes[i].windowPackets / (2 * oneWaySec) : Infinity;
      ratePps = accessPps;
      limit = { path: ['flows', i, 'access', 'rateBps'], why: 'access_link' };
      if (windowPps < ratePps) {
        ratePps = windowPps;
        limit = { path: extremes[i].windowPath, why: 'receiver_window' };
      }
    }
    return { i, copies: f.count, activeSec, tcp, from, to, ratePps, limit, events, hops: 0 };
  });

  // TCP flows sharing a link send at most TCP_OVERSHOOT times its rate between them.
  capPps.forEach((cap, k) => {
    const on = entries.filter((e) => e.tcp && e.from <= k && k < e.to);
    const offered = on.reduce((a, e) => a + e.copies * e.ratePps, 0);
    if (offered > TCP_OVERSHOOT * cap) {
      const scale = (TCP_OVERSHOOT * cap) / offered;
      for (const e of on) {
        e.ratePps *= scale;
        e.limit = { path: chain[k].path, why: 'shared_link' };
      }
    }
  });

  // Along the path: the access link, each chain link in order (carrying at most its rate), the egress link.
  for (const e of entries) {
    e.events += perHop * e.ratePps * e.activeSec;
    e.hops = 1;
  }
  capPps.forEach((cap, k) => {
    const on = entries.filter((e) => e.from <= k && k < e.to);
    // Packets per second offered to the link, averaged over the run (flows active part of it count part).
    const offeredPps = on.reduce((a, e) => a + (e.copies * e.ratePps * e.activeSec) / s.durationSec, 0);
    if (offeredPps > cap) {
      const scale = cap / offeredPps;
      for (const e of on) {
        e.ratePps *= scale;
        // A CBR source's own events are set by its rate, whatever the link takes.
        if (e.tcp) e.limit = { path: chain[k].path, why: 'shared_link' };
      }
    }
    for (const e of on) {
      e.events += perHop * e.ratePps * e.activeSec;
      e.hops++;
    }
  });
  for (const e of entries) {
    const f = s.flows[e.i];
    const egressPps = f.egress.rateBps / pktBits;
    if (egressPps < e.ratePps) e.ratePps = egressPps;
    let delivered = e.ratePps * e.activeSec;
    if (e.tcp && f.bytes !== undefined) {
      // A finite transfer: its packets, once each and again for the share TCP_OVERSHOOT allows.
      const transfer = TCP_OVERSHOOT * Math.ceil(f.bytes / s.packetSizeBytes);
      if (transfer < delivered) {
        e.events = Math.min(e.events, perHop * transfer * e.hops);
        delivered = transfer;
        e.limit = { path: ['flows', e.i, 'bytes'], why: 'transfer_size' };
      }
    }
    e.events += perHop * delivered;
    e.hops++;
    // TCP: the sender's own event per packet, and an ACK per delivered packet back over every hop.
    if (e.tcp) e.events += delivered * (1 + perHop * e.hops);
  }

  const inStep = inStepGroups(s);
  for (const e of entries) {
    e.events *= e.tcp ? (1 + (inStep[e.i] - 1) / IN_STEP_TCP_FLOWS) * (s.flows[e.i].variant === 'bbr' ? PACED_WEIGHT : 1) : 1 + (inStep[e.i] - 1) / IN_STEP_FLOWS;
  }
  let events = (s.changes?.length ?? 0) + EVENTS_PER_FLOW * entries.reduce((a, e) => a + e.copies, 0);
  let top: Entry | null = null;
  for (const e of entries) {
    events += e.copies * e.events;
    if (!top || e.copies * e.events > top.copies * top.events) top = e;
  }
  const dominant: ScenarioCost['dominant'] = top
    ? { path: top.limit.path, events: top.copies * top.events, why: top.limit.why, flow: top.i, copies: top.copies }
    : { path: ['flows'], events: 0, why: 'no_flows', flow: 0, copies: 0 };
  return { events, dominant };
}

/**
 * Per flow entry, how many flows act in step with each of its copies: all the flows (copies
 * included) with the same variant, start, links and rate, unless a spread sets their copies apart.
 * Approximate on purpose: two sources of different rates also meet at times, less often.
 */
function inStepGroups(s: CostInput): number[] {
  const spreadOut = (f: CostFlow) => [f.spread?.startSec, f.spread?.accessDelaySec].some((r) => r !== undefined && r[1] > r[0]);
  const key = (f: CostFlow) => JSON.stringify([f.variant, f.startSec, f.access, f.egress, f.rateBps ?? null, f.path ?? null]);
  const sizes = new Map<string, number>();
  for (const f of s.flows) if (!spreadOut(f)) sizes.set(key(f), (sizes.get(key(f)) ?? 0) + f.count);
  return s.flows.map((f) => (spreadOut(f) ? 1 : sizes.get(key(f))!));
}

/** The shortest delay chain link `k` has over the run (the timeline may lower it). */
function linkDelayFloor(s: CostInput, k: number): number {
  let d = k === 0 ? s.bottleneck.delaySec : s.series[k - 1].delaySec;
  for (const c of s.changes ?? []) if ('link' in c && c.link === k && c.key === 'delaySec' && typeof c.value === 'number') d = Math.min(d, c.value);
  return d;
}

/** The refusal for a scenario over LIMITS.maxEvents, or null; it is about the dominant field. */
export function costProblem(s: CostInput): ScenarioProblem | null {
  const c = scenarioCost(s);
  if (c.events <= LIMITS.maxEvents) return null;
  const d = c.dominant;
  return {
    path: d.path,
    code: 'too_costly',
    params: { events: c.events, maxEvents: LIMITS.maxEvents, flow: d.flow, copies: d.copies, flowEvents: d.events, limitedBy: d.why, lower: d.path },
  };
}
