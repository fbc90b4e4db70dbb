// What the UI is sent of a run: samples taken as the engine advances (thinned while the UI is
// away), drops and CE marks, the measurement-grid rows, the network picture, and the counters of what it has.
import { QueueReason } from '../sim/queue/QueueDiscipline';
import { type DropEvent, type MarkEvent, type Simulation } from '../sim/Simulation';
import { observeMeasureGrid } from '../sim/metrics/measureGrid';
import { F, G, Sampler, flowIndex, globalIndex, mergedRate, RATE_FLOW_FIELDS, RATE_GLOBAL_FIELDS, rowStride } from '../sim/metrics/Sampler';
import { PacketKind, type Packet } from '../sim/net/Packet';
import type { ValidScenario } from '../sim/scenario/Scenario';
import type { Pacer } from './hostClock';
import { DROP_STRIDE, MANY_SUMMARY_EVERY_MS, MANY_SUMMARY_ROWS, MAX_WIRE_PACKETS, SUMMARY_EVERY_MS, WIRE_ACK, WIRE_DATA, WIRE_STRIDE, WIRE_SYN, WIRE_SYN_ACK, type FlowInfo, type LinkInfo, type Reply, type Snapshot, type Speed } from './protocol';

/** Samples per wall-clock second the UI is sent while playing (their interval scales with speed)… */
export const SAMPLES_PER_WALL_SEC = 240;
/**
 * …and at most this many numbers a second (4 MB/s as Float64): a row grows with the flows (26
 * numbers each), and each is cloned to the page, stored and aggregated there. So up to about 80
 * flows are sampled 240 times a second, 200 flows about 96 times (a 20 s window at 10× still has
 * a sample every 3–4 pixels).
 */
export const MAX_NUMBERS_PER_WALL_SEC = 500_000;
/** Finest sample interval, simulated seconds. */
const MIN_SAMPLE_SEC = 0.004;
/** Samples over a whole run in "as fast as possible" mode. */
const MAX_MODE_SAMPLES = 4000;
export const SLIDING_JAIN_SEC = 5;
/**
 * Sample numbers (Float64) that may wait for the UI to pull them. A hidden tab stops pulling but the
 * run goes on; past this bound the pending rows are thinned (every other one kept, sampling slowed
 * to match) so memory stays flat however long the UI is away. 2^20 numbers = 8 MB.
 */
const MAX_PENDING_VALUES = 1 << 20;
/** Drop events that may wait for the UI (it draws at most the latest 2000 anyway). */
const MAX_PENDING_DROPS = 2000;

const linkInfo = (l: Simulation['links'][number]): LinkInfo => ({ id: l.id, name: l.link.name, role: l.role, rateBps: l.link.rateBps, delaySec: l.link.delaySec });

export class TraceBatcher {
  private sim: Simulation | null = null;
  private sampler = new Sampler(SLIDING_JAIN_SEC, MIN_SAMPLE_SEC);
  private nextSampleSec = 0;
  // Pending batch contents.
  private rows = new Float64Array(1024);
  private rowCount = 0;
  /** Sampling interval multiplier while pending rows are being thinned (1 after every pull). */
  private thinning = 1;
  private stride = 0;
  private drops: number[] = [];
  private changesSent = 0;
  private newFlows: FlowInfo[] = [];
  /** Links the UI has been told of (sim.links is append-only). */
  private linksSent = 0;
  /** Whether the UI asked for rows on the measurement grid (a lesson measures from them). */
  measureGrid = false;
  /** Measurement-grid rows not sent yet, in chunks of one width. */
  private gridChunks: { stride: number; rows: number[] }[] = [];
  /** The last grid row's time the UI has, or will have from the pending chunks: a replay does not send those again. */
  private gridSentSec = -Infinity;
  /** The last grid row's time in a batch already sent. */
  private gridFlushedSec = -Infinity;
  private gridScratch = new Float64Array(0);
  private gridSampler: Sampler | null = null;
  /** What the last batch of this run told the UI of the clock (null: no batch yet). */
  private told: { timeSec: number; running: boolean; finished: boolean; speed: Speed } | null = null;
  /** The next batch carries the summary whenever it is sent (a load, a reset, a seek, a flow added or removed came). */
  summaryWanted = true;
  /** Wall ms (the pacer's clock) when a batch last carried the summary. */
  private summarySentMs = -Infinity;

  constructor(
    private readonly send: (r: Reply) => void,
    private readonly pacer: Pacer,
    /** Runs the engine to a time (making on the way what a replay must make again) until a wall-clock deadline. */
    private readonly runEngine: (tSec: number, deadlineMs: number) => boolean,
  ) {}

