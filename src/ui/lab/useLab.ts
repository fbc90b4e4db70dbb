// React's view of the LabModel: subscribe to one slice, re-render only when it changes.
import { useSyncExternalStore } from 'react';
import type { LabModel } from './LabModel';

export function useLab<T>(model: LabModel, select: (m: LabModel) => T): T {
  return useSyncExternalStore(model.subscribe, () => select(model));
}
