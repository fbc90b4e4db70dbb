// The "Projector mode" switch in every page's header (lab, lesson, experiment): one name and one
// tooltip, so a lecturer finds the same button wherever the class is.

/** The button's tooltip: what the mode does. */
export const PROJECTOR_TOOLTIP = 'Larger type and stronger contrast, read from the back of a lecture hall';

export function ProjectorToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button type="button" aria-pressed={on} title={PROJECTOR_TOOLTIP} onClick={() => onChange(!on)}>
      Projector mode
    </button>
  );
}
