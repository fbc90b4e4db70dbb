// A teacher link's settings, fixed for the page's life, and the locks they put on the lab's controls.
import { useMemo, useState } from 'react';
import type { TeacherSettings } from '../../../share/LabUrlState';
import { locksFrom, type Locks } from '../../links/locks';

export function useTeacherLocks(initial: TeacherSettings | undefined): { teacher: TeacherSettings | undefined; locks: Locks } {
  const [teacher] = useState<TeacherSettings | undefined>(initial);
  const locks = useMemo(() => locksFrom(teacher), [teacher]);
  return { teacher, locks };
}
