import { afterEach, describe, expect, it } from 'vitest';
import { drawFrame, drawNetwork, dumbbellFrame, fitText, MAX_DROP_MARKS, thresholdLabels, type DumbbellFrame, type FrameOptions } from '../../../src/ui/dumbbell/Dumbbell';
import { layoutNetwork } from '../../../src/ui/dumbbell/layout';
import { disposeModels, model, pull } from '../lab/harness';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { countOf } from '../../../src/ui/format';
import type { FlowInfo, LinkInfo } from '../../../src/worker/protocol';
import { DROP_STYLE, flowColor } from '../../../src/ui/theme';

/** A 2D context that records the shapes drawn (and ignores the rest). */
function recordingContext() {
  const rects: { w: number; h: number }[] = [];
  const arcs: number[] = [];
  const fonts: string[] = [];
  const ctx = new Proxy(
    {},
    {
      get(_t, key) {
        if (key === 'fillRect' || key === 'rect') return (_x: number, _y: number, w: number, h: number) => rects.push({ w, h });
        if (key === 'arc') return (_x: number, _y: number, r: number) => arcs.push(r);
        if (key === 'measureText') return (s: string) => ({ width: 7 * s.length });
        return () => {};
      },
      set(_t, key, value) {
        if (key === 'font') fonts.push(value as string);
        return true;
      },
    },
  ) as unknown as CanvasRenderingContext2D;
  return { ctx, rects, arcs, fonts };
}

afterEach(disposeModels);

