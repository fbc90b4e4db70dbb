// The seek queue on its own: one seek at the host at a time, later targets merged into the
// latest, a branch sent at once, and every waiter told where the run landed (or why not).
import { describe, expect, it } from 'vitest';
import { SeekQueue } from '../../../src/ui/lab/SeekQueue';
import type { Command } from '../../../src/worker/protocol';

function queue() {
  const sent: Extract<Command, { type: 'seek' }>[] = [];
  const q = new SeekQueue((cmd) => {
    if (cmd.type === 'seek') sent.push(cmd);
  });
  return { q, sent };
}

describe('SeekQueue', () => {
  it('sends the first seek, holds later ones and sends only the latest of them when the first is done', async () => {
    const { q, sent } = queue();
    const first = q.request(10, false);
    const second = q.request(4, false);
    const third = q.request(7, false);
    expect(sent.map((s) => s.toSec)).toEqual([10]);
    q.done(10);
    expect(sent.map((s) => s.toSec)).toEqual([10, 7]);
    q.done(7);
    // Everyone waiting hears where the run finally is, not where each of them asked for.
    await expect(Promise.all([first, second, third])).resolves.toEqual([7, 7, 7]);
  });

  it('while a seek is under way, the engine is taken to be at the latest target; otherwise where the screen is', () => {
    const { q } = queue();
    expect(q.engineSec(3)).toBe(3);
    void q.request(10, false);
    expect(q.engineSec(3)).toBe(10);
    void q.request(5, false);
    expect(q.engineSec(3)).toBe(5);
  });

  it('a branch goes at once, even with a seek under way, and an answer to the older seek is stale', () => {
    const { q, sent } = queue();
    void q.request(10, false);
    void q.request(6, true);
    expect(sent).toEqual([
      { type: 'seek', toSec: 10, seq: 1 },
      { type: 'seek', toSec: 6, seq: 2, branch: true },
    ]);
    expect(q.isCurrent(1)).toBe(false);
    expect(q.isCurrent(2)).toBe(true);
  });

  it('a refused seek rejects its waiters; an engine that stopped drops what was held and rejects them all', async () => {
    const { q, sent } = queue();
    const refused = q.request(10, false);
    q.done(new Error('no'));
    await expect(refused).rejects.toThrow('no');
    const a = q.request(3, false);
    const b = q.request(9, false);
    q.abandon(new Error('stopped'));
    await expect(a).rejects.toThrow('stopped');
    await expect(b).rejects.toThrow('stopped');
    expect(sent.map((s) => s.toSec)).toEqual([10, 3]);
    expect(q.busy).toBe(false);
  });
});
