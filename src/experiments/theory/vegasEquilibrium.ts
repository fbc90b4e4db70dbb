// The equilibrium of Vegas flows on one FIFO bottleneck, the explanation Tsang & Chang (paper 000,
// section 4) and Low, Peterson & Wang ("Understanding Vegas: a duality model", J. ACM 49(2), 2002)
// give for Vegas's split of the link. Pure arithmetic, no simulation.
//
// At equilibrium Vegas flow j holds its window so that Diff = (Expected − Actual)·BaseRTT_j = α_j
// packets, α ≤ α_j ≤ β (α_j = α = β for Enhanced Vegas with α = β = δ). With RTT_j = d_j + Δ_j (d_j
// the propagation delay, Δ_j the queueing delay it meets) and BaseRTT_j = d_j + x_j (x_j ≥ 0 how much
// BaseRTT overestimates d_j, e.g. when the flow started behind a standing queue):
//   cwnd_j − cwnd_j·BaseRTT_j/RTT_j = α_j   ⇒   rate_j = cwnd_j / RTT_j = α_j / (Δ_j − x_j)   (Tsang)
// which is α_j / (RTT_j − BaseRTT_j), both measurable per flow. With a common FIFO queue (Δ_j = Δ)
// and exact BaseRTTs (x_j = 0), every flow keeps α_j packets in the queue, so the queue holds Σα_j
// packets, Δ = Σα_j / c and rate_j = α_j·c / Σα_j (Low, Peterson & Wang): shares in proportion to
// α_j, whatever the propagation delays.
// Assumptions: fluid, window-limited flows in congestion avoidance, no loss, one bottleneck that
// is full (Σ rate_j = c), Diff settled inside [α, β]. A rate is in packets per second.

/** Tsang's rate_j = α_j / (Δ_j − x_j), packets/s; NaN where Δ_j ≤ x_j (no queue Vegas can see). */
export function vegasRate(backlogPackets: number, queueDelaySec: number, baseRttErrorSec = 0): number {
  const seen = queueDelaySec - baseRttErrorSec;
  return seen > 0 ? backlogPackets / seen : NaN;
}

/** The same rate from what a flow measures: α_j / (RTT_j − BaseRTT_j), packets/s. */
export function vegasRateFromRtt(backlogPackets: number, meanRttSec: number, baseRttSec: number): number {
  return vegasRate(backlogPackets, meanRttSec - baseRttSec);
}

export interface VegasEquilibrium {
  /** Σα_j: the packets queued at the bottleneck. */
  queuePackets: number;
  /** Δ = Σα_j / c, seconds. */
  queueDelaySec: number;
  /** α_j·c / Σα_j, packets/s. */
  ratesPktPerSec: number[];
}

/** Low, Peterson & Wang's equilibrium of flows keeping `backlogs` (α_j) packets each on a link of `capacityPktPerSec`. */
export function vegasEquilibrium(capacityPktPerSec: number, backlogs: readonly number[]): VegasEquilibrium {
  if (!(capacityPktPerSec > 0 && Number.isFinite(capacityPktPerSec))) throw new RangeError(`the link's capacity must be a positive number of packets/s (got ${capacityPktPerSec})`);
  if (backlogs.length === 0 || backlogs.some((a) => !(a > 0))) throw new RangeError('every Vegas flow keeps a positive number of packets queued (α_j > 0)');
  const queuePackets = backlogs.reduce((s, a) => s + a, 0);
  const queueDelaySec = queuePackets / capacityPktPerSec;
  return { queuePackets, queueDelaySec, ratesPktPerSec: backlogs.map((a) => vegasRate(a, queueDelaySec)) };
}

/**
 * The lowest Jain's index n Vegas flows can settle at with exact BaseRTTs: each α_j is anywhere in
 * [α, β], rates are proportional to α_j, and the worst split puts k flows at β and the rest at α
 * (J is quasi-concave, so its minimum over the box is at a corner): min over k of
 * (kβ + (n−k)α)² / (n·(kβ² + (n−k)α²)). Two flows with α = 1, β = 3: (1+3)²/(2·(1+9)) = 0.8.
 */
export function vegasJainLowerBound(alpha: number, beta: number, flows: number): number {
  if (!(alpha > 0 && beta >= alpha)) throw new RangeError(`Vegas needs 0 < α ≤ β (got α = ${alpha}, β = ${beta})`);
  if (!(Number.isInteger(flows) && flows >= 1)) throw new RangeError(`a whole number of flows ≥ 1 (got ${flows})`);
  let worst = 1;
  for (let k = 0; k <= flows; k++) {
    const sum = k * beta + (flows - k) * alpha;
    const sumSq = k * beta * beta + (flows - k) * alpha * alpha;
    worst = Math.min(worst, (sum * sum) / (flows * sumSq));
  }
  return worst;
}
