// The ns-2.35 Tcl for a deficit-round-robin bottleneck ({ kind: 'drr', quantumBytes }): a duplex
// link with Queue/DRR both ways, every parameter explicit. Pure string building; the DRR module's
// ns-2 export configures each direction of a DRR link with it.
//
// What ns-2.35's queue/drr.cc does, and why each setting is what it is:
// - Flows are classified by the packet's source node address only (hdr_ip saddr, never the port;
//   mask_ 1 would also clear its low 4 bits): two flows from one node share a queue. Each bucket
//   is ((a + (a >> 8) + ~(a >> 4)) % (2^24 − 1) + 1) % buckets_ of address a (drr.cc:306-315,
//   171), and flows whose buckets coincide share a queue too (drr.cc prints "Collisions between"
//   and carries on). So buckets_ is chosen here to give every source its own bucket.
// - The limit is in bytes, blimit_ (drr.cc:195), and Queue's limit_ (`$ns queue-limit`) is never
//   read. Our bufferPackets counts the packet on the wire; DRR's bytes are the waiting packets
//   only, so blimit_ = (bufferPackets − 1) × the data packet's size on the wire. With one packet
//   size per direction this admits exactly bufferPackets − 1 waiting packets.
// - On overflow the arriving packet is queued first, then packets are dropped from the HEAD of the
//   queue with the most bytes until the total fits (drr.cc:195-210).
// - quantum_ is in bytes, headers included (hdr_cmn size, drr.cc:224-231); ns-2's default is 250.
//   A flow that empties loses its deficit (drr.cc:237-241); one that turns active joins the end of
//   the round with a deficit of 0 (drr.cc:189-193).

/** ns-2.35's DRR hash of a source address (queue/drr.cc DRR::hash), before `% buckets_`. */
export function ns2DrrHash(address: number): number {
  if (!Number.isInteger(address) || address < 0 || address > 0x7fffffff) throw new RangeError(`an ns-2 node address is a non-negative int, not ${address}`);
  // C's int arithmetic: `~` and `%` on 32-bit signed ints (JS's `%` truncates as C's does).
  const i = address | 0;
  return ((((i + (i >> 8) + ~(i >> 4)) | 0) % ((2 << 23) - 1)) | 0) + 1;
}

/** ns-2.35's DRR queue of a source: its bucket among `buckets`. */
export const ns2DrrBucket = (address: number, buckets: number): number => ns2DrrHash(address) % buckets;

/**
 * The fewest buckets that give every one of `addresses` (the flows' source nodes) a bucket of its
 * own. Throws when ns-2's hash itself maps two of them to one value (e.g. nodes 15 and 16): no
 * bucket count separates those, so their flows would share one DRR queue.
 */
export function ns2DrrBuckets(addresses: readonly number[]): number {
  const distinct = [...new Set(addresses)];
  const byHash = new Map<number, number>();
  for (const a of distinct) {
    const h = ns2DrrHash(a);
    const other = byHash.get(h);
    if (other !== undefined) throw new RangeError(`ns-2's DRR hashes nodes ${other} and ${a} alike: their flows would share one queue`);
    byHash.set(h, a);
  }
  for (let buckets = Math.max(1, distinct.length); ; buckets++) {
    if (new Set(distinct.map((a) => ns2DrrBucket(a, buckets))).size === distinct.length) return buckets;
  }
}

export interface Ns2DrrLink {
  /** Tcl expressions of the two nodes, e.g. `$R(1)`. */
  from: string;
  to: string;
  rateBps: number;
  delaySec: number;
  /** Our buffer: packets, the one on the wire included. */
  bufferPackets: number;
  quantumBytes: number;
}

const num = (v: number): string => {
  if (!Number.isFinite(v)) throw new RangeError(`cannot write the non-finite number ${String(v)} to Tcl`);
  return String(v);
};

/**
 * The Tcl lines that configure one DRR queue object (`queue`, a Tcl expression such as
 * `[[$ns link $R(1) $R(2)] queue]`): every parameter explicit. `wirePacketBytes` is a data packet's
 * size as ns-2 counts it (packetSize_ plus the TCP/IP header ns-2 adds); `sourceAddresses` are the
 * node addresses of every packet source whose packets enter the queue, which fix buckets_.
 */
export function ns2DrrQueueTcl(queue: string, link: Pick<Ns2DrrLink, 'bufferPackets' | 'quantumBytes'>, wirePacketBytes: number, sourceAddresses: readonly number[]): string[] {
  if (!Number.isInteger(link.bufferPackets) || link.bufferPackets < 2) {
    throw new RangeError(`a DRR buffer must hold at least 2 packets (one waiting, one on the wire), not ${link.bufferPackets}`);
  }
  if (!(link.quantumBytes > 0) || !Number.isInteger(link.quantumBytes)) throw new RangeError(`the DRR quantum must be a positive whole number of bytes, not ${link.quantumBytes}`);
  if (!(wirePacketBytes > 0)) throw new RangeError(`a packet must have a positive size, not ${wirePacketBytes}`);
  const blimitBytes = (link.bufferPackets - 1) * wirePacketBytes;
  const buckets = ns2DrrBuckets(sourceAddresses);
  return [`${queue} set buckets_ ${num(buckets)}`, `${queue} set blimit_ ${num(blimitBytes)}`, `${queue} set quantum_ ${num(link.quantumBytes)}`, `${queue} set mask_ 0`];
}

/**
 * The Tcl lines of a DRR duplex link, both directions configured alike from every source whose
 * packets cross the link in either direction (senders one way, receivers' ACKs the other).
 */
export function ns2DrrLinkTcl(link: Ns2DrrLink, wirePacketBytes: number, sourceAddresses: readonly number[]): string[] {
  const lines = [`$ns duplex-link ${link.from} ${link.to} ${num(link.rateBps)} ${num(link.delaySec)} DRR`];
  for (const [a, b] of [
    [link.from, link.to],
    [link.to, link.from],
  ]) {
    lines.push(...ns2DrrQueueTcl(`[[$ns link ${a} ${b}] queue]`, link, wirePacketBytes, sourceAddresses));
  }
  return lines;
}
