// Chooses how the lab shows flows: each flow on its own, or folded by variant class (mean and
// spread per class). Until the user chooses, the lab picks by count (classes above
// AGGREGATE_ABOVE_FLOWS flows); the buttons say which one is on and why.
import { useLingui } from '@lingui/react/macro';
import { AGGREGATE_ABOVE_FLOWS, type FlowView } from '../lab/flowClasses';

export interface FlowViewToggleProps {
  view: FlowView;
  /** Whether classes are shown now (the automatic choice resolved). */
  byClass: boolean;
  onChange: (view: FlowView) => void;
}

export function FlowViewToggle({ view, byClass, onChange }: FlowViewToggleProps) {
  const { t } = useLingui();
  const above = AGGREGATE_ABOVE_FLOWS;
  return (
    <div className="flow-view" role="group" aria-label={t`Flows shown`}>
      <span className="flow-view__label">{t`Flows shown:`}</span>
      <button type="button" aria-pressed={!byClass} onClick={() => onChange('flows')}>
        {t`Each flow`}
      </button>
      <button type="button" aria-pressed={byClass} onClick={() => onChange('classes')}>
        {t`By class`}
      </button>
      <span className="muted flow-view__hint">
        {view === 'auto' ? t`automatic: by class above ${above} flows` : (
          <button type="button" className="linklike" onClick={() => onChange('auto')}>
            {t`back to automatic (by class above ${above} flows)`}
          </button>
        )}
      </span>
    </div>
  );
}
