import { describe, expect, it } from 'vitest';
import { layoutNetwork } from '../../../src/ui/dumbbell/layout';
import { flowClasses } from '../../../src/ui/lab/flowClasses';
import type { FlowInfo, LinkInfo } from '../../../src/worker/protocol';

const N = 200;
const flows: FlowInfo[] = Array.from({ length: N }, (_, i) => ({ index: i, name: `F${i}`, variant: i < 100 ? 'vegas' : 'reno', startSec: 0, baseRttSec: 0.05, fromHop: 0, toHop: 1 }));
/** The chain (data and ACK), then each flow's access and egress links in both directions, as the engine numbers them. */
const links: LinkInfo[] = [
  { id: 0, name: 'R1→R2', role: { kind: 'chain', index: 0, direction: 'data' }, rateBps: 1e7, delaySec: 0.005 },
  { id: 1, name: 'R2→R1', role: { kind: 'chain', index: 0, direction: 'ack' }, rateBps: 1e7, delaySec: 0.005 },
  ...flows.flatMap((_, i): LinkInfo[] =>
    (['access', 'egress'] as const).flatMap((kind, k) =>
      (['data', 'ack'] as const).map((direction, d) => ({ id: 2 + i * 4 + k * 2 + d, name: `${kind} ${i}`, role: { kind, flow: i, direction }, rateBps: 1e8, delaySec: 0.001 })),
    ),
  ),
];

describe('the network layout by class', () => {
  it('has one labelled lane per class instead of a fan of 200 lines; every flow’s links still lie on its lane', () => {
    const classes = flowClasses(flows);
    const L = layoutNetwork(flows, links, 1, 900, 260, classes);
    const senders = L.nodes.filter((n) => n.kind === 'sender');
    expect(senders.map((n) => [n.label, n.colorIndex])).toEqual([
      ['Vegas ×100', 0],
      ['Reno ×100', 1],
    ]);
    expect(L.showNodeLabels).toBe(true);
    // Drawn: the chain's two lines and, per lane, access and egress in both directions.
    expect(L.links.length).toBe(2 + 2 * 4);
    expect(L.links.filter((l) => l.role.kind !== 'chain').every((l) => (l.width ?? 0) > 1.5)).toBe(true);
    // Packets of every flow travel along their class's lane.
    expect(L.linkById.size).toBe(links.length);
    const laneY = (flow: number) => L.linkById.get(2 + flow * 4)!.from.y;
    expect(new Set(flows.slice(0, 100).map((f) => laneY(f.index)))).toEqual(new Set([senders[0].at.y]));
    expect(new Set(flows.slice(100).map((f) => laneY(f.index)))).toEqual(new Set([senders[1].at.y]));
  });

  it('per flow, it keeps one sender per flow (and no labels past twelve)', () => {
    const L = layoutNetwork(flows, links, 1, 900, 420);
    expect(L.nodes.filter((n) => n.kind === 'sender').length).toBe(N);
    expect(L.links.length).toBe(links.length);
    expect(L.showNodeLabels).toBe(false);
  });
});