describe('the network picture', () => {
  it('draws packets, routers and drops as small marks at normal and projector scale', async () => {
    const m = await model({ ...(PRESETS['reno-vs-vegas-droptail'] as object), bottleneck: { bufferPackets: 10 } });
    m.step(3);
    await pull(m);
    expect(m.snapshot!.wire.length).toBeGreaterThan(0); // packets on the wire to draw
    expect(m.store.drops.length).toBeGreaterThan(0); // and drops
    const width = 800;
    const height = 260;
    const layout = layoutNetwork(m.flows, m.links, 1, width, height);
    for (const scale of [1, 1.4]) {
      const { ctx, rects, arcs, fonts } = recordingContext();
      const o: FrameOptions = { width, height, animate: true, nowMs: m.snapshotAtMs, buffer: 10, hidden: new Set(), queueKind: 'droptail', scale, fg: '#000', muted: '#666' };
      drawFrame(ctx, dumbbellFrame(m), layout, o);
      expect(rects.length).toBeGreaterThan(10);
      // Queue slots are 16 px tall and 1/9 of the bar wide (buffer 10: 9 wait); every other mark
      // (packets, nodes, drop symbols) is at most a node's 12 px, scaled: no stray giant shapes.
      const slot = (layout.queueBar.x1 - layout.queueBar.x0) / 9;
      const slots = rects.filter((r) => r.h === 16);
      const marks = rects.filter((r) => r.h !== 16);
      expect(slots.length).toBeGreaterThan(0);
      for (const r of slots) expect(r.w).toBeLessThanOrEqual(slot);
      expect(marks.length).toBeGreaterThan(5);
      for (const r of marks) expect(Math.max(Math.abs(r.w), Math.abs(r.h))).toBeLessThanOrEqual(12 * scale + 1e-9);
      expect(Math.max(...arcs)).toBeCloseTo(13 * scale, 9); // the routers
      expect(fonts[0]).toBe(`${Math.round(12 * scale)}px system-ui, sans-serif`);
    }
  });

  it('copies a ready-drawn background (links and nodes) instead of drawing 400 links and nodes each frame', async () => {
    const m = await model(PRESETS['many-flows-200']);
    m.step(0.5);
    await pull(m);
    const layout = layoutNetwork(m.flows, m.links, 1, 900, 420);
    const o: FrameOptions = { width: 900, height: 420, animate: false, nowMs: m.snapshotAtMs, buffer: 150, hidden: new Set(), queueKind: 'red', scale: 1, fg: '#000', muted: '#666' };
    const count = (draw: (ctx: CanvasRenderingContext2D) => void) => {
      const calls: Record<string, number> = {};
      const tally = (key: string) => () => {
        calls[key] = (calls[key] ?? 0) + 1;
      };
      const ctx = new Proxy({}, { get: (_t, key) => (key === 'measureText' ? () => ({ width: 10 }) : tally(String(key))), set: () => true }) as unknown as CanvasRenderingContext2D;
      draw(ctx);
      return calls;
    };
    const whole = count((ctx) => drawFrame(ctx, dumbbellFrame(m), layout, o));
    const still = count((ctx) => drawNetwork(ctx, layout, o));
    const background = {} as CanvasImageSource;
    const moving = count((ctx) => drawFrame(ctx, dumbbellFrame(m), layout, { ...o, background }));
    // 200 flows: 400 access and egress links each way and 400 end nodes, in the background only.
    expect(still.stroke).toBeGreaterThanOrEqual(800);
    expect(moving.drawImage).toBe(1);
    expect(moving.stroke ?? 0).toBe((whole.stroke ?? 0) - still.stroke);
    expect(moving.rect ?? 0).toBe((whole.rect ?? 0) - (still.rect ?? 0));
  });

  it('draws the routers over the packets, so a packet passing through R1 never hides its name', async () => {
    const m = await model({ ...(PRESETS['reno-vs-vegas-droptail'] as object), bottleneck: { bufferPackets: 10 } });
    m.step(3);
    await pull(m);
    const layout = layoutNetwork(m.flows, m.links, 1, 800, 260);
    const ops: string[] = [];
    const ctx = new Proxy(
      {},
      {
        get: (_t, key) => {
          if (key === 'measureText') return () => ({ width: 10 });
          if (key === 'fillRect') return (_x: number, _y: number, w: number, h: number) => ops.push(w === 6 && h === 6 ? 'packet' : 'rect');
          if (key === 'arc') return (_x: number, _y: number, r: number) => ops.push(r === 13 ? 'router' : 'arc');
          if (key === 'fillText') return (text: string) => ops.push(`text ${text}`);
          return () => {};
        },
        set: () => true,
      },
    ) as unknown as CanvasRenderingContext2D;
    drawFrame(ctx, dumbbellFrame(m), layout, { width: 800, height: 260, animate: true, nowMs: m.snapshotAtMs, buffer: 10, hidden: new Set(), queueKind: 'droptail', scale: 1, fg: '#000', muted: '#666', background: {} as CanvasImageSource });
    const lastPacket = ops.lastIndexOf('packet');
    expect(lastPacket).toBeGreaterThan(0);
    const after = ops.slice(lastPacket);
    expect(after.filter((o) => o === 'router')).toHaveLength(2);
    expect(after).toContain('text R1');
    expect(after).toContain('text R2');
  });

  it('draws a flow added during the run connected at once: its access and egress links, both ways', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    expect(m.addFlow({ variant: 'reno', name: 'Late' })).toEqual([]);
    m.step(0.5);
    await pull(m);
    expect(m.flows.map((f) => f.name)).toEqual(['Reno', 'Vegas', 'Late']);
    const layout = layoutNetwork(m.flows, m.links, 1, 800, 260);
    const late = layout.links.filter((l) => l.role.kind !== 'chain' && l.role.flow === 2);
    expect(late.map((l) => `${l.role.kind} ${l.role.direction}`).sort()).toEqual(['access ack', 'access data', 'egress ack', 'egress data']);
    const sender = layout.nodes.find((n) => n.kind === 'sender' && n.flow === 2)!;
    const r1 = layout.nodes.find((n) => n.label === 'R1')!;
    const access = late.find((l) => l.role.kind === 'access' && l.role.direction === 'data')!;
    expect([access.from, access.to]).toEqual([sender.at, r1.at]);
    // Its packets are on those links, so the picture can place them.
    const wireLinks = new Set<number>();
    const w = m.snapshot!.wire;
    for (let i = 0; i < w.length; i += 5) if (w[i + 1] === 2) wireLinks.add(w[i]);
    expect(wireLinks.size).toBeGreaterThan(0);
    for (const id of wireLinks) expect(layout.linkById.has(id)).toBe(true);
  });

  it('draws at most MAX_DROP_MARKS drop marks a frame, the newest, however many drops are recent', async () => {
    const m = await model();
    m.step(1);
    await pull(m);
    const layout = layoutNetwork(m.flows, m.links, 1, 800, 260);
    const bottleneck = m.links.find((l) => l.role.kind === 'chain' && l.role.direction === 'data')!.id;
    const t = m.snapshot!.timeSec;
    const alphas = (n: number) => {
      m.store.drops.length = 0;
      // n overflow drops over the last 0.5 s, all still inside the marks' display time.
      for (let k = 0; k < n; k++) m.store.drops.push({ atSec: t - 0.5 + (0.5 * k) / n, linkId: bottleneck, flow: k % 2, reason: 1, ack: false });
      const set: number[] = [];
      const ctx = new Proxy({}, { get: (_t, key) => (key === 'measureText' ? () => ({ width: 10 }) : () => {}), set: (_t, key, v) => (key === 'globalAlpha' && v < 1 && set.push(v as number), true) }) as unknown as CanvasRenderingContext2D;
      drawFrame(ctx, dumbbellFrame(m), layout, { width: 800, height: 260, animate: false, nowMs: m.snapshotAtMs, buffer: 50, hidden: new Set(), queueKind: 'droptail', scale: 1, fg: '#000', muted: '#666' });
      return set;
    };
    expect(alphas(30).length).toBe(30);
    const many = alphas(2000);
    expect(many.length).toBe(MAX_DROP_MARKS);
    // The newest: faded least.
    expect(Math.min(...many)).toBeGreaterThan(0.8);
  });
});

