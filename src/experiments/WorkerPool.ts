// A pool of long-lived workers that run scenarios (the Runner of the browser's Web Workers and of
// Node's worker threads: each adapter only says how to start one worker). Workers stay alive and
// warm from run to run and sweep to sweep. Each worker holds up to `depth` runs, so it starts the
// next the moment it posts a result instead of waiting for a busy main thread to send one; a busy
// worker is given a second run only while more are waiting than there are workers, so at the end
// no worker idles while another still has a run queued. Runs go out in the order they were asked
// for (runSweep asks longest first), each to the worker with the fewest.
import { CancelledError, type CancelToken, type Runner } from './Runner';
import type { PoolReply, PoolRequest } from './poolProtocol';
import type { MeasureSpec, MeasuredRun } from './measuredRun';
import type { RunSummary } from './runSummary';
import type { ScenarioInput } from '../sim/scenario/Scenario';

/** One worker as the pool drives it. */
export interface PoolWorker {
  post(request: PoolRequest): void;
  terminate(): void;
}

/**
 * Starts one worker: its replies go to `onReply`, and `onError` hears when it failed to start or
 * died (with a message for the user).
 */
export type StartWorker = (onReply: (reply: PoolReply) => void, onError: (message: string) => void) => PoolWorker;

/** What a run asks of its worker: the summary, or the measured numbers only. */
type Ask = { type: 'run'; scenario: ScenarioInput } | { type: 'measure'; scenario: ScenarioInput; spec: MeasureSpec };

interface Pending {
  id: number;
  ask: Ask;
  cancel?: CancelToken;
  /** With the reply's summary ('run') or numbers ('measure'). */
  resolve: (r: RunSummary | MeasuredRun) => void;
  reject: (e: Error) => void;
  /** Unsubscribes from `cancel`. */
  stop?: () => void;
}

interface Member {
  /** Null after it died: a new one starts when a run is next given to this member. */
  worker: PoolWorker | null;
  /** Runs posted to it and not yet answered, in the order it runs them. */
  held: Pending[];
  warmed: boolean;
  /** The warm-up it is running: its id and what to call when it ends (answered, or the worker gone). */
  warming: { id: number; end: () => void; done: Promise<void> } | null;
}

