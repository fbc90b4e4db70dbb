// A modal dialog on the native <dialog>: opened on mount, closed by Esc or by any button inside a
// <form method="dialog">; when it goes, the focus goes back to whatever had it before (usually
// the button that opened it), even though React removes the element.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ModalProps {
  className: string;
  /** Id of the dialog's heading. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ className, labelledBy, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement | null>(null);
  useRestoreFocus();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={ref} className={className} aria-labelledby={labelledBy} onClose={onClose}>
      {children}
    </dialog>
  );
}

/** Remembers the focused element when a component mounts and gives it the focus back when it unmounts. */
export function useRestoreFocus(): void {
  // Read while rendering, before any effect has moved the focus into the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    return () => {
      // After React has removed the dialog: the opener may itself be re-rendering.
      queueMicrotask(() => {
        if (opener && opener.isConnected) opener.focus();
      });
    };
  }, [opener]);
}
