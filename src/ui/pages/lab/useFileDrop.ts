// Dropping a file anywhere on the page opens it (while `enabled`).
import { useEffect, useRef } from 'react';

export function useFileDrop(open: (file: File) => void, enabled: boolean): void {
  const dropRef = useRef(open);
  useEffect(() => {
    dropRef.current = open;
  });
  useEffect(() => {
    if (!enabled) return;
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      const f = e.dataTransfer?.files?.[0];
      if (!f) return;
      e.preventDefault();
      dropRef.current(f);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [enabled]);
}