describe('a frame of the network picture', () => {
  it('is drawn from a plain record (snapshot, clock, settings, drops), no lab model needed', () => {
    const flows: FlowInfo[] = [0, 1].map((i) => ({ index: i, name: `F${i}`, variant: 'reno', startSec: 0, baseRttSec: 0.05, fromHop: 0, toHop: 1 }));
    const links: LinkInfo[] = [
      { id: 0, name: 'R1→R2', role: { kind: 'chain', index: 0, direction: 'data' }, rateBps: 1e6, delaySec: 0.01 },
      { id: 1, name: 'R2→R1', role: { kind: 'chain', index: 0, direction: 'ack' }, rateBps: 1e6, delaySec: 0.01 },
    ];
    const layout = layoutNetwork(flows, links, 1, 800, 260);
    const frame: DumbbellFrame = {
      // Three packets waiting (flows 0, 1, 0), one data packet halfway along R1→R2, RED's average 4.5.
      snapshot: { timeSec: 2, queues: [Int32Array.from([0, 1, 0])], wire: Float64Array.from([0, 1, 0, 1.99, 2.01]), wireOmitted: 0, queueObservables: { redAverage: 4.5 } },
      snapshotAtMs: 1000,
      status: { running: false, speed: 1 },
      settings: { bottleneck: { rateBps: 1e6, delaySec: 0.01, bufferPackets: 20, queue: { kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false } }, series: [] },
      // An early drop 0.1 s ago: its mark fades over 0.8 s at speed 1, so it is drawn at 1 − 0.1 / 0.8.
      drops: [{ atSec: 1.9, linkId: 0, flow: 0, reason: 2, ack: false }],
    };
    const texts: string[] = [];
    const packets: number[] = [];
    const alphas: number[] = [];
    let dashed = false;
    let dashedStrokes = 0;
    const ctx = new Proxy(
      {},
      {
        get: (_t, key) => {
          if (key === 'measureText') return (t: string) => ({ width: 7 * t.length });
          if (key === 'fillText') return (t: string) => texts.push(t);
          if (key === 'fillRect') return (_x: number, _y: number, w: number, h: number) => w === 6 && h === 6 && packets.push(1);
          if (key === 'setLineDash') return (d: number[]) => (dashed = d.length > 0);
          if (key === 'stroke') return () => dashed && dashedStrokes++;
          return () => {};
        },
        set: (_t, key, v) => (key === 'globalAlpha' && v < 1 && alphas.push(v as number), true),
      },
    ) as unknown as CanvasRenderingContext2D;
    drawFrame(ctx, frame, layout, { width: 800, height: 260, animate: true, nowMs: 1000, buffer: 20, hidden: new Set(), queueKind: 'red', scale: 1, fg: '#000', muted: '#666', background: {} as CanvasImageSource });
    expect(texts).toContain('3 waiting · buffer 20');
    expect(texts).toContain('RED avg 4.5');
    expect(packets).toHaveLength(1);
    expect(dashedStrokes).toBe(2); // minTh and maxTh
    expect(alphas).toHaveLength(1);
    expect(alphas[0]).toBeCloseTo(1 - 0.1 / 0.8, 9);
  });
});

