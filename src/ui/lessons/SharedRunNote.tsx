// Tells a student who opened a link to a lesson's step that the run on the page is someone else's
// (brought back to where they left it), and offers to start the lesson from the beginning.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson } from '../../lessons/parseLesson';
import { formatFixed, withUnit } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { routeSearch } from '../pages/route';
import type { Step } from './progress';
import { runTimeFromSearch } from './runLink';

/** Each step's name as its heading says it (the lesson file's section keys stay English). */
const STEP_NAMES: Record<Step, MessageDescriptor> = { predict: msg`Predict`, lab: msg`Observe`, explain: msg`Explain`, check: msg`Check` };

export function SharedRunNote({ lesson, step }: { lesson: Lesson; step: Step }) {
  const runSec = runTimeFromSearch(window.location.search);
  const { t, i18n } = useLingui();
  const name = i18n._(STEP_NAMES[step]);
  const at = runSec !== null ? withUnit(i18n.locale as Locale, formatFixed(i18n.locale as Locale, runSec, 1), 's') : '';
  return (
    <div className="lesson__shared" role="note" data-testid="shared-run">
      <p>
        <strong>{t`This is someone else’s run.`}</strong>{' '}
        {runSec !== null
          ? t`You opened a link to the lesson’s ${name} step, with their run brought back to ${at}: its settings and numbers are theirs.`
          : t`You opened a link to the lesson’s ${name} step: its settings and numbers are theirs.`}{' '}
        <Trans>
          <a href={routeSearch('lesson', lesson.id)}>Start the lesson yourself</a> to predict and run your own.
        </Trans>
      </p>
    </div>
  );
}
