// What a teacher has set up in the share dialog (locks, assignment, start time, embed view), kept
// for this tab so closing the dialog, or reloading the page, never throws it away. Kept in
// sessionStorage and read back checked; where storage is refused (a sandboxed frame) it lives
// as long as the page.
import { isControlId, type ControlId } from '../../share/controls';
import { MAX_ASSIGNMENT_CHARS } from '../../share/assignment';

export type ControlMode = 'open' | 'locked' | 'hidden';

export interface TeacherDraft {
  /** Controls not open; every other control is open. */
  locked: ControlId[];
  hidden: ControlId[];
  /** The assignment as typed (cleaned when the link is made). */
  assignment: string;
  /** "Open already run to", as typed. */
  runTo: string;
  embed: boolean;
  /** Whether the teacher fold was left open, so it opens as it was left. */
  teacherOpen: boolean;
}

const KEY = 'tcp-lab.teacher-draft';
let inMemory: TeacherDraft | null = null;

const ids = (v: unknown): ControlId[] => (Array.isArray(v) ? [...new Set(v.filter((x): x is ControlId => typeof x === 'string' && isControlId(x)))] : []);

/** The draft kept for this tab, or null when the teacher has set nothing yet. */
export function readTeacherDraft(): TeacherDraft | null {
  let text: string | null;
  try {
    text = sessionStorage.getItem(KEY);
  } catch {
    return inMemory;
  }
  if (text === null) return inMemory;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    if (typeof v !== 'object' || v === null) return inMemory;
    return {
      locked: ids(v.locked),
      hidden: ids(v.hidden),
      assignment: typeof v.assignment === 'string' ? v.assignment.slice(0, MAX_ASSIGNMENT_CHARS) : '',
      runTo: typeof v.runTo === 'string' ? v.runTo.slice(0, 20) : '',
      embed: v.embed === true,
      teacherOpen: v.teacherOpen === true,
    };
  } catch {
    return inMemory;
  }
}

export function saveTeacherDraft(d: TeacherDraft): void {
  inMemory = d;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(d));
  } catch {
    // Storage refused or full: the in-memory copy keeps it while the page is open.
  }
}

/** Forgets the draft (a fresh tab's state). */
export function clearTeacherDraft(): void {
  inMemory = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept there.
  }
}
