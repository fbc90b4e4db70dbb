// The hang detector counts how long the page itself waited, not wall-clock time: a frozen page
// (a closed lid, a debugger, a busy tab) must not make a healthy worker look hung.
import { describe, expect, it } from 'vitest';
import { HANG_MS, LabClient, MAX_FRAME_GAP_MS } from '../../../src/ui/lab/LabClient';
import type { Command, Reply } from '../../../src/worker/protocol';

/** A worker that records what it is sent and answers only when the test says so. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: Command[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<Reply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(c: Command): void {
    this.sent.push(c);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(r: Reply): void {
    this.onmessage?.({ data: r } as MessageEvent<Reply>);
  }
}

function client() {
  FakeWorker.made = [];
  const crashes: string[] = [];
  const c = new LabClient({ reply: () => {}, crashed: (m) => crashes.push(m) }, () => new FakeWorker() as unknown as Worker);
  return { c, crashes, worker: () => FakeWorker.made.at(-1)! };
}

const pulls = (w: FakeWorker) => w.sent.filter((x) => x.type === 'pull').length;

describe('LabClient liveness', () => {
  it('a page frozen for 30 s, whose worker answered meanwhile, does not count as a hang', () => {
    const { c, crashes, worker } = client();
    const w = worker();
    c.pull(0);
    c.pull(16);
    // The page freezes; at 30 016 ms its first frame runs before the queued answer is delivered.
    c.pull(30_016);
    expect(crashes).toEqual([]);
    w.answer({ type: 'idle' });
    c.pull(30_032);
    expect(pulls(w)).toBe(2);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('a worker silent for 8 s of a live page is restarted, once', () => {
    const { c, crashes, worker } = client();
    const first = worker();
    let t = 0;
    c.pull(t);
    while (t < HANG_MS + 100) c.pull((t += 16));
    expect(crashes).toEqual(['the simulation stopped answering for 8 s']);
    expect(first.terminated).toBe(true);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('frames a second apart (a throttled tab) count at most MAX_FRAME_GAP_MS each', () => {
    const { c, crashes } = client();
    c.pull(0);
    const frames = Math.floor(HANG_MS / MAX_FRAME_GAP_MS);
    for (let i = 1; i <= frames; i++) c.pull(i * 1000);
    expect(crashes).toEqual([]);
    c.pull((frames + 1) * 1000);
    expect(crashes).toHaveLength(1);
  });

  it('a worker busy for a minute that says so every second (progress) is never restarted, and its pull is still answered', () => {
    FakeWorker.made = [];
    const crashes: string[] = [];
    const replies: Reply[] = [];
    const c = new LabClient({ reply: (r) => replies.push(r), crashed: (m) => crashes.push(m) }, () => new FakeWorker() as unknown as Worker);
    const w = FakeWorker.made[0];
    let t = 0;
    c.pull(t);
    for (let s = 1; s <= 60; s++) {
      while (t < s * 1000) c.pull((t += 16));
      w.answer({ type: 'progress', timeSec: s / 10, events: s * 1e6 });
    }
    expect(crashes).toEqual([]);
    expect(FakeWorker.made).toHaveLength(1);
    expect(pulls(w)).toBe(1);
    w.answer({ type: 'idle' });
    c.pull(t + 16);
    expect(pulls(w)).toBe(2);
    // Progress is for the watchdog: the lab hears only the answer.
    expect(replies).toEqual([{ type: 'idle' }]);
  });

  it('frames while the page works through its own edits (a flood from an embedding page) do not count; once it is quiet, 8 s of silence do', () => {
    const { c, crashes } = client();
    let t = 0;
    c.pull(t);
    // 30 s of frames, an edit checked and sent between each two: the answers wait behind them.
    while (t < 30_000) {
      c.pageBusy();
      c.pull((t += 16));
    }
    expect(crashes).toEqual([]);
    while (t < 30_000 + HANG_MS + 100) c.pull((t += 16));
    expect(crashes).toEqual(['the simulation stopped answering for 8 s']);
  });

  it('any message from the worker shows it alive', () => {
    const { c, crashes, worker } = client();
    const w = worker();
    let t = 0;
    c.pull(t);
    for (let i = 0; i < 3; i++) {
      while (t < (i + 1) * (HANG_MS - 1000)) c.pull((t += 16));
      w.answer({ type: 'rejected', command: 'change', message: 'no' });
    }
    expect(crashes).toEqual([]);
  });
});