export class WorkerPool implements Runner {
  /** Runs the pool takes at once: its workers, each with `depth` (the sweep keeps that many asked). */
  readonly slots: number;
  private readonly members: Member[];
  private readonly queue: Pending[] = [];
  private warmUp: { scenarios: ScenarioInput[]; events: number; spec?: MeasureSpec } | null = null;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly start: StartWorker,
    readonly workers: number,
    readonly depth = 2,
  ) {
    if (!(Number.isInteger(workers) && workers >= 1)) throw new Error(`a pool needs a whole number of workers ≥ 1, not ${workers}`);
    if (!(Number.isInteger(depth) && depth >= 1)) throw new Error(`a worker holds a whole number of runs ≥ 1, not ${depth}`);
    this.slots = workers * depth;
    this.members = Array.from({ length: workers }, () => this.member());
  }

  private member(): Member {
    const m: Member = { worker: null, held: [], warmed: false, warming: null };
    this.startWorker(m);
    return m;
  }

  private startWorker(m: Member): PoolWorker {
    const w = this.start(
      (reply) => {
        if (m.worker === w) this.onReply(m, reply);
      },
      (message) => {
        if (m.worker === w) this.onError(m, message);
      },
    );
    m.worker = w;
    m.warmed = false;
    this.endWarmUp(m);
    if (this.warmUp) this.sendWarmUp(m, w);
    return w;
  }

  private sendWarmUp(m: Member, w: PoolWorker): void {
    const id = this.nextId++;
    let end = () => {};
    const done = new Promise<void>((resolve) => (end = resolve));
    m.warmed = true;
    m.warming = { id, end, done };
    w.post({ type: 'warm', id, ...this.warmUp! });
  }

  private endWarmUp(m: Member): void {
    m.warming?.end();
    m.warming = null;
  }

  /**
   * Has every worker not yet warmed run `scenarios` until the engine has dispatched `events` events
   * (and every worker started later, after a cancel or a crash), so that the first real runs are
   * not slowed by compiling the engine. Runs asked for meanwhile wait behind it. The default, a
   * million events, is about 0.1 s of a warm engine: in Node a cold Tsang sweep of 52 runs took
   * 750 ms of CPU, and 530 ms after it. Give one scenario of each kind the sweep runs
   * (sweep.ts: warmScenarios), and the sweep's `spec` to compile the measuring too: code a warm-up
   * never ran is compiled during the sweep.
   */
  warm(scenarios: readonly ScenarioInput[], events = 1_000_000, spec?: MeasureSpec): Promise<void> {
    if (this.closed || scenarios.length === 0) return Promise.resolve();
    this.warmUp = { scenarios: [...scenarios], events, ...(spec ? { spec } : {}) };
    for (const m of this.members) if (m.worker && !m.warmed) this.sendWarmUp(m, m.worker);
    return this.warmedUp();
  }

  /** Resolves when no worker is warming up (a worker that dies meanwhile counts as done). */
  async warmedUp(): Promise<void> {
    await Promise.all(this.members.map((m) => m.warming?.done));
  }

  run(scenario: ScenarioInput, cancel?: CancelToken): Promise<RunSummary> {
    return this.ask({ type: 'run', scenario }, cancel) as Promise<RunSummary>;
  }

  /** Runs `scenario` in a worker, which measures it there and sends back only the numbers. */
  measure(scenario: ScenarioInput, spec: MeasureSpec, cancel?: CancelToken): Promise<MeasuredRun> {
    return this.ask({ type: 'measure', scenario, spec }, cancel) as Promise<MeasuredRun>;
  }

  private ask(ask: Ask, cancel?: CancelToken): Promise<RunSummary | MeasuredRun> {
    if (this.closed) return Promise.reject(new Error('the run pool is closed'));
    if (cancel?.cancelled) return Promise.reject(new CancelledError());
    return new Promise<RunSummary | MeasuredRun>((resolve, reject) => {
      const p: Pending = { id: this.nextId++, ask, cancel, resolve, reject };
      p.stop = cancel?.onCancel(() => this.cancelRun(p));
      this.queue.push(p);
      this.dispatch();
    });
  }

  /** Hands queued runs to workers with room: the least loaded first, a second run only while plenty wait. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      let best: Member | undefined;
      for (const m of this.members) if (m.held.length < this.depth && (!best || m.held.length < best.held.length)) best = m;
      if (!best || (best.held.length > 0 && this.queue.length <= this.members.length)) return;
      const p = this.queue.shift()!;
      best.held.push(p);
      (best.worker ?? this.startWorker(best)).post({ ...p.ask, id: p.id });
    }
  }

  private onReply(m: Member, reply: PoolReply): void {
    // A warm-up ends with its answer, 'warmed' or 'failed' (a scenario or measure that cannot run: the sweep's runs will say why).
    if (m.warming?.id === reply.id) {
      this.endWarmUp(m);
      return;
    }
    if (reply.type === 'warmed') return;
    const i = m.held.findIndex((p) => p.id === reply.id);
    if (i < 0) return;
    const [p] = m.held.splice(i, 1);
    p.stop?.();
    if (reply.type === 'done') p.resolve(reply.summary);
    else if (reply.type === 'measured') p.resolve({ values: reply.values, wallSec: reply.wallSec });
    else p.reject(new Error(reply.error));
    this.dispatch();
  }

  /**
   * A worker that died (or never started) fails the runs it held; a new one starts when this member
   * is next given a run (not at once: a worker that cannot start would fail again and again).
   */
  private onError(m: Member, message: string): void {
    m.worker?.terminate();
    m.worker = null;
    this.endWarmUp(m);
    for (const p of m.held.splice(0)) {
      p.stop?.();
      p.reject(new Error(message || 'a run worker failed'));
    }
    this.dispatch();
  }

  /**
   * A cancelled run still waiting is dropped; one a worker holds stops that worker (a run cannot be
   * interrupted otherwise), and the worker's other runs go back to the head of the queue.
   */
  private cancelRun(p: Pending): void {
    const q = this.queue.indexOf(p);
    if (q >= 0) {
      this.queue.splice(q, 1);
      p.reject(new CancelledError());
      return;
    }
    const m = this.members.find((m) => m.held.includes(p));
    if (!m) return;
    const others = m.held.splice(0).filter((o) => o !== p);
    m.worker?.terminate();
    // A fresh worker at once (warmed as the others), ready for the next sweep.
    this.startWorker(m);
    p.reject(new CancelledError());
    for (const o of others.filter((o) => o.cancel?.cancelled)) {
      o.stop?.();
      o.reject(new CancelledError());
    }
    this.queue.unshift(...others.filter((o) => !o.cancel?.cancelled));
    this.dispatch();
  }

  /** Ends the workers; runs not finished are rejected as cancelled. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    const pending = [...this.queue.splice(0), ...this.members.flatMap((m) => m.held.splice(0))];
    for (const m of this.members) {
      m.worker?.terminate();
      this.endWarmUp(m);
    }
    for (const p of pending) {
      p.stop?.();
      p.reject(new CancelledError());
    }
  }
}
