// The trace store's version as the charts should see it: it changes at most once per animation
// frame, however many batches arrived since (in the frame a playing run's batch is told in, else
// in the next one), and while a run plays at most once per live interval (framePace): no chart redraws
// live data more often (frameScheduler), so rendering the charts at every frame between would
// only rebuild what is not drawn. The latest data always arrives: at the end of the interval, or
// in the next frame once the run stops playing.
import { useMemo, useSyncExternalStore } from 'react';
import { framePace } from '../charts/framePace';
import type { LabModel } from './LabModel';

export function useFrameVersion(model: LabModel): number {
  const source = useMemo(() => frameVersionOf(model), [model]);
  return useSyncExternalStore(source.subscribe, source.get);
}

const nowMs = (): number => performance.now();

/** An external store of `model.store.version` that takes the latest value in an animation frame after a change. */
function frameVersionOf(model: LabModel): { get: () => number; subscribe: (notify: () => void) => () => void } {
  let shown = model.store.version;
  /** When `shown` was last taken (performance.now): the interval counts from there. */
  let takenMs = -Infinity;
  return {
    get: () => shown,
    subscribe: (notify) => {
      let cancel: (() => void) | null = null;
      /** What `cancel` cancels: a take in the next frame, or the wait for the interval's end. */
      let pending: 'frame' | 'interval' | null = null;
      const take = () => {
        cancel = null;
        pending = null;
        if (model.store.version === shown) return;
        shown = model.store.version;
        takenMs = nowMs();
        notify();
      };
      const inNextFrame = () => {
        pending = 'frame';
        if (typeof requestAnimationFrame === 'function') {
          const id = requestAnimationFrame(take);
          cancel = () => cancelAnimationFrame(id);
        } else {
          const id = setTimeout(take, 16);
          cancel = () => clearTimeout(id);
        }
      };
      const onEmit = () => {
        if (model.inFrame) {
          // Told in an animation frame (a playing run's batch): this frame takes it, unless the
          // charts took data less than an interval ago; then the frame after the interval does.
          const waitMs = takenMs + framePace.liveIntervalMs - nowMs();
          if (waitMs <= 0) {
            cancel?.();
            take();
          } else if (!pending) {
            const id = setTimeout(inNextFrame, waitMs);
            cancel = () => clearTimeout(id);
            pending = 'interval';
          }
          return;
        }
        // Told between frames (a step, a seek, the batch of a pause): the next frame takes it.
        if (pending === 'frame' || (pending === null && model.store.version === shown)) return;
        cancel?.();
        inNextFrame();
      };
      const unsubscribe = model.subscribe(onEmit);
      onEmit(); // data that came between the render and this subscription
      return () => {
        unsubscribe();
        cancel?.();
        pending = null;
      };
    },
  };
}
