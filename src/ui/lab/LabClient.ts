// The UI's end of the simulation: starts the worker (or, where no worker can start, the same
// host on the main thread), sends typed commands, pulls one batch per animation frame, and
// restarts the worker when it throws, dies or stops answering.
import type { SimHost } from '../../worker/SimHost';
import type { Command, Reply } from '../../worker/protocol';

export type Transport = 'worker' | 'main-thread';

export interface ClientEvents {
  reply(r: Reply): void;
  /** The worker failed; the client has already started a fresh one (load a scenario into it). */
  crashed(message: string): void;
}

/**
 * How long a pull may go unanswered while the page itself is alive before the worker counts as
 * hung, ms. Only frame-to-frame time is counted, each gap at most MAX_FRAME_GAP_MS: a page that
 * was frozen (a closed lid, a debugger, a busy or hidden tab) comes back to its worker's answer
 * waiting in the queue, and the long gap must not count as the worker's silence.
 */
export const HANG_MS = 8000;
/** The longest frame gap counted towards HANG_MS; a longer one is the page's own freeze. */
export const MAX_FRAME_GAP_MS = 250;

export class LabClient {
  private worker: Worker | null = null;
  private host: SimHost | null = null;
  /** Commands sent while the main-thread host is still loading. */
  private backlog: Command[] = [];
  private hostLoading = false;
  private pullOutstanding = false;
  /** Page-alive ms the outstanding pull has waited (frame gaps, each capped). */
  private waitedMs = 0;
  private lastFrameMs: number | null = null;
  /** Whether the page did work of its own since the last frame (see pageBusy). */
  private busySinceFrame = false;
  private disposed = false;
  /** The engine's last answer to a pull was that it has nothing new, and nothing was asked of it since. */
  private quietNow = false;
  /** A command went out after the outstanding pull: that pull's answer may be from before it. */
  private commandSincePull = false;
  /** Called when the client stops being quiet (the frame loop's wake-up). */
  onWake: (() => void) | null = null;
  transport: Transport = 'worker';
  /** Resolves once commands are being handled (immediately for a worker; after loading the engine otherwise). */
  ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly events: ClientEvents,
    private readonly makeWorker: (() => Worker) | null = defaultWorker,
  ) {
    this.start();
  }

  private start(): void {
    this.pullOutstanding = false;
    this.waitedMs = 0;
    this.setQuiet(false);
    if (this.makeWorker) {
      try {
        const w = this.makeWorker();
        w.onmessage = (e: MessageEvent<Reply>) => this.receive(e.data);
        w.onerror = (e: ErrorEvent) => {
          e.preventDefault();
          this.fail(e.message || 'the simulation worker failed');
        };
        w.onmessageerror = () => this.fail('a message from the simulation worker could not be read');
        this.worker = w;
        this.transport = 'worker';
        return;
      } catch {
        // No worker here (old browser, blocked by policy): run the same host on this thread.
      }
    }
    // The fallback loads the engine on demand, so the usual worker path keeps it out of the page's bundle.
    this.transport = 'main-thread';
    this.hostLoading = true;
    this.ready = import('../../worker/SimHost').then(({ SimHost }) => {
      if (this.disposed) return;
      this.host = new SimHost((r) => queueMicrotask(() => this.receive(r)));
      this.hostLoading = false;
      const pending = this.backlog;
      this.backlog = [];
      for (const c of pending) this.send(c);
    });
  }

  send(cmd: Command): void {
    if (this.disposed) return;
    if (cmd.type !== 'pull') {
      this.commandSincePull = true;
      this.setQuiet(false);
    }
    if (this.worker) {
      this.worker.postMessage(cmd);
      return;
    }
    if (this.hostLoading || !this.host) {
      this.backlog.push(cmd);
      return;
    }
    try {
      this.host!.handle(cmd);
    } catch (e) {
      this.fail(e instanceof Error ? e.message : String(e));
    }
  }

  /**
   * The page is working through its own work (an edit checked and sent, e.g. one of a flood from
   * an embedding page): the worker's answers wait behind it in the page's queue, so the frames
   * until the next one do not count as the worker's silence.
   */
  pageBusy(): void {
    this.busySinceFrame = true;
  }

  /**
   * Whether the engine has nothing new for the page: its last answer said so (a paused or finished
   * run, or nothing loaded) and nothing was asked of it since. Until a command goes out or an answer
   * brings news, the page may pull far less often than every frame.
   */
  get quiet(): boolean {
    return this.quietNow;
  }

  private setQuiet(quiet: boolean): void {
    if (quiet === this.quietNow) return;
    this.quietNow = quiet;
    if (!quiet) this.onWake?.();
  }

  /** Asks for the next batch unless one is already on its way. Call once per animation frame. */
  pull(nowMs: number): void {
    const gap = this.lastFrameMs === null || this.busySinceFrame ? 0 : Math.min(Math.max(nowMs - this.lastFrameMs, 0), MAX_FRAME_GAP_MS);
    this.busySinceFrame = false;
    this.lastFrameMs = nowMs;
    if (this.pullOutstanding) {
      this.waitedMs += gap;
      if (this.waitedMs > HANG_MS) this.fail(`the simulation stopped answering for ${HANG_MS / 1000} s`);
      return;
    }
    this.pullOutstanding = true;
    this.commandSincePull = false;
    this.waitedMs = 0;
    this.send({ type: 'pull' });
  }

  /** Terminates the worker the hard way (used by the lab's "kill worker" test control). */
  kill(): void {
    this.fail('the simulation worker was terminated');
  }

  dispose(): void {
    this.disposed = true;
    this.worker?.terminate();
    this.host?.dispose();
  }

  private receive(r: Reply): void {
    if (this.disposed) return;
    // Any message shows the worker alive (a busy one sends `progress` every second); a batch (or
    // "nothing loaded", or "nothing new") answers the pull.
    this.waitedMs = 0;
    if (r.type === 'progress') return;
    if (r.type === 'batch' || r.type === 'idle' || r.type === 'unchanged') this.pullOutstanding = false;
    // "Nothing new" holds only if no command went out after the pull it answers.
    this.setQuiet((r.type === 'unchanged' || r.type === 'idle') && !this.commandSincePull);
    if (r.type === 'fatal') {
      this.fail(r.message);
      return;
    }
    this.events.reply(r);
  }

  private fail(message: string): void {
    if (this.disposed) return;
    this.worker?.terminate();
    this.worker = null;
    this.host?.dispose();
    this.host = null;
    this.start();
    this.events.crashed(message);
  }
}

function defaultWorker(): Worker {
  if (typeof Worker === 'undefined') throw new Error('Web Workers are not available');
  return new Worker(new URL('../../worker/sim.worker.ts', import.meta.url), { type: 'module', name: 'simulation' });
}
