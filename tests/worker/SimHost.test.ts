import { describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { SimHost } from '../../src/worker/SimHost';
import { MAX_NUMBERS_PER_WALL_SEC, SAMPLES_PER_WALL_SEC } from '../../src/worker/TraceBatcher';
import { FakeClock } from './fakeClock';
import { MANY_SUMMARY_EVERY_MS, MANY_SUMMARY_ROWS, SUMMARY_EVERY_MS, transferables, type Command, type Reply } from '../../src/worker/protocol';
import { F, G, rowStride, globalIndex, flowIndex } from '../../src/sim/metrics/Sampler';
import { PRESETS } from '../../src/sim/scenario/presets';
import { validateScenario } from '../../src/sim/scenario/Scenario';

function harness() {
  const replies: Reply[] = [];
  const clock = new FakeClock();
  const host = new SimHost((r) => replies.push(r), clock);
  const send = (c: Command) => host.handle(c);
  const batch = () => {
    send({ type: 'pull' });
    const b = replies.filter((r) => r.type === 'batch').pop();
    if (!b || b.type !== 'batch') throw new Error('no batch');
    return b;
  };
  return { replies, clock, host, send, batch };
}

const twoFlows = { version: 1, durationSec: 30, flows: [{ variant: 'reno' }, { variant: 'vegas' }] };

describe('SimHost', () => {
  it('loads a scenario and describes its flows and links', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    const loaded = h.replies[0];
    expect(loaded.type).toBe('loaded');
    if (loaded.type !== 'loaded') return;
    expect(loaded.flows.map((f) => f.variant)).toEqual(['reno', 'vegas']);
    // 2 chain links (data, ACK) + 4 per TCP flow (access and egress, both directions).
    expect(loaded.links).toHaveLength(2 + 2 * 4);
    // Round-trip propagation: 2 × (1 ms access + 1 ms bottleneck + 1 ms egress).
    expect(loaded.flows[0].baseRttSec).toBeCloseTo(0.006, 12);
  });

  it('loads only a validated scenario: an invalid one stops at the parser, the field named, before any command is made', () => {
    expect(() => validateScenario({ version: 1, flows: [{ variant: 'vegas', alpha: 99 }] })).toThrow(/flows\[0\]\.alpha: must be a whole number from 0 to 30/);
  });

  it('steps by a slice of simulated time and sends samples in rows of the documented layout', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    h.send({ type: 'step', dtSec: 2 });
    const b = h.batch();
    expect(b.running).toBe(false);
    expect(b.timeSec).toBeCloseTo(2, 9);
    expect(b.stride).toBe(rowStride(2));
    expect(b.stride).toBe(G + 2 * F);
    const rows = b.samples.length / b.stride;
    expect(rows).toBeGreaterThan(100);
    let last = -1;
    for (let r = 0; r < rows; r++) {
      const t = b.samples[r * b.stride + globalIndex('timeSec')];
      expect(t).toBeGreaterThan(last);
      last = t;
      for (let f = 0; f < 2; f++) expect(b.samples[r * b.stride + G + f * F + flowIndex('cwnd')]).toBeGreaterThanOrEqual(1);
    }
    expect(last).toBeCloseTo(2, 1);
    // The picture: the bottleneck queue and packets on the wire.
    expect(b.snapshot.queues).toHaveLength(1);
    expect(b.snapshot.wire.length % 5).toBe(0);
    expect(b.summary!.flows).toHaveLength(2);
  });

  it('plays at the chosen speed against the wall clock, and pauses', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    h.send({ type: 'speed', speed: 2 });
    h.send({ type: 'play' });
    h.clock.advance(1000);
    const b = h.batch();
    expect(b.running).toBe(true);
    expect(b.timeSec).toBeCloseTo(2, 1);
    h.send({ type: 'pause' });
    h.clock.advance(1000);
    expect(h.batch().timeSec).toBeCloseTo(b.timeSec, 1);
  });

  it('a paused run is drawn once: later pulls are answered "unchanged" until it moves or a command comes', () => {
    const h = harness();
    const pull = () => {
      h.send({ type: 'pull' });
      return h.replies.at(-1)!.type;
    };
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    h.send({ type: 'step', dtSec: 1 });
    expect(pull()).toBe('batch');
    h.clock.advance(1000);
    expect([pull(), pull()]).toEqual(['unchanged', 'unchanged']);
    // A command may change what the page shows (here the speed it reports): one batch, then quiet again.
    h.send({ type: 'speed', speed: 5 });
    expect([pull(), pull()]).toEqual(['batch', 'unchanged']);
    // Playing, the run moves between pulls: a batch each time.
    h.send({ type: 'play' });
    expect(pull()).toBe('batch');
    h.clock.advance(100);
    expect(pull()).toBe('batch');
    h.clock.advance(100);
    expect(pull()).toBe('batch');
    // A live edit while paused (its drops and the picture) comes in the next batch.
    h.send({ type: 'pause' });
    expect([pull(), pull()]).toEqual(['batch', 'unchanged']);
    h.send({ type: 'change', change: { link: 0, key: 'bufferPackets', value: 2 }, seq: 1 });
    expect(pull()).toBe('batch');
    // Finished: nothing moves any more.
    h.send({ type: 'speed', speed: 'max' });
    h.send({ type: 'play' });
    h.clock.advance(60_000);
    const last = h.batch();
    expect(last.finished).toBe(true);
    expect([pull(), pull()]).toEqual(['unchanged', 'unchanged']);
  });

  it('when the machine is too slow for the speed, it does not try to catch up later', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario({ ...twoFlows, durationSec: 600 }) });
    h.send({ type: 'speed', speed: 100 });
    h.send({ type: 'play' });
    // Every sample slice costs 40 ms of wall time: far behind 100× real time.
    h.clock.costPerRead = 40;
    h.clock.advance(2000);
    const t1 = h.batch().timeSec;
    expect(t1).toBeLessThan(100); // it could not keep up with 100×
    // The machine is fast again: from here it runs at 100×, without racing through the backlog.
    h.clock.costPerRead = 0;
    h.clock.advance(100);
    const t2 = h.batch().timeSec;
    expect(t2 - t1).toBeGreaterThan(5);
    // 100 ms of wall time at 100× is 10 s, plus at most one slow (40 ms) reading of the clock.
    expect(t2 - t1).toBeLessThan(10 + 4 + 1);
  });

  it('with nobody pulling (a hidden tab), the run goes on and what waits for the UI stays bounded', () => {
    const h = harness();
    // 40 Reno flows on a small buffer: wide rows and many drops.
    const flows = Array.from({ length: 40 }, () => ({ variant: 'reno' }));
    h.send({ type: 'load', scenario: validateScenario({ version: 1, durationSec: 600, bottleneck: { bufferPackets: 10 }, flows }) });
    h.batch();
    h.send({ type: 'play' });
    h.clock.advance(60_000);
    const b = h.batch();
    expect(b.timeSec).toBeCloseTo(60, 1);
    // Unthinned, 60 s at 240 rows a second would be 14 400 rows; what waited is bounded (8 MB).
    const rows = b.samples.length / b.stride;
    expect(b.samples.length).toBeLessThanOrEqual(1 << 20);
    expect(rows).toBeLessThan(14_400 / 2);
    // …and still spans the whole minute, in order, at thinned but even spacing.
    const times = Array.from({ length: rows }, (_, r) => b.samples[r * b.stride + globalIndex('timeSec')]);
    expect(times[0]).toBeLessThan(2);
    expect(times[rows - 1]).toBeGreaterThan(59);
    for (let r = 1; r < rows; r++) expect(times[r]).toBeGreaterThan(times[r - 1]);
    const gaps = times.slice(1).map((t, r) => t - times[r]);
    expect(Math.max(...gaps)).toBeLessThan(4 * (60 / rows));
    // Drops: only the latest ones wait (the lab draws the latest 2000).
    expect(b.drops.length / 5).toBeGreaterThan(0);
    expect(b.drops.length / 5).toBeLessThanOrEqual(2 * 2000);
    expect(b.drops[b.drops.length - 5]).toBeGreaterThan(50);
    // Once the UI pulls again, sampling is back at its normal rate (1 s at 1× is 240 rows).
    h.clock.advance(1000);
    const next = h.batch();
    expect(next.samples.length / next.stride).toBeGreaterThan(200);
  });

  it.each([
    { flows: 2, rowsPerSec: SAMPLES_PER_WALL_SEC },
    // 200 flows' rows are 5,220 numbers: the budget allows 95.8 a second.
    { flows: 200, rowsPerSec: MAX_NUMBERS_PER_WALL_SEC / rowStride(200) },
  ])('playing $flows flows at 10×, the UI is sent about $rowsPerSec rows a wall second, within the budget of numbers', ({ flows, rowsPerSec }) => {
    const h = harness();
    const list = Array.from({ length: flows }, (_, i) => ({ variant: i % 2 ? 'vegas' : 'reno' }));
    h.send({ type: 'load', scenario: validateScenario({ version: 1, durationSec: 600, flows: list }) });
    h.batch();
    h.send({ type: 'speed', speed: 10 });
    h.send({ type: 'play' });
    h.clock.advance(2000);
    const b = h.batch();
    const rows = b.samples.length / b.stride;
    expect(b.timeSec).toBeCloseTo(20, 0);
    expect(rows / 2).toBeGreaterThan(0.95 * rowsPerSec);
    expect(rows / 2).toBeLessThan(1.05 * rowsPerSec);
    expect(b.samples.length / 2).toBeLessThanOrEqual(1.05 * Math.min(MAX_NUMBERS_PER_WALL_SEC, SAMPLES_PER_WALL_SEC * rowStride(flows)));
  });

  it.each([
    { flows: 2, everyMs: SUMMARY_EVERY_MS },
    { flows: MANY_SUMMARY_ROWS, everyMs: MANY_SUMMARY_EVERY_MS },
  ])('a playing run of $flows flows sends its summary once every $everyMs ms of wall time; a paused one, and one just sought or given a flow, in every batch', ({ flows, everyMs }) => {
    const h = harness();
    const list = Array.from({ length: flows }, (_, i) => ({ variant: i % 2 ? 'vegas' : 'reno' }));
    h.send({ type: 'load', scenario: validateScenario({ version: 1, durationSec: 600, flows: list }) });
    h.send({ type: 'play' });
    // The page pulls every 16 ms for 3 s: the first batch after the load carries the summary, then
    // one in every `everyMs`.
    const withSummary: number[] = [];
    for (let ms = 0; ms < 3000; ms += 16) {
      h.clock.advance(16);
      const b = h.batch();
      expect(b.running).toBe(true);
      if (b.summary) {
        withSummary.push(ms);
        // The summary is the run's at the batch's time, not an older one.
        expect(b.summary.timeSec).toBe(b.timeSec);
      }
    }
    expect(withSummary[0]).toBe(0);
    const gaps = withSummary.slice(1).map((t, i) => t - withSummary[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(everyMs);
    expect(Math.max(...gaps)).toBeLessThan(everyMs + 2 * 16);
    // A seek: the next batch shows the run there, summary and all.
    h.send({ type: 'seek', toSec: 1, seq: 1 });
    expect(h.batch().summary?.timeSec).toBe(1);
    h.send({ type: 'play' });
    h.clock.advance(16);
    h.batch();
    h.clock.advance(16);
    expect(h.batch().summary).toBeUndefined();
    // A flow added: its row is in the next batch's summary.
    h.send({ type: 'addFlow', flow: { variant: 'reno' } });
    h.clock.advance(16);
    expect(h.batch().summary?.flows).toHaveLength(flows + 1);
    // Paused: every batch (each answers a command) carries it.
    h.send({ type: 'pause' });
    const paused = h.batch();
    expect(paused.running).toBe(false);
    expect(paused.summary?.timeSec).toBe(paused.timeSec);
    h.send({ type: 'step', dtSec: 0.5 });
    expect(h.batch().summary?.timeSec).toBeCloseTo(paused.timeSec + 0.5, 9);
  });

  it('a long step tells the UI every second of work that the host is busy, and runs the same run', () => {
    const quiet = harness();
    quiet.send({ type: 'load', scenario: validateScenario(PRESETS['many-flows-200']) });
    quiet.send({ type: 'step', dtSec: 30 });
    const expected = quiet.batch();

    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(PRESETS['many-flows-200']) });
    // Each reading of the clock costs 50 ms: the step takes many seconds of (fake) wall time.
    h.clock.costPerRead = 50;
    h.send({ type: 'step', dtSec: 30 });
    const progress = h.replies.filter((r) => r.type === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(3);
    const times = progress.map((r) => (r.type === 'progress' ? r.timeSec : NaN));
    const events = progress.map((r) => (r.type === 'progress' ? r.events : NaN));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBeLessThan(30);
    expect(events[0]).toBeGreaterThan(0);
    for (let i = 1; i < events.length; i++) expect(events[i]).toBeGreaterThan(events[i - 1]);
    const b = h.batch();
    expect(b.timeSec).toBe(30);
    expect(b.summary).toEqual(expected.summary);
  });

  it('a tick yields within its budget even when one sample interval holds many events', () => {
    const h = harness();
    // As fast as possible over 4000 s: a sample every second of 200 flows, about 10 000 events each.
    h.send({ type: 'load', scenario: validateScenario({ ...(PRESETS['many-flows-200'] as object), durationSec: 4000, measure: undefined }) });
    h.send({ type: 'speed', speed: 'max' });
    h.send({ type: 'play' });
    h.clock.costPerRead = 5;
    h.clock.advance(1);
    const t = h.batch().timeSec;
    expect(t).toBeGreaterThan(0);
    expect(t).toBeLessThan(1);
  });

  it('runs as fast as possible to the end and stops', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario({ ...twoFlows, durationSec: 5 }) });
    h.send({ type: 'speed', speed: 'max' });
    h.send({ type: 'play' });
    h.clock.costPerRead = 1;
    h.clock.advance(100_000);
    const b = h.batch();
    expect(b.finished).toBe(true);
    expect(b.running).toBe(false);
    expect(b.timeSec).toBe(5);
  });

  it.each([
    [{ type: 'speed', speed: 1000 }, /speed must be from 0.1× to 100×/],
    [{ type: 'speed', speed: 0 }, /speed must be/],
    [{ type: 'step', dtSec: -1 }, /step must be between 0 and 3600 s/],
    [{ type: 'change', change: { flow: 1, key: 'alpha', value: 500 } }, /Vegas 1 alpha: must be a whole number from 0 to 30/],
    [{ type: 'change', change: { flow: 1, key: 'alpha', value: 5 } }, /^Vegas 1 alpha: beta must be at least alpha \(5\)$/],
    [{ type: 'bogus' }, /unknown command "bogus"/],
    [{ type: 'change', change: { flow: 9, key: 'alpha', value: 2 } }, /there is no flow 9/],
    [{ type: 'change', change: { link: 0, key: 'bufferPackets', value: 0 } }, /R1→R2 bufferPackets: must be a whole number from 2/],
    [{ type: 'addFlow', flow: { variant: 'quic' } }, /must be one of tahoe/],
  ] as [Command, RegExp][])('rejects %j with a clear message', (cmd, message) => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    h.send(cmd);
    const r = h.replies.at(-1)!;
    expect(r.type).toBe('rejected');
    if (r.type === 'rejected') expect(r.message).toMatch(message);
  });

  it('applies live changes and reports them with their time', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    h.send({ type: 'step', dtSec: 1 });
    h.batch();
    h.send({ type: 'change', change: { flow: 1, key: 'beta', value: 6 } });
    h.send({ type: 'change', change: { link: 0, key: 'queue', value: { kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false } } });
    h.send({ type: 'step', dtSec: 0.01 });
    const b = h.batch();
    expect(b.changes.map((c) => c.what)).toEqual(['Vegas 1: beta = 6', 'R1→R2: queue = RED 5/15 maxP 0.1 w 0.002']);
    // At the next whole millisecond, as the scenario records them.
    expect(b.changes.map((c) => c.atSec)).toEqual([1.001, 1.001]);
    const recorded = h.replies.filter((r) => r.type === 'scenario').at(-1);
    expect(recorded?.type === 'scenario' && recorded.scenario.changes?.map((c) => [c.atSec, c.key])).toEqual([
      [1.001, 'beta'],
      [1.001, 'queue'],
    ]);
  });

  it('adds a flow: it is announced, and rows widen from then on', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    h.send({ type: 'step', dtSec: 1 });
    h.send({ type: 'addFlow', flow: { variant: 'newreno', name: 'late' } });
    h.send({ type: 'step', dtSec: 1 });
    const batches = () => h.replies.filter((r) => r.type === 'batch');
    h.send({ type: 'pull' });
    const all = batches();
    // The narrow rows went out in their own batch when the flow was added.
    expect(all.length).toBeGreaterThanOrEqual(2);
    const last = all.at(-1)!;
    if (last.type !== 'batch') return;
    expect(last.stride).toBe(rowStride(3));
    expect(all.flatMap((b) => (b.type === 'batch' ? b.newFlows : [])).map((f) => f.name)).toEqual(['late']);
  });

  it('a crash command throws (the worker adapter turns that into a crash the UI recovers from)', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    expect(() => h.send({ type: 'crash' })).toThrow(/simulated crash/);
  });

  it('is deterministic: the same commands give the same samples', () => {
    const run = () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(PRESETS['tsang-two-vegas']) });
      h.send({ type: 'step', dtSec: 3 });
      return Array.from(h.batch().samples);
    };
    expect(run()).toEqual(run());
  });

  it('batches cross a MessageChannel as transferred typed arrays', async () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(twoFlows) });
    h.send({ type: 'step', dtSec: 1 });
    h.send({ type: 'pull' });
    const b = h.replies.at(-1)!;
    expect(b.type).toBe('batch');
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<Reply>((resolve) => port2.once('message', resolve));
    const n = b.type === 'batch' ? b.samples.length : 0;
    port1.postMessage(b, transferables(b) as never);
    const got = await received;
    port1.close();
    port2.close();
    expect(got.type).toBe('batch');
    if (got.type !== 'batch' || b.type !== 'batch') return;
    expect(got.samples).toBeInstanceOf(Float64Array);
    expect(got.samples.length).toBe(n);
    // Transferred, not copied: the sender's buffer is now detached.
    expect(b.samples.length).toBe(0);
  });

  describe('live edits are checked against the whole scenario and recorded in its timeline', () => {
    const devendictis = PRESETS['devendictis-vegas-reno'];

    it('refuses 1815 Mb/s on the De Vendictis preset (600 s of 500-byte packets at the flows\' access rate: over the cost limit), keeps running, and reset still works', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(devendictis) });
      h.send({ type: 'speed', speed: 10 });
      h.send({ type: 'step', dtSec: 3 });
      h.send({ type: 'change', change: { link: 0, key: 'rateBps', value: 1815e6 } });
      const r = h.replies.at(-1)!;
      expect(r).toEqual({
        type: 'rejected',
        command: 'change',
        message: expect.stringMatching(/^R1→R2 rateBps: the run would take about [\d.e+]+ engine events to simulate; the limit is 1e\+8: /),
      });
      expect(h.replies.some((x) => x.type === 'scenario')).toBe(false);
      h.send({ type: 'reset' });
      expect(h.replies.at(-1)?.type).toBe('loaded');
      h.send({ type: 'step', dtSec: 1 });
      expect(h.batch().timeSec).toBeCloseTo(1, 9);
    });

    it('refuses the 1001st flow', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario({ version: 1, durationSec: 10, flows: [{ variant: 'reno', count: 1000 }] }) });
      h.send({ type: 'step', dtSec: 0.01 });
      h.send({ type: 'addFlow', flow: { variant: 'reno' } });
      const r = h.replies.at(-1)!;
      expect(r.type === 'rejected' && r.message).toBe('new flow: must have at most 1000 entries');
    });

    it('before the run begins an edit changes the starting set-up; after, it joins the timeline at the next whole millisecond', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(twoFlows) });
      h.send({ type: 'change', change: { flow: 1, key: 'beta', value: 5 } });
      const loaded = h.replies.at(-1)!;
      expect(loaded.type === 'loaded' && loaded.scenario.flows[1]).toMatchObject({ beta: 5 });
      expect(loaded.type === 'loaded' && loaded.scenario.changes).toBeUndefined();
      h.send({ type: 'step', dtSec: 2.0004 });
      h.send({ type: 'change', change: { flow: 1, key: 'alpha', value: 4 } });
      const rec = h.replies.at(-1)!;
      expect(rec.type === 'scenario' && rec.scenario.changes).toEqual([{ atSec: 2.001, flow: 1, key: 'alpha', value: 4 }]);
    });

    it('a removed flow leaves the scenario and its timeline; later flows keep their names and their changes follow them', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario({ version: 1, durationSec: 30, flows: [{ variant: 'reno' }, { variant: 'vegas' }, { variant: 'reno' }] }) });
      h.send({ type: 'step', dtSec: 1 });
      h.send({ type: 'change', change: { flow: 0, key: 'maxWindowPackets', value: 20 } });
      h.send({ type: 'change', change: { flow: 1, key: 'gamma', value: 2 } });
      h.send({ type: 'stopFlow', flow: 0, remove: true });
      const rec = h.replies.at(-1)!;
      if (rec.type !== 'scenario') throw new Error(rec.type);
      expect(rec.scenario.flows.map((f) => [f.variant, f.name])).toEqual([
        ['vegas', 'Vegas 1'],
        ['reno', 'Reno 2'],
      ]);
      expect(rec.scenario.changes).toEqual([{ atSec: 1.001, flow: 0, key: 'gamma', value: 2 }]);
      expect(rec.flowIndex).toEqual([null, 0, 1]);
      // Engine flow 2 is scenario flow 1; a change to it is recorded there.
      h.send({ type: 'change', change: { flow: 2, key: 'maxWindowPackets', value: 9 } });
      const again = h.replies.at(-1)!;
      expect(again.type === 'scenario' && again.scenario.changes?.at(-1)).toEqual({ atSec: 1.001, flow: 1, key: 'maxWindowPackets', value: 9 });
      h.send({ type: 'change', change: { flow: 0, key: 'maxWindowPackets', value: 9 } });
      expect(h.replies.at(-1)).toMatchObject({ type: 'rejected', message: 'Reno 1 was removed' });
    });

    it('answers a pull when nothing is loaded (no endless wait, no error loop)', () => {
      const h = harness();
      h.send({ type: 'pull' });
      expect(h.replies).toEqual([{ type: 'idle' }]);
      h.send({ type: 'pull' });
      expect(h.replies.at(-1)).toEqual({ type: 'idle' });
    });

    it('a load with runToSec runs back to that time in the background (ticks yield), then plays on', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(PRESETS['tsang-two-vegas']), runToSec: 12.5, play: true });
      expect(h.batch().timeSec).toBeLessThan(12.5); // not in one blocking go
      for (let i = 0; i < 2000 && h.batch().timeSec < 12.5; i++) h.clock.advance(20);
      const at = h.batch();
      expect(at.timeSec).toBeGreaterThanOrEqual(12.5);
      expect(at.timeSec).toBeLessThan(12.6);
      h.clock.advance(1000);
      const later = h.batch();
      expect(later.running).toBe(true);
      expect(later.timeSec - at.timeSec).toBeGreaterThan(0.9); // real time again at 1×
      expect(later.timeSec - at.timeSec).toBeLessThan(1.1);
    });

    it('while a paused run is brought back it reports itself paused, and a Play sent meanwhile plays once it is back', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(PRESETS['tsang-two-vegas']), runToSec: 12.5, play: false });
      const during = h.batch();
      expect(during.timeSec).toBeLessThan(12.5);
      // The page toggles play from this flag: 'running' here would turn the user's Play into a pause.
      expect(during.running).toBe(false);
      h.send({ type: 'play' });
      expect(h.batch().running).toBe(true);
      for (let i = 0; i < 2000 && h.batch().timeSec < 12.5; i++) h.clock.advance(20);
      const at = h.batch();
      h.clock.advance(1000);
      const later = h.batch();
      expect(later.running).toBe(true);
      expect(later.timeSec - at.timeSec).toBeGreaterThan(0.9);
    });

    it('a run brought back to a time, paused, stays paused there', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(PRESETS['tsang-two-vegas']), runToSec: 12.5, play: false });
      for (let i = 0; i < 2000 && h.batch().timeSec < 12.5; i++) h.clock.advance(20);
      const at = h.batch();
      h.clock.advance(1000);
      const later = h.batch();
      expect(later.running).toBe(false);
      expect(later.timeSec).toBe(at.timeSec);
    });
  });
});

