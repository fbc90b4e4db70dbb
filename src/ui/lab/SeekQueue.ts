// Seeks on their way to the engine: one at a time, later ones merged into the latest target
// (a dragged timeline asks for many), and the promises of everyone waiting for where it lands.
import type { Command } from '../../worker/protocol';

export class SeekQueue {
  private seekSeq = 0;
  /** The seek the host is doing (its sequence number), and its target. */
  private inFlight: number | null = null;
  private inFlightSec = 0;
  /** The latest target asked for while one was under way. */
  private next: { toSec: number; branch: boolean } | null = null;
  private waiters: { resolve: (t: number) => void; reject: (e: Error) => void }[] = [];

  constructor(private readonly send: (cmd: Command) => void) {}

  /** Asks for `toSec` (already clamped to the run); resolves with the time reached, or rejects with why not. */
  request(toSec: number, branch: boolean): Promise<number> {
    const promise = new Promise<number>((resolve, reject) => this.waiters.push({ resolve, reject }));
    const next = { toSec, branch: branch || (this.next?.branch ?? false) };
    // A branch goes at once: the edit that made it follows, and must find the timeline cut.
    if (this.inFlight === null || branch) this.sendSeek(next);
    else this.next = next;
    return promise;
  }

  private sendSeek(s: { toSec: number; branch: boolean }): void {
    const seq = ++this.seekSeq;
    this.inFlight = seq;
    this.inFlightSec = s.toSec;
    this.next = null;
    this.send({ type: 'seek', toSec: s.toSec, seq, ...(s.branch ? { branch: true } : {}) });
  }

  /** Whether `seq` is the seek the host is doing (an older answer is stale). */
  isCurrent(seq: number): boolean {
    return seq === this.inFlight;
  }

  get busy(): boolean {
    return this.inFlight !== null;
  }

  /**
   * The time the engine is at for the next command, given the clock on screen: a seek under way
   * has already moved it there (the clock on screen follows when it is done).
   */
  engineSec(screenSec: number): number {
    return this.inFlight === null ? screenSec : (this.next?.toSec ?? this.inFlightSec);
  }

  /** The host finished the current seek (at a time) or refused it: the next one goes, or the waiters hear. */
  done(timeSec: number | Error): void {
    this.inFlight = null;
    if (this.next) {
      this.sendSeek(this.next);
      return;
    }
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) {
      if (typeof timeSec === 'number') w.resolve(timeSec);
      else w.reject(timeSec);
    }
  }

  /** The engine stopped: nothing queued goes, and everyone waiting hears why. */
  abandon(why: Error): void {
    if (this.inFlight === null) return;
    this.next = null;
    this.done(why);
  }
}
