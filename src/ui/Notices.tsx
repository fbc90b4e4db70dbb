// Messages to the user: rejected changes, a restarted worker. Announced politely to screen readers.
import { useLingui } from '@lingui/react/macro';
import type { LabModel } from './lab/LabModel';
import { useLab } from './lab/useLab';

export function Notices({ model }: { model: LabModel }) {
  const notices = useLab(model, (m) => m.notices);
  const { t } = useLingui();
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice--${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <p>{n.text}</p>
          <button type="button" onClick={() => model.dismiss(n.id)} aria-label={t`Dismiss message`}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
