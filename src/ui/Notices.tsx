// Messages to the user: rejected changes, a restarted worker, in the reader's language (the lab
// model gives each as a code with its values). Announced politely to screen readers.
import { useLingui } from '@lingui/react/macro';
import type { LabModel } from './lab/LabModel';
import { noticeText } from './lab/noticeText';
import { useLab } from './lab/useLab';

export function Notices({ model }: { model: LabModel }) {
  const notices = useLab(model, (m) => m.notices);
  const { t, i18n } = useLingui();
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice--${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <p>{noticeText(i18n, n.message)}</p>
          <button type="button" onClick={() => model.dismiss(n.id)} aria-label={t`Dismiss message`}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