  /** A new run: everything the UI was sent is forgotten, and it is told of the run's flows and links. */
  start(sim: Simulation, scenario: ValidScenario): void {
    this.sim = sim;
    this.told = null;
    this.sampler = new Sampler(SLIDING_JAIN_SEC, MIN_SAMPLE_SEC);
    this.rowCount = 0;
    this.thinning = 1;
    this.drops = [];
    this.changesSent = 0;
    this.newFlows = [];
    this.nextSampleSec = 0;
    sim.onDropEvent = (e: DropEvent) => this.onDrop(e);
    sim.onMarkEvent = (e: MarkEvent) => this.onDrop({ ...e, reason: QueueReason.Mark });
    this.gridChunks = [];
    this.gridSampler = null;
    this.gridSentSec = -Infinity;
    this.gridFlushedSec = -Infinity;
    this.watchGrid(sim);
    this.send({
      type: 'loaded',
      scenario,
      flows: sim.flows.map((_, i) => this.flowInfo(sim, i)),
      links: sim.links.map(linkInfo),
    });
    this.linksSent = sim.links.length;
    this.takeSample();
    this.nextSampleSec = this.sampleSec();
  }

  /**
   * Swaps in a rebuilt engine of the same scenario (same flows) that will replay to `toSec`,
   * keeping what the UI was told up to then.
   */
  adopt(sim: Simulation, toSec: number): void {
    this.gridFlushedSec = Math.min(this.gridFlushedSec, toSec);
    this.sim = sim;
    this.sampler = new Sampler(SLIDING_JAIN_SEC, MIN_SAMPLE_SEC);
    this.thinning = 1;
    sim.onDropEvent = (e: DropEvent) => this.onDrop(e);
    sim.onMarkEvent = (e: MarkEvent) => this.onDrop({ ...e, reason: QueueReason.Mark });
    // A replay: the rows the UI has up to where it is taken back stay; later ones will follow.
    this.gridChunks = [];
    this.gridSampler = null;
    this.gridSentSec = this.gridFlushedSec;
    this.watchGrid(sim);
  }

  /**
   * Replays the adopted engine to `toSec` without sampling, except for the last
   * SLIDING_JAIN_SEC, sampled into a scratch row so the sampler's rates and sliding index carry on
   * exactly; nothing recorded in the other future is sent.
   */
  replayTo(toSec: number): void {
    const next = this.need();
    const runTo = (at: number) => this.runEngine(at, Infinity);
    const quietTo = Math.max(0, toSec - SLIDING_JAIN_SEC);
    runTo(quietTo);
    const interval = this.sampleSec();
    const scratch = new Float64Array(rowStride(next.flows.length));
    for (let at = quietTo; ; at = Math.min(toSec, at + interval)) {
      runTo(at);
      this.sampler.sample(next, scratch, 0);
      if (at >= toSec) break;
    }
    this.nextSampleSec = next.now + interval;
    // What the UI already has up to `toSec` stays; nothing recorded in the other future is sent.
    this.rowCount = 0;
    this.drops = [];
    this.changesSent = next.changes.length;
  }

  /** A flow added to the running engine: the UI is told of it with the next batch. */
  flowAdded(i: number): void {
    const sim = this.need();
    this.newFlows.push(this.flowInfo(sim, i));
  }

  maxModeSampleSec(): number {
    return Math.max(MIN_SAMPLE_SEC, this.need().durationSec / MAX_MODE_SAMPLES);
  }

  private sampleSec(): number {
    const speed = this.pacer.speed;
    if (speed === 'max') return this.maxModeSampleSec();
    const perWallSec = Math.min(SAMPLES_PER_WALL_SEC, MAX_NUMBERS_PER_WALL_SEC / rowStride(this.need().flows.length));
    return Math.max(MIN_SAMPLE_SEC, speed / perWallSec);
  }

  private need(): Simulation {
    if (!this.sim) throw new RangeError('no scenario is loaded');
    return this.sim;
  }

  /** Runs towards `targetSec`, sampling on the way, until the wall-clock deadline. Returns whether it got there. */
  advance(targetSec: number, deadlineMs: number, interval = this.sampleSec()): boolean {
    const sim = this.need();
    while (sim.now < targetSec) {
      const t = Math.min(targetSec, this.nextSampleSec);
      this.runEngine(t, deadlineMs);
      if (sim.now >= this.nextSampleSec) {
        this.takeSample();
        this.nextSampleSec = sim.now + interval * this.thinning;
      }
      const nowMs = this.pacer.clock.nowMs();
      if (nowMs >= deadlineMs) return this.endRow(sim.now >= targetSec);
      this.pacer.reportProgress(nowMs);
    }
    return this.endRow(true);
  }

