// The lesson changes the lab refused when the student asked for them to be made (the cue's and the
// step pause's "Make the change for me"): each named as the cue names it, with the lab's reason.
import { useLingui } from '@lingui/react/macro';
import type { Scenario } from '../../sim/scenario/Scenario';
import { editProblemMessage } from '../i18n/editProblemMessage';
import { describeChange } from './describeChange';
import type { RefusedChange } from './makeChange';

/** The list, with `id` for the button's aria-describedby; nothing when nothing was refused. */
export function RefusedChanges({ id, refused, scenario }: { id: string; refused: readonly RefusedChange[]; scenario: Scenario | null }) {
  const { i18n } = useLingui();
  if (refused.length === 0) return null;
  return (
    <ul id={id} className="field__error refused-changes" role="alert">
      {refused.map((r, i) => (
        <li key={i} dir="auto">
          {describeChange(i18n, r.change, scenario)}: {editProblemMessage(i18n, r.problem)}
        </li>
      ))}
    </ul>
  );
}
