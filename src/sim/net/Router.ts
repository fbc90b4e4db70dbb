// A router's forwarding step: sends each packet to the next hop registered for its flow
// (a dumbbell's R2 fans data out to each flow's egress link; R1 fans ACKs out to access links).
import type { Link } from './Link';
import type { Packet, PacketReceiver } from './Packet';

export class FlowDemux implements PacketReceiver {
  /** Every next hop is a link, so the call in `receive` sees one class (V8 inlines it). */
  private routes: (Link | null)[] = [];

  constructor(readonly name: string) {}

  route(flow: number, to: Link): void {
    while (this.routes.length <= flow) this.routes.push(null);
    this.routes[flow] = to;
  }

  receive(p: Packet): void {
    const next = this.routes[p.flow];
    if (!next) throw new Error(`${this.name}: no route for flow ${p.flow}`);
    next.receive(p);
  }
}
