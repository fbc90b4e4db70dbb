// The lab's state on the UI side, outside React: the scenario as the user has shaped it (live
// edits included, so a reset or a crash recovery rebuilds exactly that), what the host reported
// (flows, time, summary, the network picture), and the trace store. Components subscribe to the
// slices they draw; per-frame data never re-renders the whole app.
import { expandScenario } from '../../sim/scenario/expand';
import { parseScenario, type FlowConfig, type QueueConfig, type Scenario } from '../../sim/scenario/Scenario';
import type { SimSummary } from '../../sim/Simulation';
import { DROP_STRIDE, type FlowInfo, type LinkInfo, type Reply, type Snapshot, type Speed } from '../../worker/protocol';
import { LabClient, type Transport } from './LabClient';
import { TraceStore } from './TraceStore';

export interface LabStatus {
  timeSec: number;
  running: boolean;
  finished: boolean;
  speed: Speed;
}

export interface Notice {
  id: number;
  kind: 'error' | 'info';
  text: string;
}

/** Wall ms between summary-table updates (the table need not change 60 times a second). */
const SUMMARY_EVERY_MS = 250;

export class LabModel {
  scenario: Scenario | null = null;
  flows: FlowInfo[] = [];
  links: LinkInfo[] = [];
  hidden: ReadonlySet<number> = new Set();
  status: LabStatus = { timeSec: 0, running: false, finished: false, speed: 1 };
  summary: SimSummary | null = null;
  snapshot: Snapshot | null = null;
  /** Wall-clock ms (performance.now) when `snapshot` arrived, for interpolating packet positions. */
  snapshotAtMs = 0;
  notices: Notice[] = [];
  readonly store = new TraceStore();
  readonly client: LabClient;

  private listeners = new Set<() => void>();
  private summaryAtMs = -Infinity;
  private noticeId = 0;
  private raf = 0;
  private speedWanted: Speed = 1;

  constructor(makeWorker?: (() => Worker) | null) {
    this.client = new LabClient(
      {
        reply: (r) => this.onReply(r),
        crashed: (message) => this.onCrash(message),
      },
      makeWorker,
    );
  }

