// Chooses how the lab shows flows: each flow on its own, or folded by variant class (mean and
// spread per class). Until the user chooses, the lab picks by count (classes above
// AGGREGATE_ABOVE_FLOWS flows); the buttons say which one is on and why.
import { AGGREGATE_ABOVE_FLOWS, type FlowView } from '../lab/flowClasses';

export interface FlowViewToggleProps {
  view: FlowView;
  /** Whether classes are shown now (the automatic choice resolved). */
  byClass: boolean;
  onChange: (view: FlowView) => void;
}

export function FlowViewToggle({ view, byClass, onChange }: FlowViewToggleProps) {
  return (
    <div className="flow-view" role="group" aria-label="Flows shown">
      <span className="flow-view__label">Flows shown:</span>
      <button type="button" aria-pressed={!byClass} onClick={() => onChange('flows')}>
        Each flow
      </button>
      <button type="button" aria-pressed={byClass} onClick={() => onChange('classes')}>
        By class
      </button>
      <span className="muted flow-view__hint">
        {view === 'auto' ? `automatic: by class above ${AGGREGATE_ABOVE_FLOWS} flows` : (
          <button type="button" className="linklike" onClick={() => onChange('auto')}>
            back to automatic (by class above {AGGREGATE_ABOVE_FLOWS} flows)
          </button>
        )}
      </span>
    </div>
  );
}
