// What a teacher link allows: each lab control may be locked (shown, not changeable) or hidden.
import type { ControlId } from '../../share/controls';
import type { TeacherSettings } from '../../share/LabUrlState';

export interface Locks {
  locked(id: ControlId): boolean;
  hidden(id: ControlId): boolean;
}

export const NO_LOCKS: Locks = { locked: () => false, hidden: () => false };

export function locksFrom(t: TeacherSettings | undefined): Locks {
  if (!t) return NO_LOCKS;
  const locked = new Set<ControlId>(t.locked);
  const hidden = new Set<ControlId>(t.hidden);
  return { locked: (id) => locked.has(id) || hidden.has(id), hidden: (id) => hidden.has(id) };
}