describe('SimHost: drops and CE marks sent to the picture', () => {
  it('CoDel with ECN: marks come as rows of reason 6 (the packet went on), drops as their reasons; as many as the summary counts', () => {
    const h = harness();
    const edge = (delaySec: number) => ({ rateBps: 100e6, delaySec });
    const scenario = validateScenario({
      version: 2, durationSec: 4, measure: { fromSec: 0 }, tcp: { ecn: true },
      bottleneck: { rateBps: 10e6, delaySec: 0.01, bufferPackets: 200, queue: { kind: 'codel', ecn: true } },
      flows: [{ variant: 'newreno', access: edge(0.005), egress: edge(0.001) }, { variant: 'cbr', rateBps: 6e6, access: edge(0.005), egress: edge(0.001) }],
    });
    h.send({ type: 'load', scenario });
    h.batch();
    h.send({ type: 'play' });
    const rows: number[][] = [];
    let b = h.batch();
    for (let i = 0; i < 400 && !b.finished; i++) {
      for (let k = 0; k < b.drops.length; k += 5) rows.push(Array.from(b.drops.subarray(k, k + 5)));
      h.clock.advance(50);
      b = h.batch();
    }
    for (let k = 0; k < b.drops.length; k += 5) rows.push(Array.from(b.drops.subarray(k, k + 5)));
    expect(b.finished).toBe(true);
    const data = rows.filter((r) => r[1] === 0 && r[4] === 0);
    const marks = data.filter((r) => r[3] === 6);
    expect(marks.length).toBe(b.summary!.bottleneck.marks);
    expect(marks.length).toBeGreaterThan(0);
    // The TCP flow (ECN-capable) is marked; the CBR flow is dropped at the head.
    expect(new Set(marks.map((r) => r[2]))).toEqual(new Set([0]));
    expect(data.filter((r) => r[3] === 5).length).toBe(b.summary!.bottleneck.dropsByReason.sojourn);
  });
});

