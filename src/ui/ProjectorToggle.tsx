// The "Projector mode" switch in every page's header (lab, lesson, experiment): one name and one
// tooltip, so a lecturer finds the same button wherever the class is.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The button's tooltip: what the mode does. */
export const PROJECTOR_TOOLTIP = msg`Larger type and stronger contrast, read from the back of a lecture hall`;

export function ProjectorToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { i18n, t } = useLingui();
  return (
    <button type="button" aria-pressed={on} title={i18n._(PROJECTOR_TOOLTIP)} onClick={() => onChange(!on)}>
      {t`Projector mode`}
    </button>
  );
}
