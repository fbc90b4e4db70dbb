import { describe, expect, it } from 'vitest';
import { layoutNetwork, linkPath, pointAlong, type Point } from '../../../src/ui/dumbbell/layout';
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

describe('the network layout of bottlenecks in series', () => {
  // R1 → R2 → R3: flow 0 crosses both, flow 1 only the first (R1 to R2), flow 2 only the second (R2 to R3).
  const hops = [
    [0, 2],
    [0, 1],
    [1, 2],
  ];
  const series: FlowInfo[] = hops.map(([fromHop, toHop], i) => ({ index: i, name: `F${i}`, variant: 'reno', startSec: 0, baseRttSec: 0.05, fromHop, toHop }));
  const chain: LinkInfo[] = [0, 1].flatMap((index): LinkInfo[] =>
    (['data', 'ack'] as const).map((direction, d) => ({ id: index * 2 + d, name: `chain ${index}`, role: { kind: 'chain', index, direction }, rateBps: 1e6, delaySec: 0.01 })),
  );
  const ends: LinkInfo[] = series.flatMap((_, i): LinkInfo[] =>
    (['access', 'egress'] as const).flatMap((kind, k) =>
      (['data', 'ack'] as const).map((direction, d) => ({ id: 4 + i * 4 + k * 2 + d, name: `${kind} ${i}`, role: { kind, flow: i, direction }, rateBps: 1e7, delaySec: 0.005 })),
    ),
  );

  /** Distance from point p to the segment a–b. */
  const distance = (p: Point, a: Point, b: Point) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
  };

  it('has a queue bar over each bottleneck, between its two routers', () => {
    const L = layoutNetwork(series, [...chain, ...ends], 2, 900, 260);
    const routers = L.nodes.filter((n) => n.kind === 'router').map((n) => n.at.x);
    expect(L.queueBars).toHaveLength(2);
    expect(L.queueBars[0]).toEqual(L.queueBar);
    L.queueBars.forEach((bar, k) => {
      expect(bar.x0).toBeGreaterThan(routers[k]);
      expect(bar.x1).toBeLessThan(routers[k + 1]);
    });
  });

  it.each([260, 420])('never runs a flow’s line behind a router it does not pass through (height %i px)', (height) => {
    const L = layoutNetwork(series, [...chain, ...ends], 2, 900, height);
    const routers = L.nodes.filter((n) => n.kind === 'router');
    for (const l of L.links) {
      if (l.role.kind === 'chain') continue;
      const f = series[l.role.flow];
      const own = l.role.kind === 'access' ? f.fromHop : f.toHop;
      const path = linkPath(l);
      routers.forEach((r, k) => {
        if (k === own) return;
        // A router's disc is 13 px (18 in projector mode); keep the line clear of it.
        const d = Math.min(...path.slice(1).map((p, i) => distance(r.at, path[i], p)));
        expect(d, `${l.role.kind} ${l.role.direction} of F${f.index} passes ${r.label}`).toBeGreaterThan(20);
      });
    }
  });

  it('moves a packet along the detour by length: start, corners, end', () => {
    const L = layoutNetwork(series, [...chain, ...ends], 2, 900, 260);
    const access = L.links.find((l) => l.role.kind === 'access' && l.role.flow === 2 && l.role.direction === 'data')!;
    expect(access.via).toBeDefined();
    expect(pointAlong(access, 0)).toEqual(access.from);
    expect(pointAlong(access, 1)).toEqual(access.to);
    const path = linkPath(access);
    const total = path.slice(1).reduce((s, p, i) => s + Math.hypot(p.x - path[i].x, p.y - path[i].y), 0);
    const first = Math.hypot(path[1].x - path[0].x, path[1].y - path[0].y);
    const at = pointAlong(access, first / total);
    expect(at.x).toBeCloseTo(path[1].x, 6);
    expect(at.y).toBeCloseTo(path[1].y, 6);
  });
});
