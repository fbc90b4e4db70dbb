// The per-flow queues of a discipline that keeps one per flow (DRR, FQ-CoDel), read from the
// picture's snapshot, which lists the waiting packets flow queue by flow queue (each flow's packets
// together): what the network picture draws as rows, the largest that fit and the rest as "others".

/** One flow's queue: its flow and packets waiting. */
export interface SubQueue {
  flow: number;
  packets: number;
}

export interface SubQueueRows {
  /** The queues drawn, in the order the discipline lists them (its scheduling order). */
  rows: SubQueue[];
  /** The queues left out (the smallest), as one row; null when every queue has a row. */
  others: { queues: number; packets: number } | null;
  /** Flow queues with packets. */
  queues: number;
  /** The largest queue, packets (0 when none waits). */
  longest: number;
}

/**
 * The flow queues in `flows` (each waiting packet's flow, queue by queue), at most `maxRows` rows:
 * when there are more queues, the largest maxRows − 1 keep a row (ties: the earlier listed) and the
 * rest share the last. One pass and a sort of the queues: cheap for the few hundred a run has.
 */
export function subQueueRows(flows: ArrayLike<number>, maxRows: number): SubQueueRows {
  const all: SubQueue[] = [];
  for (let i = 0; i < flows.length; i++) {
    const last = all[all.length - 1];
    if (last && last.flow === flows[i]) last.packets++;
    else all.push({ flow: flows[i], packets: 1 });
  }
  const longest = all.reduce((m, q) => Math.max(m, q.packets), 0);
  const room = Math.max(1, Math.floor(maxRows));
  if (all.length <= room) return { rows: all, others: null, queues: all.length, longest };
  const keep = room - 1;
  const order = all.map((_, i) => i).sort((a, b) => all[b].packets - all[a].packets || a - b);
  const kept = new Set(order.slice(0, keep));
  const rows = all.filter((_, i) => kept.has(i));
  const rest = order.slice(keep);
  return { rows, others: { queues: rest.length, packets: rest.reduce((a, i) => a + all[i].packets, 0) }, queues: all.length, longest };
}
