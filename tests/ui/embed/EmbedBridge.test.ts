// The embedding API's transport with fake windows: only the parent speaks to it; a refused origin
// is told why and nothing is done; every message addressed to the lab is answered (ok or error,
// with its id); events go to the parent only once its origin is known and allowed.
import { afterEach, describe, expect, it } from 'vitest';
import { EmbedBridge, type BridgeTarget, type BridgeWindow } from '../../../src/ui/embed/EmbedBridge';
import type { EmbedCommand } from '../../../src/share/embedMessages';

const OWN = 'https://lab.example.org';
const COURSE = 'https://moodle.example.edu';

class FakeParent implements BridgeTarget {
  posted: { message: unknown; targetOrigin: string }[] = [];
  postMessage(message: unknown, targetOrigin: string): void {
    this.posted.push({ message, targetOrigin });
  }
}

class FakeWindow implements BridgeWindow {
  readonly parent = new FakeParent();
  private fns = new Set<(e: MessageEvent) => void>();
  addEventListener(_type: 'message', fn: (e: MessageEvent) => void): void {
    this.fns.add(fn);
  }
  removeEventListener(_type: 'message', fn: (e: MessageEvent) => void): void {
    this.fns.delete(fn);
  }
  /** Delivers a message as the browser would. */
  deliver(data: unknown, origin: string, source: unknown = this.parent): void {
    for (const fn of this.fns) fn({ data, origin, source } as MessageEvent);
  }
  get listeners(): number {
    return this.fns.size;
  }
}

let bridges: EmbedBridge[] = [];
afterEach(() => {
  bridges.forEach((b) => b.dispose());
  bridges = [];
});

function setUp(opts: { allowed?: string[]; hint?: string | null; refuse?: string | null } = {}) {
  const win = new FakeWindow();
  const done: EmbedCommand[] = [];
  const bridge = new EmbedBridge({
    win,
    ownOrigin: OWN,
    policy: { allowed: opts.allowed ?? [] },
    parentOriginHint: opts.hint ?? null,
    onCommand: (c) => {
      if (opts.refuse) return opts.refuse;
      done.push(c);
      return null;
    },
  });
  bridges.push(bridge);
  return { win, bridge, done, posted: win.parent.posted };
}

