// Builds the queue discipline a scenario asks for, and retunes one in place when only its
// parameters change (so a RED average survives a threshold drag).
import type { Random } from '../engine/Random';
import type { QueueConfig } from '../scenario/Scenario';
import { DropTail } from './DropTail';
import { DropReason, type QueueDiscipline } from './QueueDiscipline';
import { Red } from './Red';

export interface QueueContext {
  rateBps: number;
  bufferPackets: number;
  /** Packet size RED's idle-time decay assumes (ns-2 mean_pktsize_). */
  meanPacketBytes: number;
}

/**
 * Why each discipline can drop an arrival, so a legend lists only what can happen: DropTail only
 * when the buffer is full; RED early and forced by its average, and on a full buffer too.
 */
export const DROP_REASONS_OF: { readonly [K in QueueConfig['kind']]: readonly DropReason[] } = {
  droptail: [DropReason.Overflow],
  red: [DropReason.Early, DropReason.Forced, DropReason.Overflow],
};

export function createQueue(q: QueueConfig, ctx: QueueContext, random: Random): QueueDiscipline {
  if (q.kind === 'droptail') return new DropTail(ctx.bufferPackets);
  return new Red(q, ctx.bufferPackets, ctx.rateBps / (8 * ctx.meanPacketBytes), random);
}

/** Applies `q` to `existing` in place when it is the same discipline; false when it must be replaced. */
export function updateQueue(existing: QueueDiscipline, q: QueueConfig): boolean {
  if (q.kind === 'droptail') return existing instanceof DropTail;
  if (!(existing instanceof Red)) return false;
  existing.setParams(q);
  return true;
}
