// The frame scheduler under a fake clock (no requestAnimationFrame in Node: frames are 16 ms timers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_BUDGET_MS, cancelDraw, requestDraw } from '../../../src/ui/charts/frameScheduler';
import { framePace } from '../../../src/ui/charts/framePace';

const FRAME_MS = 16;

describe('frameScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  const frame = () => vi.advanceTimersByTime(FRAME_MS);

  it('runs a task once in the next frame however often it is asked', () => {
    const task = vi.fn();
    requestDraw(task);
    requestDraw(task);
    requestDraw(task);
    expect(task).not.toHaveBeenCalled();
    frame();
    expect(task).toHaveBeenCalledTimes(1);
    frame();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('draws an urgent chart (the one being handled) first', () => {
    const order: string[] = [];
    const a = () => void order.push('a');
    const b = () => void order.push('b');
    requestDraw(a);
    requestDraw(b, true);
    frame();
    expect(order).toEqual(['b', 'a']);
  });

  it('spends at most the frame budget, then leaves the rest for the next frame', () => {
    const order: string[] = [];
    const slow = (name: string) => () => {
      order.push(name);
      vi.advanceTimersByTime(FRAME_BUDGET_MS / 2 + 0.5); // each takes a bit more than half the budget
    };
    const [a, b, c] = [slow('a'), slow('b'), slow('c')];
    requestDraw(a);
    requestDraw(b);
    requestDraw(c);
    frame();
    expect(order).toEqual(['a', 'b']);
    frame();
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('redraws one chart for live data at most once per live interval; urgent redraws do not wait', () => {
    const task = vi.fn();
    requestDraw(task);
    frame();
    requestDraw(task);
    frame();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(framePace.liveIntervalMs);
    expect(task).toHaveBeenCalledTimes(2);
    requestDraw(task, true);
    frame();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('keeps a task that has nothing worth drawing yet, and asks it again next frame', () => {
    let ready = false;
    const task = vi.fn(() => ready);
    requestDraw(task);
    frame();
    frame();
    expect(task).toHaveBeenCalledTimes(2);
    ready = true;
    frame();
    frame();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('forgets a cancelled request', () => {
    const task = vi.fn();
    requestDraw(task);
    cancelDraw(task);
    frame();
    expect(task).not.toHaveBeenCalled();
  });
});