  get transport(): Transport {
    return this.client.transport;
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private emit(): void {
    for (const fn of this.listeners) fn();
  }

  /** Starts pulling batches once per animation frame; returns the function that stops it. */
  startFrames(raf: (cb: (t: number) => void) => number = requestAnimationFrame, cancel: (h: number) => void = cancelAnimationFrame): () => void {
    cancel(this.raf);
    const frame = (t: number) => {
      this.client.pull(t);
      this.raf = raf(frame);
    };
    this.raf = raf(frame);
    return () => cancel(this.raf);
  }

  /** Stops the engine for good (tests; the page itself just closes). */
  dispose(): void {
    this.client.dispose();
  }

  // ------------------------------------------------------------------ commands

  /** Loads a scenario (anything: it is validated). Returns the problems, or [] when it was accepted. */
  load(input: unknown): string[] {
    const r = parseScenario(input);
    if (!r.ok) return r.errors;
    this.client.send({ type: 'load', scenario: r.scenario });
    this.client.send({ type: 'speed', speed: this.speedWanted });
    return [];
  }

  play(): void {
    this.client.send({ type: 'play' });
  }

  pause(): void {
    this.client.send({ type: 'pause' });
  }

  togglePlay(): void {
    if (this.status.running) this.pause();
    else this.play();
  }

  step(dtSec: number): void {
    this.client.send({ type: 'step', dtSec });
  }

  /** Back to t = 0 with the scenario as it now stands (live edits included). */
  reset(): void {
    if (this.scenario) this.load(this.scenario);
  }

  setSpeed(speed: Speed): void {
    this.speedWanted = speed;
    this.client.send({ type: 'speed', speed });
  }

  setFlowParam(flow: number, key: string, value: number): void {
    this.client.send({ type: 'setFlowParam', flow, key, value });
    this.editFlow(flow, (f) => ({ ...f, [key]: value }) as FlowConfig);
  }

  setLink(patch: { rateBps?: number; delaySec?: number; bufferPackets?: number }): void {
    this.client.send({ type: 'setLink', index: 0, patch });
    if (this.scenario) this.setScenario({ ...this.scenario, bottleneck: { ...this.scenario.bottleneck, ...patch } });
  }

  setQueue(queue: QueueConfig): void {
    this.client.send({ type: 'setQueue', index: 0, queue });
    if (this.scenario) this.setScenario({ ...this.scenario, bottleneck: { ...this.scenario.bottleneck, queue } });
  }

  /**
   * The time a live add or stop takes effect: now, rounded up to the millisecond, so the
   * scenario (and its link) records a short number and replays exactly what was run.
   */
  private liveTime(): number {
    return Math.ceil(this.status.timeSec * 1000 - 1e-6) / 1000;
  }

  /** Adds a flow now; in the scenario it starts at the current time (so a reset replays it). */
  addFlow(flow: Record<string, unknown>): string[] {
    const startSec = Math.max(this.liveTime(), Number(flow.startSec ?? 0));
    const probe = parseScenario({ version: 1, flows: [{ ...flow, startSec }] });
    if (!probe.ok) return probe.errors.map((e) => e.replace(/^flows\[0\]\.?/, ''));
    const cfg = probe.scenario.flows[0];
    this.client.send({ type: 'addFlow', flow: cfg });
    if (this.scenario) {
      const s = expandScenario(this.scenario);
      this.setScenario({ ...s, flows: [...s.flows, cfg] });
    }
    return [];
  }

  /** Stops a flow sending new data; in the scenario it gets a stop time of now. */
  stopFlow(flow: number): void {
    this.endFlow(flow, false);
  }

  /**
   * Removes a flow from the experiment: it stops, and is left out of charts and fairness. The
   * scenario records the stop (a reset or a link replays the flow up to then, and shows it).
   */
  removeFlow(flow: number): void {
    this.endFlow(flow, true);
    this.hidden = new Set([...this.hidden, flow]);
    this.emit();
  }

  private endFlow(flow: number, remove: boolean): void {
    const current = this.scenario ? expandScenario(this.scenario).flows[flow] : undefined;
    const atSec = Math.min(current?.stopSec ?? Infinity, Math.max(this.liveTime(), (current?.startSec ?? 0) + 0.001));
    this.client.send({ type: 'stopFlow', flow, remove, atSec });
    this.editFlow(flow, (f) => ({ ...f, stopSec: atSec }));
  }

  /** Kills the worker, as a crash would (for demonstrating and testing recovery). */
  killWorker(): void {
    this.client.kill();
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
    this.emit();
  }

  notify(kind: Notice['kind'], text: string): void {
    this.notices = [...this.notices.slice(-4), { id: ++this.noticeId, kind, text }];
    this.emit();
  }

  // ------------------------------------------------------------------ replies

  private editFlow(flow: number, edit: (f: FlowConfig) => FlowConfig): void {
    if (!this.scenario) return;
    const s = expandScenario(this.scenario);
    if (!s.flows[flow]) return;
    const flows = s.flows.slice();
    flows[flow] = edit(flows[flow]);
    this.setScenario({ ...s, flows });
  }

  private setScenario(s: Scenario): void {
    this.scenario = s;
    this.emit();
  }

  private onReply(r: Reply): void {
    switch (r.type) {
      case 'loaded':
        this.scenario = r.scenario;
        this.flows = r.flows;
        this.links = r.links;
        this.hidden = new Set();
        this.store.clear();
        this.summary = null;
        this.snapshot = null;
        this.status = { ...this.status, timeSec: 0, running: false, finished: false };
        this.emit();
        return;
      case 'batch': {
        const now = performance.now();
        this.store.append(r.samples, r.stride);
        this.store.addDrops(r.drops, DROP_STRIDE);
        for (const c of r.changes) this.store.addMarker({ atSec: c.atSec, label: c.what });
        if (r.newFlows.length > 0) {
          this.flows = [...this.flows, ...r.newFlows];
          // The host started each new flow at its own clock: record that start in the scenario.
          for (const info of r.newFlows) this.editFlow(info.index, (f) => ({ ...f, startSec: info.startSec }));
        }
        this.snapshot = r.snapshot;
        this.snapshotAtMs = now;
        const s = this.status;
        const statusChanged = s.timeSec !== r.timeSec || s.running !== r.running || s.finished !== r.finished || s.speed !== r.speed;
        if (statusChanged) this.status = { timeSec: r.timeSec, running: r.running, finished: r.finished, speed: r.speed };
        const summaryDue = now - this.summaryAtMs >= SUMMARY_EVERY_MS || !r.running;
        if (summaryDue && (statusChanged || this.summary === null)) {
          this.summary = r.summary;
          this.summaryAtMs = now;
        }
        this.emit();
        return;
      }
      case 'rejected':
        this.notify('error', r.message);
        return;
      case 'fatal':
        return; // handled by the client as a crash
    }
  }

  private onCrash(message: string): void {
    this.notify(
      'error',
      `The simulation stopped unexpectedly (${message}). It has been restarted from your current scenario, at t = 0; nothing you set up was lost.`,
    );
    if (this.scenario) this.load(this.scenario);
  }
}