describe('SimHost seek (rewind and branch)', () => {
  // Two Reno flows; at 12 s the bottleneck's rate drops to a third (a timed change).
  const timed = {
    version: 2,
    durationSec: 40,
    bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 20, queue: { kind: 'droptail' } },
    flows: [{ variant: 'reno' }, { variant: 'reno', startSec: 1 }],
    changes: [{ atSec: 12, link: 0, key: 'rateBps', value: 5e5 }],
  };
  const seeked = (replies: Reply[]) => replies.filter((r) => r.type === 'seeked').pop();

  it('back to an earlier moment: the same state as the run had then (summary and network picture), paused', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(timed) });
    h.send({ type: 'step', dtSec: 6 });
    const at6 = h.batch();
    h.send({ type: 'step', dtSec: 14 });
    const at20 = h.batch();
    expect(at20.summary).not.toEqual(at6.summary);
    h.send({ type: 'seek', toSec: 6, seq: 1 });
    const s = seeked(h.replies);
    expect(s).toMatchObject({ type: 'seeked', seq: 1, timeSec: 6 });
    const back = h.batch();
    expect(back.timeSec).toBe(6);
    expect(back.running).toBe(false);
    expect(back.summary).toEqual(at6.summary);
    expect(back.snapshot).toEqual(at6.snapshot);
    // Nothing of the future already seen is sent again, and no change of the scenario either.
    expect(back.samples.length).toBe(0);
    expect(h.replies.some((r) => r.type === 'loaded' && h.replies.indexOf(r) > h.replies.indexOf(s!))).toBe(false);
    // Replayed forwards, it is the same run: the timed change at 12 s happens again.
    h.send({ type: 'step', dtSec: 14 });
    const again = h.batch();
    expect(again.summary).toEqual(at20.summary);
    expect(again.changes.map((c) => c.atSec)).toEqual([12]);
  });

  it('the rows after a rewind carry on from the seek time, with rates over the interval since it', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(timed) });
    h.send({ type: 'step', dtSec: 10 });
    const first = h.batch();
    const stride = first.stride;
    const rowsBefore = first.samples.length / stride;
    const t = (b: { samples: Float64Array }, i: number) => b.samples[i * stride];
    // The original run's rate of flow 0 in the row nearest 8 s.
    let k = 0;
    while (k < rowsBefore && t(first, k) < 8) k++;
    const rate = (b: { samples: Float64Array }, i: number) => b.samples[i * stride + G + flowIndex('sendRatePps')];
    h.send({ type: 'seek', toSec: t(first, k - 1), seq: 1 });
    h.batch();
    h.send({ type: 'step', dtSec: t(first, k) - t(first, k - 1) });
    const next = h.batch();
    expect(t(next, 0)).toBeCloseTo(t(first, k), 9);
    expect(rate(next, 0)).toBeCloseTo(rate(first, k), 6);
    // The sliding Jain index too: its 5-s window was rebuilt by the replay, on a sampling grid
    // that may be offset by less than one interval (so its oldest row may differ by that much).
    expect(next.samples[globalIndex('jainSliding')]).toBeCloseTo(first.samples[k * stride + globalIndex('jainSliding')], 2);
  });

  it('forwards: runs on to the time, sending the samples on the way', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(timed) });
    h.send({ type: 'seek', toSec: 15, seq: 7 });
    expect(seeked(h.replies)).toMatchObject({ seq: 7, timeSec: 15 });
    const b = h.batch();
    expect(b.timeSec).toBe(15);
    // Sampled as in "as fast as possible" mode: 4000 rows over the run, one every 10 ms here.
    const last = b.samples[(b.samples.length / b.stride - 1) * b.stride];
    expect(15 - last).toBeGreaterThanOrEqual(0);
    expect(15 - last).toBeLessThan(0.0101);
    expect(b.samples.length / b.stride).toBeGreaterThan(1400);
    expect(b.changes.map((c) => c.atSec)).toEqual([12]);
  });

  it('a branch drops the timeline after the moment: the alternative future runs without the change', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(timed) });
    h.send({ type: 'step', dtSec: 20 });
    const original = h.batch();
    h.send({ type: 'seek', toSec: 8, branch: true, seq: 2 });
    const rec = h.replies.filter((r) => r.type === 'scenario').pop();
    expect(rec?.type === 'scenario' && rec.scenario.changes).toBeUndefined();
    expect(seeked(h.replies)).toMatchObject({ seq: 2, timeSec: 8 });
    h.batch();
    h.send({ type: 'step', dtSec: 12 });
    const branch = h.batch();
    expect(branch.changes).toEqual([]);
    // The link kept its 1.5 Mb/s: more data got through than in the original, whose link slowed at 12 s.
    const sum = (b: typeof branch) => b.summary!.flows.reduce((s, f) => s + f.goodputBps, 0);
    expect(sum(branch)).toBeGreaterThan(sum(original) * 1.2);
    // A live edit in the branch is appended to the shortened timeline at the next millisecond.
    h.send({ type: 'change', change: { link: 0, key: 'bufferPackets', value: 40 } });
    const edited = h.replies.filter((r) => r.type === 'scenario').pop();
    expect(edited?.type === 'scenario' && edited.scenario.changes).toEqual([{ atSec: 20.001, link: 0, key: 'bufferPackets', value: 40 }]);
  });

  describe('after a flow was removed', () => {
    // No timed change of its own: live edits are appended after the timeline's last entry.
    const { changes: _none, ...untimed } = timed;
    const three = { ...untimed, flows: [{ variant: 'reno' }, { variant: 'reno', startSec: 1 }, { variant: 'vegas', startSec: 2 }] };
    /** Runs `three` to 20 s, lengthening Reno 2's access delay at 9 s and removing it at 10 s; batches at 6, 15 and 20 s. */
    const withRemoval = () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(three) });
      h.send({ type: 'step', dtSec: 6 });
      const at6 = h.batch();
      h.send({ type: 'step', dtSec: 3 });
      h.send({ type: 'change', change: { flow: 1, key: 'accessDelaySec', value: 0.03 } });
      expect(h.replies.at(-1)).toMatchObject({ type: 'scenario', scenario: { changes: [{ atSec: 9.001, flow: 1, key: 'accessDelaySec' }] } });
      h.send({ type: 'step', dtSec: 1 });
      h.send({ type: 'stopFlow', flow: 1, remove: true });
      h.send({ type: 'step', dtSec: 5 });
      const at15 = h.batch();
      h.send({ type: 'step', dtSec: 5 });
      const at20 = h.batch();
      return { h, at6, at15, at20 };
    };

    it('a seek replays the run as it was, the removed flow included until its removal, without reloading', () => {
      const { h, at6, at15, at20 } = withRemoval();
      const before = h.replies.length;
      for (const [t, expected] of [
        [15, at15],
        [6, at6],
      ] as const) {
        h.send({ type: 'seek', toSec: t, seq: t });
        expect(seeked(h.replies)).toMatchObject({ seq: t, timeSec: t });
        const b = h.batch();
        expect(b.summary).toEqual(expected.summary);
        expect(b.snapshot).toEqual(expected.snapshot);
        expect(b.samples.length).toBe(0);
      }
      // Not a reload: the views keep what they have up to the moment (the UI would redraw from t = 0).
      expect(h.replies.slice(before).some((r) => r.type === 'loaded')).toBe(false);
      // From 6 s the run goes on as it went: the removal happens again at its time.
      h.send({ type: 'step', dtSec: 14 });
      const again = h.batch();
      expect(again.summary).toEqual(at20.summary);
      expect(again.summary!.flows.map((f) => f.name)).toEqual(['Reno 1', 'Vegas 1']);
    });

    it('a branch before the removal brings the flow back; one after it keeps it removed', () => {
      const { h } = withRemoval();
      h.send({ type: 'seek', toSec: 12, branch: true, seq: 1 });
      const late = h.replies.filter((r) => r.type === 'scenario').pop();
      if (late?.type !== 'scenario') throw new Error('no scenario record');
      expect(late.flowIndex).toEqual([0, null, 1]);
      expect(late.scenario.flows.map((f) => f.name)).toEqual(['Reno 1', 'Vegas 1']);
      h.send({ type: 'seek', toSec: 8, branch: true, seq: 2 });
      const early = h.replies.filter((r) => r.type === 'scenario').pop();
      if (early?.type !== 'scenario') throw new Error('no scenario record');
      expect(early.flowIndex).toEqual([0, 1, 2]);
      expect(early.scenario.flows.map((f) => f.name)).toEqual(['Reno 1', 'Reno 2', 'Vegas 1']);
      // Its timeline ends at the branch (Reno 2's delay change at 9 s is dropped).
      expect(early.scenario.changes).toBeUndefined();
      // The branch's future is the run of the scenario it records.
      h.send({ type: 'step', dtSec: 12 });
      const branch = h.batch();
      const direct = harness();
      direct.send({ type: 'load', scenario: validateScenario(early.scenario) });
      direct.send({ type: 'step', dtSec: 20 });
      expect(branch.summary).toEqual(direct.batch().summary);
    });

    it('the run as played travels with the scenario record; loaded with its removals (a restart), it is the same run', () => {
      const { h, at20 } = withRemoval();
      const rec = h.replies.filter((r) => r.type === 'scenario').pop();
      if (rec?.type !== 'scenario' || !rec.played) throw new Error('no record of the run as played');
      expect(rec.played.removals).toEqual([{ flow: 1, madeAtSec: 10, atSec: 10.001 }]);
      expect(rec.played.scenario.flows.map((f) => f.name)).toEqual(['Reno 1', 'Reno 2', 'Vegas 1']);
      // Reno 2's own change (its access delay at 9 s) is in the run as played, not in the scenario.
      expect(rec.played.scenario.changes).toEqual([{ atSec: 9.001, flow: 1, key: 'accessDelaySec', value: 0.03 }]);
      expect(rec.scenario.changes).toBeUndefined();
      const again = harness();
      again.send({ type: 'load', scenario: validateScenario(rec.played.scenario), removals: rec.played.removals, runToSec: 20 });
      const restored = again.replies.filter((r) => r.type === 'scenario').pop();
      expect(restored).toMatchObject({ flowIndex: [0, null, 1], scenario: { flows: [{ name: 'Reno 1' }, { name: 'Vegas 1' }] } });
      again.clock.advance(60_000);
      const b = again.batch();
      expect(b.timeSec).toBe(20);
      expect(b.summary).toEqual(at20.summary);
    });

    it('refuses removals that do not fit the scenario, naming what is wrong, and keeps the run', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(three) });
      for (const [removals, message] of [
        [{}, 'removals: must be a list of { flow, madeAtSec, atSec }'],
        [[{ flow: 3, madeAtSec: 1, atSec: 1.001 }], 'removals[0].flow: must be a flow index from 0 to 2 (got 3)'],
        [[{ flow: 0, madeAtSec: 1, atSec: 1.001 }, { flow: 0, madeAtSec: 2, atSec: 2.001 }], 'removals[1].flow: flow 0 is removed twice'],
        [[{ flow: 0, madeAtSec: Number.NaN, atSec: 1 }], 'removals[0].madeAtSec: must be a number of seconds ≥ 0, or −1 (before the run began)'],
        [[{ flow: 0, madeAtSec: 1, atSec: -1 }], 'removals[0].atSec: must be a number of seconds ≥ 0'],
        [[0, 1, 2].map((flow) => ({ flow, madeAtSec: 1, atSec: 1.001 })), 'removals: at least one flow must be left'],
      ] as const) {
        const before = h.replies.length;
        h.send({ type: 'load', scenario: validateScenario(three), removals });
        expect(h.replies.slice(before)).toEqual([{ type: 'rejected', command: 'load', message }]);
      }
    });

    it('a flow removed before the run began is left out of the replay from the start', () => {
      const h = harness();
      h.send({ type: 'load', scenario: validateScenario(three) });
      h.send({ type: 'stopFlow', flow: 2, remove: true });
      h.send({ type: 'step', dtSec: 10 });
      const at10 = h.batch();
      h.send({ type: 'step', dtSec: 5 });
      h.send({ type: 'seek', toSec: 10, seq: 1 });
      expect(h.batch().summary).toEqual(at10.summary);
    });
  });

  it('refuses a time that is not a number, and a seek with nothing loaded', () => {
    const h = harness();
    h.send({ type: 'seek', toSec: 3, seq: 1 });
    expect(h.replies.pop()).toMatchObject({ type: 'rejected', command: 'seek', message: 'no scenario is loaded' });
    h.send({ type: 'load', scenario: validateScenario(timed) });
    h.send({ type: 'seek', toSec: Number.NaN, seq: 2 });
    expect(h.replies.pop()).toMatchObject({ type: 'rejected', command: 'seek', message: expect.stringMatching(/seek: the time must be a number/) });
  });
});