describe('fitText (a node label within the picture)', () => {
  // 10 px a character.
  const ctx = { measureText: (s: string) => ({ width: 10 * s.length }) as TextMetrics };
  it.each([
    { text: 'Reno', room: 40, want: 'Reno' },
    { text: 'Reno cross (R1 to R2)', room: 210, want: 'Reno cross (R1 to R2)' },
    { text: 'Reno cross (R1 to R2)', room: 120, want: 'Reno cross…' },
    { text: 'Reno cross (R1 to R2)', room: 60, want: 'Reno…' },
    { text: 'Reno cross (R1 to R2)', room: 5, want: 'R…' },
  ])('"$text" in $room px: "$want"', ({ text, room, want }) => {
    expect(fitText(ctx, text, room)).toBe(want);
  });
});

describe('thresholdLabels', () => {
  // A queue bar from x = 200 to 400; labels must stay within it (R1 and R2 sit just outside).
  it.each([
    // minTh and maxTh far apart: both centred on their marks, one row.
    [250, 350, 15, 45, false, { min: { row: 0 }, max: { row: 0 } }],
    // maxTh at the very end of the bar (the "maxTh 45 over R2" case): pulled inside the bar.
    [240, 398, 15, 45, true, { min: { row: 0 }, max: { row: 0 } }],
    // Close marks: the maxTh label drops to a second row.
    [300, 310, 40, 42, false, { min: { row: 0 }, max: { row: 1 } }],
  ])('min at %d, max at %d', (minX, maxX, minTh, maxTh, projector, rows) => {
    const l = thresholdLabels(minX, maxX, minTh, maxTh, 200, 400, projector);
    expect({ min: { row: l.min.row }, max: { row: l.max.row } }).toEqual(rows);
    const charPx = projector ? 9.6 : 7;
    for (const [left, text] of [[l.min.left, `minTh ${minTh}`], [l.max.left, `maxTh ${maxTh}`]] as const) {
      expect(left).toBeGreaterThanOrEqual(200);
      expect(left + text.length * charPx + 8).toBeLessThanOrEqual(400 + 1e-9);
    }
  });
});

