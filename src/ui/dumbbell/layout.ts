// Where things sit in the network picture: senders on the left, routers R1…Rn in the middle,
// receivers on the right, and each bottleneck's queue drawn above its link (head next to the
// router that feeds it). A flow that joins or leaves the chain at an inner router is routed below
// the chain, so its line never runs behind a router it does not cross.
// With many flows the picture has one lane per variant class instead of one per flow: every
// flow of the class sends along its class's lane, drawn once, as thick as the class is large.
import type { LinkRole } from '../../sim/Simulation';
import type { FlowInfo, LinkInfo } from '../../worker/protocol';
import type { FlowClass } from '../lab/flowClasses';

export interface Point {
  x: number;
  y: number;
}

export interface NodeMark {
  kind: 'sender' | 'router' | 'receiver';
  at: Point;
  label: string;
  /** The flow it belongs to (by class: the class's first flow). */
  flow?: number;
  /** Its palette position (flowColor): the flow's index, or the class's ordinal. */
  colorIndex?: number;
}

export interface LinkMark {
  id: number;
  role: LinkRole;
  from: Point;
  to: Point;
  /** Corners between `from` and `to`, in travel order (a cross flow's detour around routers); none: a straight line. */
  via?: Point[];
  /** Line width, px (by class: grows with the class's size). */
  width?: number;
}

export interface NetworkLayout {
  nodes: NodeMark[];
  /** Lines to draw (by class: one per lane and direction). */
  links: LinkMark[];
  /** Where each link lies, for every link id (packets travel along it). */
  linkById: Map<number, LinkMark>;
  /** The first bottleneck's queue bar: from x0 (head, next to R1) to x1, centred on y. */
  queueBar: QueueBar;
  /** Every bottleneck's queue bar, in chain order (queueBars[0] is queueBar). */
  queueBars: QueueBar[];
  showNodeLabels: boolean;
}

export interface QueueBar {
  x0: number;
  x1: number;
  y: number;
}

/** How far below the routers a cross flow's detour runs: clear of a router's disc (13 px, 18 in projector mode) and the ACK line. */
const DETOUR_BELOW = 34;

/** ACK-direction links are drawn this far below their data-direction twins. */
const ACK_OFFSET = 5;

