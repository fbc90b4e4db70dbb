// A paused lab costs next to nothing: once the engine answers a pull with "nothing new", the frame
// loop stops asking for animation frames and pulls once per RESTING_PULL_MS (the hang detector
// keeps running), and any command, or an answer with news, brings the frame-by-frame pulls back.
// A pull answered "nothing new" after a command went out does not count: the command is news.
import { afterEach, describe, expect, it } from 'vitest';
import { RESTING_PULL_MS } from '../../../src/ui/lab/LabModel';
import type { FrameClock } from '../../../src/ui/lab/frameClock';
import { disposeModels, flush, model } from './harness';

/** Frames and timers moved by hand; counts the frames asked for. */
class HandClock implements FrameClock {
  t = 0;
  framesAsked = 0;
  private frames = new Map<number, (t: number) => void>();
  private timers = new Map<number, { at: number; cb: () => void }>();
  private ids = 0;
  frame(cb: (t: number) => void): number {
    this.framesAsked++;
    this.frames.set(++this.ids, cb);
    return this.ids;
  }
  cancelFrame(id: number): void {
    this.frames.delete(id);
  }
  later(cb: () => void, ms: number): number {
    this.timers.set(++this.ids, { at: this.t + ms, cb });
    return this.ids;
  }
  cancelLater(id: number): void {
    this.timers.delete(id);
  }
  now(): number {
    return this.t;
  }
  get waitingFrames(): number {
    return this.frames.size;
  }
  get waitingTimers(): number {
    return this.timers.size;
  }
  /** Moves on 16 ms: runs the frames asked for, then the timers due. */
  async tick(): Promise<void> {
    this.t += 16;
    const frames = [...this.frames.values()];
    this.frames.clear();
    for (const f of frames) f(this.t);
    for (const [id, { at, cb }] of [...this.timers]) {
      if (at > this.t) continue;
      this.timers.delete(id);
      cb();
    }
    await flush();
  }
}

/** Counts the pulls the model's client sends. */
function countPulls(m: Awaited<ReturnType<typeof model>>): { n: number } {
  const count = { n: 0 };
  const send = m.client.send.bind(m.client);
  m.client.send = (cmd) => {
    if (cmd.type === 'pull') count.n++;
    send(cmd);
  };
  return count;
}

describe('the frame loop of a paused lab rests', () => {
  afterEach(disposeModels);

  it('asks for no frames once a paused run has nothing new, pulls every RESTING_PULL_MS, and wakes on Play', async () => {
    const m = await model();
    const clock = new HandClock();
    const pulls = countPulls(m);
    const stop = m.startFrames(clock);
    // The loaded run's first picture, then "nothing new".
    for (let i = 0; i < 5; i++) await clock.tick();
    expect(m.client.quiet).toBe(true);
    expect(clock.waitingFrames).toBe(0);
    expect(clock.waitingTimers).toBe(1);
    // Two seconds paused: no frames asked for, a pull every RESTING_PULL_MS.
    const [asked, pulled] = [clock.framesAsked, pulls.n];
    for (let i = 0; i < 125; i++) await clock.tick();
    expect(clock.framesAsked).toBe(asked);
    // (The first resting pull may come up to RESTING_PULL_MS into the two seconds.)
    expect(pulls.n - pulled).toBeGreaterThanOrEqual(2000 / RESTING_PULL_MS - 1);
    expect(pulls.n - pulled).toBeLessThanOrEqual(2000 / RESTING_PULL_MS);
    // Play: frames again, a pull each, and the run moves on.
    m.play();
    expect(m.client.quiet).toBe(false);
    expect(clock.waitingFrames).toBe(1);
    expect(clock.waitingTimers).toBe(0);
    const before = pulls.n;
    for (let i = 0; i < 30; i++) await clock.tick();
    expect(pulls.n - before).toBeGreaterThanOrEqual(25);
    expect(m.status.running).toBe(true);
    expect(m.status.timeSec).toBeGreaterThan(0);
    // Paused again: it rests again.
    m.pause();
    for (let i = 0; i < 5; i++) await clock.tick();
    expect(m.status.running).toBe(false);
    expect(clock.waitingFrames).toBe(0);
    stop();
    expect(clock.waitingTimers).toBe(0);
  });

  it('a "nothing new" that answers a pull sent before a command does not put the loop to rest', async () => {
    const m = await model();
    const clock = new HandClock();
    m.startFrames(clock);
    for (let i = 0; i < 5; i++) await clock.tick();
    expect(m.client.quiet).toBe(true);
    // The resting pull goes out, then Play, before the engine answers the pull.
    m.client.pull(clock.now());
    m.play();
    await flush();
    expect(m.client.quiet).toBe(false);
    expect(clock.waitingFrames).toBe(1);
  });
});

describe('a playing run is told to the views in animation frames', () => {
  afterEach(disposeModels);

  it('a playing run’s batch reaches the subscribers at the next frame (with its state in the model at once); a pause, at once', async () => {
    const m = await model();
    const clock = new HandClock();
    let told = 0;
    let inFrame = 0;
    m.subscribe(() => {
      told++;
      if (m.inFrame) inFrame++;
    });
    m.startFrames(clock);
    m.play();
    for (let i = 0; i < 10 && !m.status.running; i++) await clock.tick();
    expect(m.status.running).toBe(true);
    // A frame pulls; the batch arrives between frames: in the model, not yet told.
    const [t0, n0] = [m.status.timeSec, told];
    for (let i = 0; i < 20 && m.status.timeSec === t0; i++) {
      clock.t += 16;
      m.client.pull(clock.now());
      await flush();
    }
    expect(m.status.timeSec).toBeGreaterThan(t0);
    expect(told).toBe(n0);
    // The next frame tells it, once, from the frame.
    const f0 = inFrame;
    await clock.tick();
    expect([told, inFrame]).toEqual([n0 + 1, f0 + 1]);
    expect(m.inFrame).toBe(false);
    // Pause: the batch that says so is told when it arrives.
    const n1 = told;
    m.pause();
    m.client.pull(clock.now());
    await flush();
    expect(m.status.running).toBe(false);
    expect(told).toBeGreaterThan(n1);
  });
});