describe("the bottleneck's count of packets in flight", () => {
  const flows: FlowInfo[] = [0, 1].map((i) => ({ index: i, name: `F${i}`, variant: 'reno', startSec: 0, baseRttSec: 0.05, fromHop: 0, toHop: 1 }));
  const links: LinkInfo[] = [
    { id: 0, name: 'R1→R2', role: { kind: 'chain', index: 0, direction: 'data' }, rateBps: 1e6, delaySec: 0.01 },
    { id: 1, name: 'R2→R1', role: { kind: 'chain', index: 0, direction: 'ack' }, rateBps: 1e6, delaySec: 0.01 },
  ];
  /** Where the count goes (its middle, px) with this queue, drawn as counts (no animation), at this scale. */
  function countAt(queue: NonNullable<DumbbellFrame['settings']>['bottleneck']['queue'], width: number, scale: number) {
    const layout = layoutNetwork(flows, links, 1, width, 260);
    const frame: DumbbellFrame = {
      snapshot: { timeSec: 2, queues: [new Int32Array(0)], wire: Float64Array.from([0, 1, 0, 1.99, 2.01, 0, 0, 1, 1.98, 2.02]), wireOmitted: 0, queueObservables: {} },
      snapshotAtMs: 1000,
      status: { running: false, speed: 1 },
      settings: { bottleneck: { rateBps: 1e6, delaySec: 0.01, bufferPackets: 60, queue }, series: [] },
      drops: [],
    };
    const texts: { text: string; y: number }[] = [];
    const ctx = new Proxy(
      {},
      {
        get: (_t, key) => {
          if (key === 'measureText') return (t: string) => ({ width: 7 * t.length });
          if (key === 'fillText') return (text: string, _x: number, y: number) => texts.push({ text, y });
          return () => {};
        },
        set: () => true,
      },
    ) as unknown as CanvasRenderingContext2D;
    drawFrame(ctx, frame, layout, { width, height: 260, animate: false, nowMs: 1000, buffer: 60, hidden: new Set(), queueKind: queue.kind, scale, fg: '#000', muted: '#666', background: {} as CanvasImageSource });
    const routerY = layout.nodes.find((n) => n.kind === 'router')!.at.y;
    const count = texts.find((t) => t.text === '2 packets in flight');
    expect(count).toBeDefined();
    return { below: count!.y - routerY, layout };
  }
  const red = (minThPackets: number, maxThPackets: number) => ({ kind: 'red' as const, minThPackets, maxThPackets, maxP: 0.1, weight: 0.002, gentle: false });

  it('sits just under the line without RED', () => {
    expect(countAt({ kind: 'droptail' }, 800, 1).below).toBe(16);
  });

  it("goes under R1's and R2's discs (13 px) where its words are wider than the room between them (a phone)", () => {
    const { below, layout } = countAt({ kind: 'droptail' }, 390, 1);
    const [r1, r2] = layout.nodes.filter((n) => n.kind === 'router').map((n) => n.at.x);
    expect(7 * '2 packets in flight'.length).toBeGreaterThan(r2 - r1 - 2 * 13);
    expect(below - 6).toBeGreaterThanOrEqual(13);
  });

  it.each([
    { name: 'one row of threshold labels', queue: red(10, 40), width: 1000, scale: 1, rows: 1 },
    { name: 'two rows (marks close together, a phone)', queue: red(30, 33), width: 390, scale: 1, rows: 2 },
    { name: 'projector type', queue: red(10, 40), width: 1000, scale: 1.4, rows: 1 },
  ])("goes under RED's threshold labels, never behind them: $name", ({ queue, width, scale, rows }) => {
    const { below, layout } = countAt(queue, width, scale);
    const projector = scale !== 1;
    const rowPx = projector ? 22 : 16;
    const { x0, x1 } = layout.queueBar;
    const span = Math.max(59, queue.maxThPackets * 1.05);
    const xOf = (n: number) => x0 + ((x1 - x0) * n) / span;
    expect(thresholdLabels(xOf(queue.minThPackets), xOf(queue.maxThPackets), queue.minThPackets, queue.maxThPackets, x0, x1, projector).max.row + 1).toBe(rows);
    // The labels' rows (ThresholdHandle: from 13·scale + 4 px under the routers, a row each) end
    // above the count's type (12 px at scale 1, drawn about its middle).
    const labelsEnd = 13 * scale + 4 + rows * rowPx;
    expect(below - 6 * scale).toBeGreaterThanOrEqual(labelsEnd);
    // And it stays in the picture.
    expect(layout.nodes.find((n) => n.kind === 'router')!.at.y + below + 6 * scale).toBeLessThanOrEqual(260);
  });
});