describe('EmbedBridge', () => {
  it('carries out a command from an allowed parent and answers ok with its id', () => {
    const { win, done, posted } = setUp({ allowed: [COURSE] });
    win.deliver({ tfl: 1, type: 'seek', id: 'a', timeSec: 4 }, COURSE);
    expect(done).toEqual([{ type: 'seek', id: 'a', timeSec: 4 }]);
    expect(posted).toEqual([{ message: { tfl: 1, type: 'ok', id: 'a', command: 'seek' }, targetOrigin: COURSE }]);
  });

  it("refuses a page that is not allowed: told why, at its own origin; nothing is done, and no event follows", () => {
    const { win, bridge, done, posted } = setUp({ allowed: [COURSE] });
    win.deliver({ tfl: 1, type: 'play', id: 1 }, 'https://evil.example.com');
    expect(done).toEqual([]);
    expect(posted).toHaveLength(1);
    expect(posted[0].targetOrigin).toBe('https://evil.example.com');
    expect(posted[0].message).toMatchObject({ tfl: 1, type: 'error', id: 1, code: 'origin' });
    expect((posted[0].message as { message: string }).message).toMatch(/does not accept messages from https:\/\/evil\.example\.com/);
    bridge.send({ type: 'time', timeSec: 1, durationSec: 60 });
    expect(posted).toHaveLength(1);
  });

  it('by default only the lab’s own origin may command it', () => {
    const { win, done, posted } = setUp();
    win.deliver({ tfl: 1, type: 'play' }, COURSE);
    expect(done).toEqual([]);
    expect(posted[0].message).toMatchObject({ code: 'origin' });
    win.deliver({ tfl: 1, type: 'play' }, OWN);
    expect(done).toEqual([{ type: 'play' }]);
  });

  it('an opaque origin (a sandboxed frame) is neither obeyed nor answered', () => {
    const { win, done, posted } = setUp({ allowed: [COURSE] });
    win.deliver({ tfl: 1, type: 'play' }, 'null');
    expect(done).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('listens to the parent only: messages from other windows are ignored', () => {
    const { win, done, posted } = setUp({ allowed: [COURSE] });
    win.deliver({ tfl: 1, type: 'play' }, COURSE, {});
    win.deliver({ tfl: 1, type: 'play' }, COURSE, null);
    expect(done).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('answers a malformed message with the reader’s reason, and an unknown one likewise; neither is acted on', () => {
    const { win, done, posted } = setUp({ allowed: [COURSE] });
    win.deliver({ tfl: 1, type: 'seek', id: 9, timeSec: -2 }, COURSE);
    win.deliver({ tfl: 1, type: 'selfDestruct' }, COURSE);
    expect(done).toEqual([]);
    expect(posted.map((p) => p.message)).toEqual([
      { tfl: 1, type: 'error', id: 9, code: 'invalid', message: 'timeSec: must be 0 or more' },
      { tfl: 1, type: 'error', code: 'unknown-type', message: 'type: must be one of hello, load, play, pause, seek, set (got "selfDestruct")' },
    ]);
  });

  it('says nothing about messages that are not ours', () => {
    const { win, posted } = setUp({ allowed: [COURSE] });
    win.deliver({ type: 'resize', height: 400 }, COURSE);
    win.deliver('hello', COURSE);
    expect(posted).toEqual([]);
  });

  it('passes on why a well-formed command was refused', () => {
    const { win, posted } = setUp({ allowed: [COURSE], refuse: 'timeSec: 900 s is past the end of the run (60 s)' });
    win.deliver({ tfl: 1, type: 'seek', id: 'x', timeSec: 900 }, COURSE);
    expect(posted.map((p) => p.message)).toEqual([{ tfl: 1, type: 'error', id: 'x', code: 'refused', message: 'seek: timeSec: 900 s is past the end of the run (60 s)' }]);
  });

  it('answers a command that takes a moment (a seek) once it is done, or with why it failed', async () => {
    const win = new FakeWindow();
    let finish: (problem: string | null) => void = () => {};
    bridges.push(new EmbedBridge({ win, ownOrigin: OWN, policy: { allowed: [COURSE] }, parentOriginHint: null, onCommand: () => new Promise((ok) => (finish = ok)) }));
    win.deliver({ tfl: 1, type: 'seek', id: 1, timeSec: 3 }, COURSE);
    expect(win.parent.posted).toEqual([]);
    finish(null);
    await Promise.resolve();
    expect(win.parent.posted.map((p) => p.message)).toEqual([{ tfl: 1, type: 'ok', id: 1, command: 'seek' }]);
    win.deliver({ tfl: 1, type: 'seek', id: 2, timeSec: 3 }, COURSE);
    finish('the simulation stopped during a seek');
    await Promise.resolve();
    expect(win.parent.posted[1].message).toEqual({ tfl: 1, type: 'error', id: 2, code: 'refused', message: 'seek: the simulation stopped during a seek' });
  });

  it('sends events to the parent from the start when the browser names an allowed parent', () => {
    const { bridge, posted } = setUp({ allowed: [COURSE], hint: COURSE });
    expect(bridge.connected).toBe(true);
    bridge.send({ type: 'runState', state: 'playing', timeSec: 0 });
    expect(posted).toEqual([{ message: { tfl: 1, type: 'runState', state: 'playing', timeSec: 0 }, targetOrigin: COURSE }]);
  });

  it('holds events while the parent is unknown or not allowed, and sends them once an allowed parent speaks', () => {
    const { win, bridge, posted } = setUp({ allowed: [COURSE], hint: 'https://evil.example.com' });
    expect(bridge.connected).toBe(false);
    bridge.send({ type: 'time', timeSec: 1, durationSec: 60 });
    expect(posted).toEqual([]);
    win.deliver({ tfl: 1, type: 'hello' }, COURSE);
    bridge.send({ type: 'time', timeSec: 2, durationSec: 60 });
    expect(posted.map((p) => p.targetOrigin)).toEqual([COURSE, COURSE]);
    expect(posted[1].message).toEqual({ tfl: 1, type: 'time', timeSec: 2, durationSec: 60 });
  });

  it('stops listening when disposed', () => {
    const { win, bridge } = setUp();
    expect(win.listeners).toBe(1);
    bridge.dispose();
    expect(win.listeners).toBe(0);
  });
});
