// The one notice that says what the browser refused to save (browserStorage.ts), in every page's header:
// what was not saved, that it stays on this page until it is closed, and what to do — with a button
// that frees space by clearing saved experiment results. An alert: the user's work is at stake.
import { useState, useSyncExternalStore } from 'react';
import { clearSavedResults, savedResultsChars } from '../experiments/savedResults';
import { dismissUnsaved, noticeItems, onUnsavedChange, recallDismissed, unsavedItems } from './browserStorage';
import './storageNotice.css';

const none: readonly never[] = [];

/** Characters as bytes on screen (the browser stores UTF-16: two bytes each). */
function sizeText(chars: number): string {
  const bytes = chars * 2;
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}

export function StorageNotice() {
  const unsaved = useSyncExternalStore(onUnsavedChange, unsavedItems, () => none);
  // Dismissed items stay hidden (on every page) until something else is refused (browserStorage.ts).
  const shown = useSyncExternalStore(onUnsavedChange, noticeItems, () => none);
  const [cleared, setCleared] = useState<{ sets: number } | null>(null);
  if (shown.length === 0 && !cleared) return null;

  const full = unsaved.some((u) => u.reason === 'full');
  const [it, It] = shown.length > 1 ? ['them', 'They stay'] : ['it', 'It stays'];
  const resultsChars = full ? savedResultsChars() : 0;
  const clear = () => {
    const sets = clearSavedResults();
    setCleared({ sets });
    recallDismissed();
  };
  const dismiss = () => {
    dismissUnsaved();
    setCleared(null);
  };

  return (
    <div className="storage-notice" data-storage-notice="">
      {shown.length > 0 ? (
        <div className="notice notice--error" role="alert">
          <div className="storage-notice__text">
            <p>
              <strong>Not saved in this browser:</strong>
            </p>
            <ul>
              {shown.map((u) => (
                <li key={u.key} data-unsaved={u.key}>
                  {u.what}
                </li>
              ))}
            </ul>
            <p>
              {full
                ? 'The browser’s storage for this site is full. '
                : 'This browser keeps nothing for this site (a private window, or settings that block site data). '}
              {It} on this page until you close or reload it.{' '}
              {full
                ? resultsChars > 0
                  ? `To keep ${it}, clear saved experiment results (the experiments can be run again), or free space in the browser’s settings for this site.`
                  : `To keep ${it}, free space in the browser’s settings for this site (its stored data).`
                : `To keep ${it}, allow this site to store data, or use a normal window.`}
            </p>
            {cleared && <p>Cleared {cleared.sets} saved set{cleared.sets === 1 ? '' : 's'} of experiment results; still not enough space.</p>}
            <div className="storage-notice__actions">
              {full && resultsChars > 0 && (
                <button type="button" onClick={clear} data-clear-results="">
                  Clear saved experiment results ({sizeText(resultsChars)})
                </button>
              )}
              <button type="button" onClick={dismiss}>
                Dismiss
              </button>
            </div>
          </div>
        </div>
      ) : (
        cleared && (
          <div className="notice" role="status">
            <p>
              Saved. {cleared.sets} saved set{cleared.sets === 1 ? '' : 's'} of experiment results cleared to make room.
            </p>
            <button type="button" onClick={() => setCleared(null)} aria-label="Dismiss message">
              ×
            </button>
          </div>
        )
      )}
    </div>
  );
}