describe('the network picture of bottlenecks in series', () => {
  it('draws the queue of every bottleneck (R1→R2 and R2→R3), each with its occupancy, and counts in the singular for one', async () => {
    const m = await model(PRESETS['newreno-two-bottlenecks']);
    m.step(8);
    await pull(m);
    expect(m.snapshot!.queues.length).toBe(2);
    const layout = layoutNetwork(m.flows, m.links, 2, 1280, 300);
    const texts: { text: string; x: number }[] = [];
    const ctx = new Proxy(
      {},
      {
        get: (_t, key) => {
          if (key === 'measureText') return (s: string) => ({ width: 7 * s.length });
          if (key === 'fillText') return (text: string, x: number) => texts.push({ text, x });
          return () => {};
        },
        set: () => true,
      },
    ) as unknown as CanvasRenderingContext2D;
    drawFrame(ctx, dumbbellFrame(m), layout, { width: 1280, height: 300, animate: false, nowMs: m.snapshotAtMs, buffer: 20, hidden: new Set(), queueKind: 'droptail', scale: 1, fg: '#000', muted: '#666' });
    const occupancy = texts.filter((t) => /waiting · buffer 20$/.test(t.text));
    expect(occupancy).toHaveLength(2);
    // One over each bottleneck, ending at its bar's right end.
    expect(occupancy[0].x).toBeLessThanOrEqual(layout.queueBars[0].x1 + 1e-9);
    expect(occupancy[1].x).toBeGreaterThan(layout.queueBars[1].x0);
    expect(occupancy[1].text).toBe(`${m.snapshot!.queues[1].length} waiting · buffer 20`);
    for (const t of texts) expect(t.text).not.toMatch(/\b1 packets\b/);
  });

  it('on a phone and a tablet, the queues’ occupancies (written alike) and the links’ counts in flight never run into each other', async () => {
    const m = await model(PRESETS['newreno-two-bottlenecks']);
    m.step(8);
    await pull(m);
    for (const width of [390, 768]) {
      const layout = layoutNetwork(m.flows, m.links, 2, width, 300);
      // Each text's box, from its anchor and alignment (7 px a character, 12 px high).
      const boxes: { text: string; left: number; right: number; y: number }[] = [];
      let align = 'left';
      const ctx = new Proxy(
        {},
        {
          get: (_t, key) => {
            if (key === 'measureText') return (s: string) => ({ width: 7 * s.length });
            if (key === 'fillText')
              return (text: string, x: number, y: number) => {
                const w = 7 * text.length;
                const left = align === 'right' ? x - w : align === 'center' ? x - w / 2 : x;
                boxes.push({ text, left, right: left + w, y });
              };
            return () => {};
          },
          set: (_t, key, v) => ((key === 'textAlign' ? (align = v as string) : null), true),
        },
      ) as unknown as CanvasRenderingContext2D;
      drawFrame(ctx, dumbbellFrame(m), layout, { width, height: 300, animate: false, nowMs: m.snapshotAtMs, buffer: 20, hidden: new Set(), queueKind: 'droptail', scale: 1, fg: '#000', muted: '#666', background: {} as CanvasImageSource });
      const labels = boxes.filter((b) => /waiting|\/ 20$|in flight/.test(b.text));
      expect(labels.filter((b) => /in flight/.test(b.text)), `${width} px`).toHaveLength(2);
      const occupancies = labels.filter((b) => /waiting|\/ 20$/.test(b.text));
      expect(occupancies, `${width} px`).toHaveLength(2);
      // Both alike: in words, or (no room for them) as numbers.
      expect(occupancies.map((b) => /waiting/.test(b.text)), `${width} px`).toEqual([occupancies[0].text.includes('waiting'), occupancies[0].text.includes('waiting')]);
      const clashes: string[] = [];
      for (let i = 0; i < labels.length; i++)
        for (let j = i + 1; j < labels.length; j++) {
          const [a, b] = [labels[i], labels[j]];
          if (Math.abs(a.y - b.y) < 12 && a.left < b.right && b.left < a.right) clashes.push(`"${a.text}" × "${b.text}"`);
        }
      expect(clashes, `${width} px`).toEqual([]);
    }
  });

  it('says "1 packet", never "1 packets"', () => {
    expect(countOf(1, 'packet')).toBe('1 packet');
    expect(countOf(0, 'packet')).toBe('0 packets');
    expect(countOf(20, 'packet')).toBe('20 packets');
  });
});