describe('SimHost seek in a long run', () => {
  const long = { version: 2, durationSec: 120, flows: [{ variant: 'reno' }, { variant: 'vegas', startSec: 3 }] };

  it('a seek back far into a long run lands on the same state as a run straight there, live edits included', () => {
    const h = harness();
    h.send({ type: 'load', scenario: validateScenario(long) });
    h.send({ type: 'step', dtSec: 20 });
    h.send({ type: 'change', change: { flow: 1, key: 'alpha', value: 2 } });
    h.send({ type: 'change', change: { link: 0, key: 'bufferPackets', value: 25 } });
    h.send({ type: 'step', dtSec: 80 });
    h.batch();
    const recorded = h.replies.filter((r) => r.type === 'scenario').pop();
    if (recorded?.type !== 'scenario') throw new Error('no scenario record');
    // The run of the recorded scenario, straight to 77 s, in a host of its own.
    const direct = harness();
    direct.send({ type: 'load', scenario: validateScenario(recorded.scenario) });
    direct.send({ type: 'step', dtSec: 77 });
    const expected = direct.batch();
    for (const t of [77, 33]) {
      h.send({ type: 'seek', toSec: t, seq: t });
      const b = h.batch();
      if (t === 77) {
        expect(b.summary).toEqual(expected.summary);
        expect(b.snapshot).toEqual(expected.snapshot);
      }
      expect(b.timeSec).toBe(t);
    }
    // And forwards again from 33 s to 77 s: the same state.
    h.send({ type: 'step', dtSec: 44 });
    expect(h.batch().summary).toEqual(expected.summary);
  });
});
