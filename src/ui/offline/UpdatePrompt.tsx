// Tells the user when the app is ready to work offline, and when a newer build has been deployed:
// the new build waits until the user chooses to reload (a lecture is never interrupted by it).
// Announced politely; it takes no focus, and both buttons work from the keyboard. The page keeps
// the room it takes free (useReservedRoom), so it never lies over a control. In a frame (a lab or
// lesson embedded in a course page) the "saved in this browser" note is not shown: it would cover
// the chart in every frame of the page, and the course page, not the frame, speaks to the student.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOfflineState } from './offlineState';
import { useReservedRoom } from './useReservedRoom';
import './updatePrompt.css';

export interface UpdatePromptProps {
  /** The page is shown in a frame of another page; default: whether it is. */
  inFrame?: boolean;
}

export function UpdatePrompt({ inFrame = window.parent !== window }: UpdatePromptProps = {}) {
  const { offlineReady, updateWaiting, applyUpdate } = useOfflineState();
  const [readySeen, setReadySeen] = useState(false);
  const [updateLater, setUpdateLater] = useState(false);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const { t } = useLingui();
  useReservedRoom(box);

  const showUpdate = updateWaiting && !updateLater && applyUpdate !== null;
  const showReady = offlineReady && !readySeen && !showUpdate && !inFrame;
  return (
    <div ref={setBox} className="update-prompt" aria-live="polite">
      {showUpdate && (
        <div className="notice" role="status" data-update-prompt>
          <p>
            <Trans>
              <strong>A new version of the lab is available.</strong> Reload to use it. The scenario in the address and your course progress are
              kept; a run in progress starts again.
            </Trans>
          </p>
          <button type="button" className="primary" onClick={() => applyUpdate()}>
            {t`Reload`}
          </button>
          <button type="button" onClick={() => setUpdateLater(true)}>
            {t`Later`}
          </button>
        </div>
      )}
      {showReady && (
        <div className="notice" role="status" data-offline-ready>
          <p>{t`The lab, the course, the experiments and the reports are saved in this browser: they now work without a network.`}</p>
          <button type="button" onClick={() => setReadySeen(true)} aria-label={t`Dismiss message`}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