describe('the network picture of a discipline with a queue per flow', () => {
  const flows: FlowInfo[] = [0, 1, 2].map((i) => ({ index: i, name: `F${i}`, variant: 'reno', startSec: 0, baseRttSec: 0.05, fromHop: 0, toHop: 1 }));
  const links: LinkInfo[] = [
    { id: 0, name: 'R1→R2', role: { kind: 'chain', index: 0, direction: 'data' }, rateBps: 1e6, delaySec: 0.01 },
    { id: 1, name: 'R2→R1', role: { kind: 'chain', index: 0, direction: 'ack' }, rateBps: 1e6, delaySec: 0.01 },
  ];
  const layout = layoutNetwork(flows, links, 1, 1200, 260);
  /** Draws FQ-CoDel's queue (flow 2: 4 packets, flow 0: 1) with `drops`; what was written and where symbols went. */
  function draw(queueKind: FrameOptions['queueKind'], drops: DumbbellFrame['drops'], L = layout, queue = [2, 2, 2, 2, 0]) {
    const frame: DumbbellFrame = {
      snapshot: { timeSec: 2, queues: [Int32Array.from(queue)], wire: new Float64Array(0), wireOmitted: 0, queueObservables: {} },
      snapshotAtMs: 1000,
      status: { running: false, speed: 1 },
      settings: { bottleneck: { rateBps: 1e6, delaySec: 0.01, bufferPackets: 20, queue: { kind: 'fq-codel', targetSec: 0.005, intervalSec: 0.1, quantumBytes: 1500, ecn: true } }, series: [] },
      drops,
    };
    const texts: { text: string; x: number; y: number }[] = [];
    const rows: { x: number; y: number; w: number; h: number; color: string }[] = [];
    const symbols: { kind: string; x: number; y: number; r?: number; color: string }[] = [];
    let fill = '';
    let stroke = '';
    let at = { x: 0, y: 0 };
    const ctx = new Proxy(
      {},
      {
        get: (_t, key) => {
          if (key === 'measureText') return (t: string) => ({ width: 7 * t.length });
          if (key === 'fillText') return (text: string, x: number, y: number) => texts.push({ text, x, y });
          if (key === 'fillRect') return (x: number, y: number, w: number, h: number) => rows.push({ x, y, w, h, color: fill });
          if (key === 'moveTo') return (x: number, y: number) => (at = { x, y });
          if (key === 'arc') return (x: number, y: number, r: number) => symbols.push({ kind: 'arc', x, y, r, color: fill });
          if (key === 'fill') return () => symbols.push({ kind: 'fill', ...at, color: fill });
          if (key === 'stroke') return () => symbols.push({ kind: 'stroke', ...at, color: stroke });
          return () => {};
        },
        set: (_t, key, v) => ((key === 'fillStyle' ? (fill = v as string) : key === 'strokeStyle' ? (stroke = v as string) : null), true),
      },
    ) as unknown as CanvasRenderingContext2D;
    drawFrame(ctx, frame, L, { width: 1200, height: 260, animate: false, nowMs: 1000, buffer: 20, hidden: new Set(), queueKind, scale: 1, fg: '#000', muted: '#666', background: {} as CanvasImageSource });
    return { texts, rows, symbols };
  }

  it('FQ-CoDel: one row per flow queue, in its order, each as long as its packets, and the count of queues', () => {
    const { texts, rows } = draw('fq-codel', []);
    expect(texts.map((t) => t.text)).toContain('5 waiting in 2 flow queues · buffer 20');
    // Flow 2's row, then flow 0's below it; a packet is as wide in both.
    const two = rows.filter((r) => r.color === flowColor(2));
    const zero = rows.filter((r) => r.color === flowColor(0));
    expect(two).toHaveLength(4);
    expect(zero).toHaveLength(1);
    expect(zero[0].y).toBeGreaterThan(two[0].y);
    expect(two[0].w).toBeCloseTo(zero[0].w, 9);
    expect(texts.filter((t) => t.text === '4' || t.text === '1').map((t) => t.text)).toEqual(['4', '1']);
  });

  it('on a phone, the occupancy shortens to what fits over the queue', () => {
    const { texts } = draw('fq-codel', [], layoutNetwork(flows, links, 1, 390, 260));
    expect(texts.map((t) => t.text)).toContain('5 in 2 queues');
  });

  it('the same queue under a single-FIFO discipline: one bar, no rows', () => {
    const { texts } = draw('codel', []);
    expect(texts.map((t) => t.text)).toContain('5 waiting · buffer 20');
    expect(texts.map((t) => t.text).some((t) => /flow queue/.test(t))).toBe(false);
  });

  it('drops and marks by reason: a head drop at the head of its flow’s row, an overflow at its tail, an ECN mark as a ring at the head (FQ-CoDel marks at dequeue), none over a row’s packets or its count', () => {
    const { rows, symbols, texts } = draw('fq-codel', [
      { atSec: 1.95, linkId: 0, flow: 2, reason: 4, ack: false },
      { atSec: 1.96, linkId: 0, flow: 0, reason: 1, ack: false },
      { atSec: 1.97, linkId: 0, flow: 2, reason: 6, ack: false },
    ]);
    const two = rows.filter((r) => r.color === flowColor(2));
    const zero = rows.filter((r) => r.color === flowColor(0));
    const x0 = layout.queueBar.x0;
    const head = symbols.find((s) => s.color === DROP_STYLE[4].color)!;
    const overflow = symbols.find((s) => s.kind === 'stroke' && s.color === DROP_STYLE[1].color)!;
    const mark = symbols.find((s) => s.kind === 'arc' && s.color === DROP_STYLE[6].color)!;
    // The head drop's diamond starts 6 px above its middle, just before the head (left) of flow 2's
    // row: its right corner (5 px right of its middle) clear of the first packet.
    expect(head.x + 5).toBeLessThan(x0);
    expect(head.x).toBeGreaterThan(x0 - 20);
    expect(head.y + 6).toBeCloseTo(two[0].y + two[0].h / 2, 6);
    // The ring (radius 5) too.
    expect(mark.x + 5).toBeLessThan(x0);
    expect(mark.y).toBeCloseTo(two[0].y + two[0].h / 2, 6);
    // The overflow's cross (its last stroke starts 5 px right of and above its middle) is past flow
    // 0's tail and its count "1" (7 px wide here), on its row.
    const count = texts.find((t) => t.text === '1')!;
    expect(count.x).toBeGreaterThan(zero[0].x + zero[0].w);
    expect(overflow.x - 10).toBeGreaterThanOrEqual(count.x + 7);
    expect(overflow.y + 5).toBeCloseTo(zero[0].y + zero[0].h / 2, 6);
    expect(DROP_STYLE[6].symbol).toBe('ring');
    expect(new Set([1, 2, 3, 4, 5, 6].map((r) => DROP_STYLE[r].symbol)).size).toBe(6);
  });

  it('on a phone, with rows a few px apart, a mark is no higher than a row’s pitch', () => {
    // Eight flow queues of 8, 7 … 1 packets (flow k holds 8 − k).
    const queue = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((k) => Array<number>(8 - k).fill(k));
    const phone = layoutNetwork(flows, links, 1, 390, 200);
    const { rows, symbols } = draw('fq-codel', [{ atSec: 1.95, linkId: 0, flow: 1, reason: 5, ack: false }], phone, queue);
    const tops = [...new Set(rows.filter((r) => r.x >= phone.queueBar.x0 && r.y < phone.queueBar.y).map((r) => r.y))].sort((a, b) => a - b);
    const pitch = tops[1] - tops[0];
    expect(pitch).toBeLessThan(12);
    const one = rows.find((r) => r.color === flowColor(1))!;
    const arcs = symbols.filter((s) => s.kind === 'arc' && s.color === DROP_STYLE[5].color);
    expect(arcs).toHaveLength(1);
    expect(arcs[0].y).toBeCloseTo(one.y + one.h / 2, 6);
    // The sojourn drop's disc (radius 5 at scale 1) is scaled to the pitch, left of the rows' heads.
    expect(2 * arcs[0].r!).toBeLessThanOrEqual(pitch);
    expect(arcs[0].x + arcs[0].r!).toBeLessThan(phone.queueBar.x0);
  });
});