  /**
   * The run's last moment gets a row of its own: without it, a window that ends where the run ends
   * would miss its last fraction of a sample interval, by an amount that depends on the sampling
   * (a live run and its replay would measure it differently).
   */
  private endRow(result: boolean): boolean {
    const sim = this.need();
    if (sim.now >= sim.durationSec && this.sampler.sinceLast(sim.now) > 1e-9) this.takeSample();
    // The grid's times accumulate rounding: its last row may fall a hair before the end.
    if (sim.now >= sim.durationSec && this.gridSampler && this.gridSampler.sinceLast(sim.now) > 1e-9) this.gridRow(this.gridSampler, sim);
    return result;
  }

  private takeSample(): void {
    const sim = this.need();
    const stride = rowStride(sim.flows.length);
    if (stride !== this.stride && this.rowCount > 0) {
      // A flow was added: rows of different widths cannot share a batch; send what we have first.
      this.flush();
    }
    this.stride = stride;
    if (this.rowCount >= 2 && (this.rowCount + 1) * stride > MAX_PENDING_VALUES) this.thin();
    const need = (this.rowCount + 1) * stride;
    if (need > this.rows.length) {
      const grown = new Float64Array(Math.max(need, this.rows.length * 2));
      grown.set(this.rows.subarray(0, this.rowCount * stride));
      this.rows = grown;
    }
    this.sampler.sample(sim, this.rows, this.rowCount * stride);
    this.rowCount++;
  }

  /**
   * Halves the pending rows (keeping the first, the latest and every other one between) and the
   * sampling rate. A dropped row's rates are folded into the next kept row, so the bits a window
   * delivered do not depend on whether the run was thinned (a fast replay is, a live run is not).
   */
  private thin(): void {
    const { rows, stride } = this;
    const n = this.rowCount;
    const nFlows = (stride - G) / F;
    const rateOffsets = [...RATE_GLOBAL_FIELDS.map(globalIndex), ...Array.from({ length: nFlows }, (_, f) => RATE_FLOW_FIELDS.map((k) => G + f * F + flowIndex(k))).flat()];
    for (let i = 1; i < n - 1; i += 2) {
      const [t0, t1, t2] = [rows[(i - 1) * stride], rows[i * stride], rows[(i + 1) * stride]];
      for (const o of rateOffsets) rows[(i + 1) * stride + o] = mergedRate(t0, t1, t2, rows[i * stride + o], rows[(i + 1) * stride + o]);
    }
    let kept = 0;
    for (let i = 0; i < n; i++) {
      if (i % 2 === 0 || i === n - 1) rows.copyWithin(kept++ * stride, i * stride, (i + 1) * stride);
    }
    this.rowCount = kept;
    this.thinning *= 2;
  }

  /**
   * Whether a batch would tell the UI anything the last one did not: rows, drops, changes, flows,
   * links or grid rows since, or another time, state or speed. The network picture and the summary
   * are functions of those (and of commands, which the host counts itself).
   */
  get hasNews(): boolean {
    const sim = this.sim;
    const t = this.told;
    if (!sim || !t) return true;
    if (this.rowCount > 0 || this.drops.length > 0 || this.newFlows.length > 0 || this.gridChunks.length > 0) return true;
    if (sim.changes.length > this.changesSent || sim.links.length > this.linksSent) return true;
    return t.timeSec !== sim.now || t.running !== this.pacer.userRunning || t.finished !== sim.finished || t.speed !== this.pacer.speed;
  }

