// Wheel gestures: events closer than GESTURE_GAP_MS are one gesture, which began where its first
// event landed; a pause starts a new one.
import { describe, expect, it } from 'vitest';
import { GESTURE_GAP_MS, WheelGestures } from '../../../src/ui/charts/wheelGesture';

describe('WheelGestures', () => {
  const page = { name: 'page text' } as unknown as EventTarget;
  const chart = { name: 'chart' } as unknown as EventTarget;

  it('a gesture that began on the page stays the page’s while the charts scroll under the pointer', () => {
    const g = new WheelGestures();
    expect(g.note(1000, page)).toBe(page);
    expect(g.note(1016, chart)).toBe(page);
    expect(g.note(1016 + GESTURE_GAP_MS, chart)).toBe(page);
  });

  it('after a pause, the next turn of the wheel begins a new gesture where it lands', () => {
    const g = new WheelGestures();
    g.note(1000, page);
    expect(g.note(1001 + GESTURE_GAP_MS, chart)).toBe(chart);
    expect(g.startedAt).toBe(chart);
  });

  it('nothing has begun before the first event', () => {
    expect(new WheelGestures().startedAt).toBeNull();
  });
});