describe('the network picture’s words', () => {
  /** The texts drawn and the canvas' direction when each was drawn. */
  function textContext() {
    const texts: { text: string; dir: string }[] = [];
    let dir = 'ltr';
    const ctx = new Proxy(
      {},
      {
        get(_t, key) {
          if (key === 'fillText') return (s: string) => texts.push({ text: s, dir });
          if (key === 'measureText') return (s: string) => ({ width: 7 * s.length });
          return () => {};
        },
        set(_t, key, value) {
          if (key === 'direction') dir = value as string;
          return true;
        },
      },
    ) as unknown as CanvasRenderingContext2D;
    return { ctx, texts };
  }

  it('writes the queue’s occupancy in the language, right to left in Arabic, and as numbers alone where the words would run past the queue (a phone)', async () => {
    const { setupI18n } = await import('@lingui/core');
    const { messages: ar } = await import('../../../src/locales/ar/lab.po');
    const { networkText } = await import('../../../src/ui/dumbbell/networkText');
    const text = networkText(setupI18n({ locale: 'ar', messages: { ar } }));
    const m = await model(PRESETS['reno-vs-vegas-droptail']);
    m.step(2);
    await pull(m);
    const waiting = m.snapshot!.queues[0].length;
    const draw = (width: number) => {
      const { ctx, texts } = textContext();
      const o: FrameOptions = { width, height: 260, animate: false, nowMs: m.snapshotAtMs, buffer: 50, hidden: new Set(), queueKind: 'droptail', scale: 1, fg: '#000', muted: '#666', text };
      drawFrame(ctx, dumbbellFrame(m), layoutNetwork(m.flows, m.links, 1, width, 260), o);
      return texts;
    };
    const wide = draw(900).find((x) => x.text.includes(' · '));
    expect(wide).toEqual({ text: `${waiting} في الانتظار · المخزن المؤقت 50`, dir: 'rtl' });
    // Numbers alone read left to right even in Arabic ("28 / 50", not "50 / 28").
    expect(draw(330).find((x) => x.text === `${waiting} / 50`)).toEqual({ text: `${waiting} / 50`, dir: 'ltr' });
  });
});
