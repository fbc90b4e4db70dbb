// Where things sit in the network picture: senders on the left, routers R1…Rn in the middle,
// receivers on the right, and the bottleneck queue drawn above the R1→R2 link (head next to R1).
import type { LinkRole } from '../../sim/Simulation';
import type { FlowInfo, LinkInfo } from '../../worker/protocol';

export interface Point {
  x: number;
  y: number;
}

export interface NodeMark {
  kind: 'sender' | 'router' | 'receiver';
  at: Point;
  label: string;
  flow?: number;
}

export interface LinkMark {
  id: number;
  role: LinkRole;
  from: Point;
  to: Point;
}

export interface NetworkLayout {
  nodes: NodeMark[];
  links: LinkMark[];
  linkById: Map<number, LinkMark>;
  /** The bottleneck queue's bar: from x0 (head, next to R1) to x1, centred on y. */
  queueBar: { x0: number; x1: number; y: number };
  showNodeLabels: boolean;
}

/** ACK-direction links are drawn this far below their data-direction twins. */
const ACK_OFFSET = 5;

export function layoutNetwork(flows: FlowInfo[], links: LinkInfo[], chainLength: number, width: number, height: number): NetworkLayout {
  const showNodeLabels = flows.length <= 12;
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
  const yOf = (i: number) => top + ((i + 0.5) * (bottom - top)) / Math.max(1, flows.length);
  const nodes: NodeMark[] = routers.map((at, k) => ({ kind: 'router', at, label: `R${k + 1}` }));
  const senders = flows.map((f) => ({ x: senderX, y: yOf(f.index) }));
  const receivers = flows.map((f) => ({ x: receiverX, y: yOf(f.index) }));
  flows.forEach((f, i) => {
    nodes.push({ kind: 'sender', at: senders[i], label: f.name, flow: f.index });
    nodes.push({ kind: 'receiver', at: receivers[i], label: f.name, flow: f.index });
  });
  const marks: LinkMark[] = [];
  for (const l of links) {
    const r = l.role;
    let from: Point;
    let to: Point;
    if (r.kind === 'chain') {
      from = routers[r.index];
      to = routers[r.index + 1];
    } else {
      const f = flows[r.flow];
      if (!f) continue;
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
    marks.push({ id: l.id, role: r, from, to });
  }
  const r1 = routers[0];
  const r2 = routers[1] ?? { x: r1.x + 100, y: r1.y };
  return {
    nodes,
    links: marks,
    linkById: new Map(marks.map((m) => [m.id, m])),
    queueBar: { x0: r1.x + 18, x1: r2.x - 18, y: routerY - 38 },
    showNodeLabels,
  };
}
