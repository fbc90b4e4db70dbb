// Throttles a data version to the display: however often `version` changes, the value returned
// changes at most once per animation frame, so charts redraw at most once per frame.
import { useEffect, useState } from 'react';

export function useFrameVersion(version: number): number {
  const [shown, setShown] = useState(version);
  useEffect(() => {
    if (version === shown) return;
    if (typeof requestAnimationFrame !== 'function') {
      const id = setTimeout(() => setShown(version), 16);
      return () => clearTimeout(id);
    }
    // Re-arming on every change is cheap, and the frame's callback still runs once, with the latest version.
    const id = requestAnimationFrame(() => setShown(version));
    return () => cancelAnimationFrame(id);
  }, [version, shown]);
  return shown;
}