export function layoutNetwork(
  flows: FlowInfo[],
  links: LinkInfo[],
  chainLength: number,
  width: number,
  height: number,
  classes: readonly FlowClass[] | null = null,
): NetworkLayout {
  const lanes = classes ? classes.length : flows.length;
  const showNodeLabels = lanes <= 12;
  const margin = showNodeLabels ? Math.min(150, width * 0.18) : 30;
  const senderX = margin;
  const receiverX = width - margin;
  const routerY = Math.round(height * 0.55);
  const left = senderX + (receiverX - senderX) * 0.28;
  const right = senderX + (receiverX - senderX) * 0.72;
  const routers: Point[] = [];
  for (let k = 0; k <= chainLength; k++) routers.push({ x: left + ((right - left) * k) / Math.max(1, chainLength), y: routerY });
  const top = 24;
  const bottom = height - 16;
  const yOf = (i: number) => top + ((i + 0.5) * (bottom - top)) / Math.max(1, lanes);
  const nodes: NodeMark[] = routers.map((at, k) => ({ kind: 'router', at, label: `R${k + 1}` }));
  // Each flow's lane (−1: not drawn) and, by class, the lane's line width.
  const laneOf = flows.map((f) => (classes ? -1 : f.index));
  const laneWidth: number[] = [];
  if (classes) {
    classes.forEach((c, k) => {
      for (const m of c.members) if (m < laneOf.length) laneOf[m] = k;
      laneWidth[k] = Math.min(9, 1.5 + 1.5 * Math.log2(c.members.length));
      const label = `${c.label} ×${c.members.length}`;
      nodes.push({ kind: 'sender', at: { x: senderX, y: yOf(k) }, label, flow: c.members[0], colorIndex: c.ordinal });
      nodes.push({ kind: 'receiver', at: { x: receiverX, y: yOf(k) }, label, flow: c.members[0], colorIndex: c.ordinal });
    });
  } else {
    flows.forEach((f) => {
      nodes.push({ kind: 'sender', at: { x: senderX, y: yOf(f.index) }, label: f.name, flow: f.index, colorIndex: f.index });
      nodes.push({ kind: 'receiver', at: { x: receiverX, y: yOf(f.index) }, label: f.name, flow: f.index, colorIndex: f.index });
    });
  }
  const senders = laneOf.map((lane) => ({ x: senderX, y: yOf(lane) }));
  const receivers = laneOf.map((lane) => ({ x: receiverX, y: yOf(lane) }));
  const marks: LinkMark[] = [];
  const all: LinkMark[] = [];
  /** By class, the lanes (and directions, roles) already drawn. */
  const drawn = new Set<string>();
  for (const l of links) {
    const r = l.role;
    let from: Point;
    let to: Point;
    let via: Point[] | undefined;
    const detourY = routerY + DETOUR_BELOW;
    if (r.kind === 'chain') {
      from = routers[r.index];
      to = routers[r.index + 1];
    } else {
      const f = flows[r.flow];
      if (!f || laneOf[r.flow] < 0) continue;
      if (r.kind === 'access') {
        from = senders[r.flow];
        to = routers[f.fromHop];
        // Joining at an inner router: under the routers it does not cross, then up into its own.
        if (f.fromHop > 0) via = [{ x: routers[0].x - 30, y: detourY }, { x: to.x - 30, y: detourY }];
      } else {
        from = routers[f.toHop];
        to = receivers[r.flow];
        if (f.toHop < chainLength) via = [{ x: from.x + 30, y: detourY }, { x: routers[chainLength].x + 30, y: detourY }];
      }
    }
    if (r.direction === 'ack') {
      [from, to] = [to, from];
      const down = (p: Point) => ({ x: p.x, y: p.y + ACK_OFFSET });
      from = down(from);
      to = down(to);
      via = via?.map(down).reverse();
    }
    const mark: LinkMark = { id: l.id, role: r, from, to, ...(via ? { via } : {}) };
    all.push(mark);
    if (r.kind === 'chain' || !classes) {
      marks.push(mark);
      continue;
    }
    const lane = laneOf[r.flow];
    const key = `${lane} ${r.kind} ${r.direction}`;
    if (drawn.has(key)) continue;
    drawn.add(key);
    marks.push({ ...mark, width: laneWidth[lane] });
  }
  const queueBars: QueueBar[] = [];
  for (let k = 0; k < Math.max(1, chainLength); k++) {
    const a = routers[k];
    const b = routers[k + 1] ?? { x: a.x + 100, y: a.y };
    queueBars.push({ x0: a.x + 18, x1: b.x - 18, y: routerY - 38 });
  }
  return {
    nodes,
    links: marks,
    linkById: new Map(all.map((m) => [m.id, m])),
    queueBar: queueBars[0],
    queueBars,
    showNodeLabels,
  };
}

/** The points a link's line passes through, from start to end. */
export function linkPath(l: LinkMark): Point[] {
  return [l.from, ...(l.via ?? []), l.to];
}

/** The point a fraction `f` (0 to 1) of the way along a link, by length (a packet's position). */
export function pointAlong(l: LinkMark, f: number): Point {
  if (!l.via) return { x: l.from.x + (l.to.x - l.from.x) * f, y: l.from.y + (l.to.y - l.from.y) * f };
  const pts = linkPath(l);
  const lengths = pts.slice(1).map((p, i) => Math.hypot(p.x - pts[i].x, p.y - pts[i].y));
  let left = f * lengths.reduce((a, b) => a + b, 0);
  for (let i = 0; i < lengths.length; i++) {
    if (left <= lengths[i] || i === lengths.length - 1) {
      const g = lengths[i] > 0 ? Math.min(1, left / lengths[i]) : 0;
      return { x: pts[i].x + (pts[i + 1].x - pts[i].x) * g, y: pts[i].y + (pts[i + 1].y - pts[i].y) * g };
    }
    left -= lengths[i];
  }
  return l.to;
}