  /** Sends everything accumulated since the last batch. */
  flush(): void {
    const sim = this.sim;
    if (!sim) return;
    const changes = sim.changes.slice(this.changesSent);
    this.changesSent = sim.changes.length;
    const samples = this.rows.slice(0, this.rowCount * this.stride);
    this.rowCount = 0;
    this.thinning = 1;
    const drops = Float64Array.from(this.drops);
    this.drops = [];
    const newFlows = this.newFlows;
    this.newFlows = [];
    const newLinks = sim.links.slice(this.linksSent).map(linkInfo);
    this.linksSent = sim.links.length;
    const measured = this.measureGrid ? this.gridChunks.map((c) => ({ stride: c.stride, rows: Float64Array.from(c.rows) })) : undefined;
    this.gridChunks = [];
    this.gridFlushedSec = this.gridSentSec;
    this.told = { timeSec: sim.now, running: this.pacer.userRunning, finished: sim.finished, speed: this.pacer.speed };
    this.send({
      type: 'batch',
      timeSec: sim.now,
      running: this.pacer.userRunning,
      finished: sim.finished,
      speed: this.pacer.speed,
      samples,
      stride: this.stride,
      drops,
      snapshot: this.snapshot(sim),
      ...(this.summaryDue(sim, newFlows.length > 0) ? { summary: sim.summary() } : {}),
      changes,
      newFlows,
      newLinks,
      ...(measured ? { measured } : {}),
    });
  }

  /** Whether the batch being sent carries the summary (see the batch's `summary` in protocol.ts); if so, notes it sent. */
  private summaryDue(sim: Simulation, newFlows: boolean): boolean {
    // A playing run's ticks read the clock every few ms: their reading is recent enough here.
    const nowMs = this.pacer.lastTickMs;
    const every = sim.flows.length >= MANY_SUMMARY_ROWS ? MANY_SUMMARY_EVERY_MS : SUMMARY_EVERY_MS;
    if (!this.summaryWanted && !newFlows && this.pacer.userRunning && !sim.finished && nowMs - this.summarySentMs < every) return false;
    this.summaryWanted = false;
    this.summarySentMs = nowMs;
    return true;
  }

  /** Samples `sim` on the measurement grid from its start, when the UI asked for it. */
  private watchGrid(sim: Simulation): void {
    if (!this.measureGrid) return;
    observeMeasureGrid(sim, (sampler) => this.gridRow(sampler, sim));
  }

  private gridRow(sampler: Sampler, sim: Simulation): void {
    const stride = rowStride(sim.flows.length);
    if (this.gridScratch.length !== stride) this.gridScratch = new Float64Array(stride);
    // Sampled even when the UI has the row (a replay), so the sampler's rates carry on exactly.
    sampler.sample(sim, this.gridScratch, 0);
    this.gridSampler = sampler;
    if (sim.now <= this.gridSentSec) return;
    let c = this.gridChunks.at(-1);
    if (!c || c.stride !== stride) {
      c = { stride, rows: [] };
      this.gridChunks.push(c);
    }
    for (let k = 0; k < stride; k++) c.rows.push(this.gridScratch[k]);
    this.gridSentSec = sim.now;
  }

  private onDrop(e: DropEvent): void {
    const d = this.drops;
    d.push(e.atSec, e.linkId, e.flow, e.reason, e.ack ? 1 : 0);
    if (d.length >= 2 * MAX_PENDING_DROPS * DROP_STRIDE) d.splice(0, d.length - MAX_PENDING_DROPS * DROP_STRIDE);
  }

  private flowInfo(sim: Simulation, i: number): FlowInfo {
    const f = sim.flows[i];
    const c = f.config;
    const from = (c.path?.fromRouter ?? 1) - 1;
    const to = (c.path?.toRouter ?? sim.chain.length + 1) - 1;
    let oneWay = c.access.delaySec + c.egress.delaySec;
    for (let k = from; k < to; k++) oneWay += sim.chain[k].delaySec;
    return { index: i, name: f.name, variant: f.variant, startSec: c.startSec, ...(c.stopSec !== undefined ? { stopSec: c.stopSec } : {}), baseRttSec: 2 * oneWay, fromHop: from, toHop: to };
  }

  private snapshot(sim: Simulation): Snapshot {
    const queues = sim.chain.map((l) => l.queuedFlows());
    const wire: number[] = [];
    let omitted = 0;
    for (const { id, link } of sim.links) {
      link.forEachInFlight((p, start, arrive) => {
        if (wire.length >= MAX_WIRE_PACKETS * WIRE_STRIDE) {
          omitted++;
          return;
        }
        wire.push(id, p.flow, wireKind(p), start, arrive);
      });
    }
    return { timeSec: sim.now, queues, wire: Float64Array.from(wire), wireOmitted: omitted, queueObservables: sim.observeQueue() };
  }
}

/** A packet's kind as the picture draws it (Snapshot.wire): 0 data, 1 ACK, 2 SYN, 3 SYN-ACK. */
function wireKind(p: Packet): number {
  const ack = p.kind === PacketKind.Ack;
  return p.syn ? (ack ? WIRE_SYN_ACK : WIRE_SYN) : ack ? WIRE_ACK : WIRE_DATA;
}
