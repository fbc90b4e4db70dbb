// The trace store's version as the charts should see it: it changes at most once per animation
// frame, however many batches arrived since (in the frame a playing run's batch is told in, else
// in the next one).
import { useMemo, useSyncExternalStore } from 'react';
import type { LabModel } from './LabModel';

export function useFrameVersion(model: LabModel): number {
  const source = useMemo(() => frameVersionOf(model), [model]);
  return useSyncExternalStore(source.subscribe, source.get);
}

/** An external store of `model.store.version` that takes the latest value in the next animation frame after a change. */
function frameVersionOf(model: LabModel): { get: () => number; subscribe: (notify: () => void) => () => void } {
  let shown = model.store.version;
  return {
    get: () => shown,
    subscribe: (notify) => {
      let cancel: (() => void) | null = null;
      const take = () => {
        cancel = null;
        if (model.store.version === shown) return;
        shown = model.store.version;
        notify();
      };
      const onEmit = () => {
        if (model.inFrame) {
          // Told in an animation frame (a playing run's batch): this frame takes it.
          cancel?.();
          take();
          return;
        }
        if (cancel || model.store.version === shown) return;
        if (typeof requestAnimationFrame === 'function') {
          const id = requestAnimationFrame(take);
          cancel = () => cancelAnimationFrame(id);
        } else {
          const id = setTimeout(take, 16);
          cancel = () => clearTimeout(id);
        }
      };
      const unsubscribe = model.subscribe(onEmit);
      onEmit(); // data that came between the render and this subscription
      return () => {
        unsubscribe();
        cancel?.();
      };
    },
  };
}
