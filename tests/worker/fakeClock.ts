// A clock for SimHost tests that the test moves by hand: deferred callbacks run when it says so.
import type { HostClock } from '../../src/worker/SimHost';

/** A clock the test moves by hand; deferred callbacks run when the test says so. */
export class FakeClock implements HostClock {
  ms = 0;
  /** Wall milliseconds each reading of the clock costs (models a machine busy computing). */
  costPerRead = 0;
  private queue: { at: number; fn: () => void }[] = [];
  nowMs = () => {
    const v = this.ms;
    this.ms += this.costPerRead;
    return v;
  };
  defer = (fn: () => void, ms: number) => {
    const job = { at: this.ms + ms, fn };
    this.queue.push(job);
    return job;
  };
  cancel = (h: unknown) => {
    this.queue = this.queue.filter((j) => j !== h);
  };
  /** Moves wall time forward, running due callbacks. */
  advance(ms: number): void {
    const end = this.ms + ms;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at);
      const job = this.queue[0];
      if (!job || job.at > end) break;
      this.queue.shift();
      this.ms = Math.max(this.ms, job.at);
      job.fn();
    }
    this.ms = Math.max(this.ms, end);
  }
}
