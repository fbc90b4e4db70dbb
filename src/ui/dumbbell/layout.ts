// Where things sit in the network picture: senders on the left, routers R1…Rn in the middle,
// receivers on the right, and the bottleneck queue drawn above the R1→R2 link (head next to R1).
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
  /** Line width, px (by class: grows with the class's size). */
  width?: number;
}

export interface NetworkLayout {
  nodes: NodeMark[];
  /** Lines to draw (by class: one per lane and direction). */
  links: LinkMark[];
  /** Where each link lies, for every link id (packets travel along it). */
  linkById: Map<number, LinkMark>;
  /** The bottleneck queue's bar: from x0 (head, next to R1) to x1, centred on y. */
  queueBar: { x0: number; x1: number; y: number };
  showNodeLabels: boolean;
}

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
    if (r.kind === 'chain') {
      from = routers[r.index];
      to = routers[r.index + 1];
    } else {
      const f = flows[r.flow];
      if (!f || laneOf[r.flow] < 0) continue;
      if (r.kind === 'access') {
        from = senders[r.flow];
        to = routers[f.fromHop];
      } else {
        from = routers[f.toHop];
        to = receivers[r.flow];
      }
    }
    if (r.direction === 'ack') {
      [from, to] = [to, from];
      from = { x: from.x, y: from.y + ACK_OFFSET };
      to = { x: to.x, y: to.y + ACK_OFFSET };
    }
    const mark: LinkMark = { id: l.id, role: r, from, to };
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
  const r1 = routers[0];
  const r2 = routers[1] ?? { x: r1.x + 100, y: r1.y };
  return {
    nodes,
    links: marks,
    linkById: new Map(all.map((m) => [m.id, m])),
    queueBar: { x0: r1.x + 18, x1: r2.x - 18, y: routerY - 38 },
    showNodeLabels,
  };
}
