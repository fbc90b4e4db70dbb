// Tells a student who opened a link to a lesson's step that the run on the page is someone else's
// (brought back to where they left it), and offers to start the lesson from the beginning.
import type { Lesson } from '../../lessons/parseLesson';
import { routeSearch } from '../pages/route';
import type { Step } from './progress';
import { runTimeFromSearch } from './runLink';

const STEP_NAMES: Record<Step, string> = { predict: 'Predict', lab: 'Observe', explain: 'Explain', check: 'Check' };

export function SharedRunNote({ lesson, step }: { lesson: Lesson; step: Step }) {
  const t = runTimeFromSearch(window.location.search);
  return (
    <div className="lesson__shared" role="note" data-testid="shared-run">
      <p>
        <strong>This is someone else’s run.</strong> You opened a link to the lesson’s {STEP_NAMES[step]} step
        {t !== null ? `, with their run brought back to ${t.toFixed(1)} s` : ''}: its settings and numbers are theirs.{' '}
        <a href={routeSearch('lesson', lesson.id)}>Start the lesson yourself</a> to predict and run your own.
      </p>
    </div>
  );
}
