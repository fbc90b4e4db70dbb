// Where a wheel gesture began. A page scrolled by the wheel carries its charts under a still
// pointer, and each then receives wheel events it was never aimed at; a gesture is aimed at a chart
// only if it began there (the pointer was resting on it when the wheel started turning).

/** Wheel events closer together than this belong to one gesture (a flick's momentum included). */
export const GESTURE_GAP_MS = 400;

export class WheelGestures {
  private lastAtMs = -Infinity;
  private start: EventTarget | null = null;

  /** Records a wheel event; returns where its gesture began. */
  note(atMs: number, target: EventTarget | null): EventTarget | null {
    if (atMs - this.lastAtMs > GESTURE_GAP_MS) this.start = target;
    this.lastAtMs = atMs;
    return this.start;
  }

  /** Where the current gesture began. */
  get startedAt(): EventTarget | null {
    return this.start;
  }
}

let gestures: WheelGestures | null = null;

/**
 * The page's wheel gestures, watched from the window before any chart sees an event (capture
 * phase): a chart asks where the gesture it is part of began.
 */
export function pageWheelGestures(): WheelGestures {
  if (!gestures) {
    const g = new WheelGestures();
    window.addEventListener('wheel', (e) => void g.note(e.timeStamp, e.target), { capture: true, passive: true });
    gestures = g;
  }
  return gestures;
}
