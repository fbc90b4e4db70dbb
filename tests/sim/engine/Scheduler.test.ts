import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Scheduler, Timer, type EventHandler } from '../../../src/sim/engine/Scheduler';

class Log implements EventHandler {
  readonly seen: [number, number, unknown][] = [];
  constructor(private readonly s: Scheduler) {}
  onEvent(kind: number, arg: unknown): void {
    this.seen.push([this.s.now, kind, arg]);
  }
}

describe('Scheduler', () => {
  it('runs events in time order and equal times first-in first-out', () => {
    const s = new Scheduler();
    const log = new Log(s);
    s.schedule(2, log, 0, 'c');
    s.schedule(1, log, 0, 'a');
    s.schedule(1, log, 0, 'b');
    s.schedule(0.5, log, 0, 'first');
    s.runUntil(10);
    expect(log.seen.map((e) => e[2])).toEqual(['first', 'a', 'b', 'c']);
    expect(s.now).toBe(10);
    expect(s.eventCount).toBe(4);
  });

  it('runUntil stops at the horizon and leaves later events pending', () => {
    const s = new Scheduler();
    const log = new Log(s);
    s.schedule(1, log, 0);
    s.schedule(3, log, 0);
    s.runUntil(2);
    expect(log.seen).toHaveLength(1);
    expect(s.now).toBe(2);
    expect(s.peek()).toBe(3);
  });

  it('cancelled events never run and do not count', () => {
    const s = new Scheduler();
    const log = new Log(s);
    const id = s.schedule(1, log, 0, 'x');
    s.schedule(2, log, 0, 'y');
    s.cancel(id);
    s.runUntil(5);
    expect(log.seen.map((e) => e[2])).toEqual(['y']);
    expect(s.eventCount).toBe(1);
  });

  it('refuses to schedule in the past', () => {
    const s = new Scheduler();
    s.runUntil(5);
    expect(() => s.schedule(4, new Log(s), 0)).toThrow(/before now/);
    expect(() => s.schedule(NaN, new Log(s), 0)).toThrow();
  });

  it('orders any batch of events by (time, insertion order)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300 }), (times) => {
        const s = new Scheduler();
        const log = new Log(s);
        times.forEach((t, i) => s.schedule(t, log, 0, i));
        s.runUntil(100);
        const expected = times.map((t, i) => [t, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(log.seen.map((e) => e[2])).toEqual(expected.map((e) => e[1]));
      }),
    );
  });

  it('handles events scheduled from inside handlers, including at the same instant', () => {
    const s = new Scheduler();
    const order: string[] = [];
    const h: EventHandler = {
      onEvent(kind) {
        order.push(`k${kind}@${s.now}`);
        if (kind === 0) {
          s.schedule(s.now, h, 2);
          s.schedule(s.now + 1, h, 3);
        }
      },
    };
    s.schedule(1, h, 0);
    s.schedule(1, h, 1);
    s.runUntil(10);
    expect(order).toEqual(['k0@1', 'k1@1', 'k2@1', 'k3@2']);
  });
});

describe('Timer', () => {
  it('fires exactly at the latest deadline after being pushed later', () => {
    const s = new Scheduler();
    const fired: number[] = [];
    const t = new Timer(s, () => fired.push(s.now));
    t.set(1);
    s.runUntil(0.5);
    t.set(1); // now due at 1.5
    s.runUntil(1.2);
    expect(fired).toEqual([]);
    s.runUntil(3);
    expect(fired).toEqual([1.5]);
  });

  it('fires at an earlier deadline when pulled in', () => {
    const s = new Scheduler();
    const fired: number[] = [];
    const t = new Timer(s, () => fired.push(s.now));
    t.set(5);
    t.set(1);
    s.runUntil(10);
    expect(fired).toEqual([1]);
  });

  it('never fires once cancelled, and can be re-armed', () => {
    const s = new Scheduler();
    const fired: number[] = [];
    const t = new Timer(s, () => fired.push(s.now));
    t.set(1);
    t.cancel();
    s.runUntil(2);
    expect(fired).toEqual([]);
    expect(t.pending).toBe(false);
    t.set(1);
    s.runUntil(5);
    expect(fired).toEqual([3]);
  });
});

describe('scheduleFirst', () => {
  it('runs before every ordinary event of the same instant, whenever it was scheduled, FIFO among its kind', () => {
    const s = new Scheduler();
    const order: string[] = [];
    const h = (name: string) => ({ onEvent: () => order.push(name) });
    s.schedule(2, h('ordinary a'), 0);
    s.schedule(1, h('earlier'), 0);
    s.schedule(2, h('ordinary b'), 0);
    s.runUntil(1.5);
    s.scheduleFirst(2, h('first x'), 0);
    s.scheduleFirst(2, h('first y'), 0);
    s.schedule(2, h('ordinary c'), 0);
    s.runUntil(3);
    expect(order).toEqual(['earlier', 'first x', 'first y', 'ordinary a', 'ordinary b', 'ordinary c']);
    expect(() => s.scheduleFirst(2.5, h('late'), 0)).toThrow(/before now/);
  });
});
