// What a teacher link says to the student above the lab: the assignment, and that some controls
// are fixed. Shown in the full lab and in the embed view alike.
import type { TeacherSettings } from '../../share/LabUrlState';

export function TeacherBanner({ teacher }: { teacher: TeacherSettings | undefined }) {
  if (!teacher || !(teacher.assignment || teacher.locked.length > 0 || teacher.hidden.length > 0)) return null;
  return (
    <section className="teacher-banner" aria-label="From your teacher">
      {teacher.assignment && (
        <p className="teacher-banner__assignment">
          <strong>Assignment: </strong>
          {/* Plain text from the link: React writes it as text, never as HTML. */}
          <span className="teacher-banner__text">{teacher.assignment}</span>
        </p>
      )}
      {(teacher.locked.length > 0 || teacher.hidden.length > 0) && (
        <p role="status">Your teacher has fixed some controls in this scenario ({[...teacher.locked, ...teacher.hidden].length} locked or hidden).</p>
      )}
    </section>
  );
}
