// The host's clock: wall time and timers (injectable for tests), and the pacing that turns them
// into simulated time (play, pause, speed, the catch-up after a reload) in ticks that yield to messages.
import type { Simulation } from '../sim/Simulation';
import type { Speed } from './protocol';

/** Wall-clock and timers, injectable for tests. */
export interface HostClock {
  nowMs(): number;
  defer(fn: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

export const realClock: HostClock = {
  nowMs: () => performance.now(),
  defer: (fn, ms) => setTimeout(fn, ms),
  cancel: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Wall milliseconds of simulation per tick before the host yields to messages. */
const TICK_BUDGET_MS = 10;
/** Events the engine runs between two looks at the clock (a few ms of work, even when events are slow). */
const EVENTS_PER_SLICE = 2000;
/**
 * Wall ms after which a host still working through a long step or seek tells the UI how far it
 * got: the UI's watchdog takes a host that says nothing for seconds for a hung one.
 */
export const PROGRESS_EVERY_MS = 1000;

/** What the pacing drives: the engine now, and the sampled run towards a time. */
export interface PacedRun {
  engine(): Simulation | null;
  /** Runs towards `targetSec`, sampling, until the wall-clock deadline; returns whether it got there. */
  advance(targetSec: number, deadlineMs: number): boolean;
  /** Tells the UI how far a long piece of work has got. */
  progress(sim: Simulation): void;
}

export class Pacer {
  running = false;
  speed: Speed = 1;
  /** Running as fast as possible to this time after a (re)load, then `playAfterCatchUp`. */
  private catchUpToSec: number | null = null;
  private playAfterCatchUp = false;
  private anchorWallMs = 0;
  private anchorSimSec = 0;
  private timer: unknown = null;
  /** Wall ms when the latest tick began: the clock as the running engine last read it (no read of its own). */
  lastTickMs = -Infinity;
  /** When the current piece of work (a command, a tick) last told the UI its progress (NaN: not yet looked). */
  private reportedMs = NaN;

  constructor(
    readonly clock: HostClock,
    private readonly run: PacedRun,
  ) {}

  /** A new piece of work (a command) begins: its first look at the clock starts the progress interval. */
  beginWork(): void {
    this.reportedMs = NaN;
  }

  /** Whether the clock the user controls runs: during a catch-up, what it will do once there. */
  get userRunning(): boolean {
    // A page that read the catch-up itself as "running" toggled a Play into a pause.
    return this.catchUpToSec !== null ? this.playAfterCatchUp : this.running;
  }

  play(): void {
    const sim = this.run.engine();
    if (!sim || sim.finished) return;
    if (this.catchUpToSec !== null) {
      this.playAfterCatchUp = true;
      return;
    }
    this.running = true;
    this.anchor();
    this.schedule();
  }

  pause(): void {
    this.running = false;
    this.playAfterCatchUp = false;
  }

  /** Stops the clock and ends a catch-up where the engine is (a step: what comes after it is the user's to say). */
  stop(): void {
    this.running = false;
    this.catchUpToSec = null;
  }

  /** Stops the clock and any catch-up, and forgets what was to follow it (a seek, a rebuilt engine). */
  halt(): void {
    this.running = false;
    this.catchUpToSec = null;
    this.playAfterCatchUp = false;
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
    this.anchor();
  }

  /** Runs as fast as possible to `toSec` in the background (ticks yield to messages), then pauses or plays. */
  catchUp(sim: Simulation, toSec: number, play: boolean): void {
    this.catchUpToSec = Math.min(toSec, sim.durationSec);
    this.playAfterCatchUp = play;
    this.running = true;
    this.schedule();
  }

  /** Stops the clock (the host is being discarded). */
  dispose(): void {
    this.running = false;
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
  }

  private anchor(): void {
    this.anchorWallMs = this.clock.nowMs();
    this.anchorSimSec = this.run.engine()?.now ?? 0;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = this.clock.defer(() => {
      this.timer = null;
      this.tick();
    }, this.speed === 'max' || this.catchUpToSec !== null ? 0 : 4);
  }

  private tick(): void {
    const sim = this.run.engine();
    if (!this.running || !sim) return;
    const start = this.clock.nowMs();
    this.lastTickMs = start;
    this.reportedMs = start;
    if (this.catchUpToSec !== null) {
      // Bringing a restarted run back to where it was: as fast as possible, yielding every tick.
      if (this.run.advance(this.catchUpToSec, start + TICK_BUDGET_MS)) {
        this.catchUpToSec = null;
        this.running = this.playAfterCatchUp && !sim.finished;
        this.anchor();
      }
      if (this.running) this.schedule();
      return;
    }
    const target =
      this.speed === 'max' ? sim.durationSec : Math.min(sim.durationSec, this.anchorSimSec + ((start - this.anchorWallMs) / 1000) * this.speed);
    const reached = this.run.advance(target, start + TICK_BUDGET_MS);
    if (this.speed !== 'max' && !reached) this.anchor(); // too slow for this speed: don't try to catch up later
    if (sim.finished) this.running = false;
    if (this.running) this.schedule();
  }

  /**
   * Runs the engine to `tSec` a slice of events at a time, telling the UI how far it got every
   * PROGRESS_EVERY_MS of work (a long step or seek holds the worker that long); stops early
   * (returns false) once the wall clock reaches `deadlineMs`.
   */
  runSliced(sim: Simulation, tSec: number, deadlineMs: number): boolean {
    while (!sim.runSome(tSec, EVENTS_PER_SLICE)) {
      const nowMs = this.clock.nowMs();
      if (nowMs >= deadlineMs) return false;
      this.reportProgress(nowMs);
    }
    return true;
  }

  /** Sends `progress` if PROGRESS_EVERY_MS have passed since the work began or was last reported. */
  reportProgress(nowMs: number): void {
    if (Number.isNaN(this.reportedMs)) {
      this.reportedMs = nowMs;
    } else if (nowMs - this.reportedMs >= PROGRESS_EVERY_MS) {
      const sim = this.run.engine();
      if (sim) this.run.progress(sim);
      this.reportedMs = nowMs;
    }
  }
}
