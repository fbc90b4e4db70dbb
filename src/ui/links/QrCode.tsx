// A QR code of a link, drawn as one SVG path of its dark modules (large and crisp on a projector).
// A link too long for any QR code (a scenario with many flows and edits) gets a note instead.
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The code's modules, at error correction M, else L (which holds about a quarter more), else null. */
function modules(text: string): { n: number; d: string } | null {
  for (const errorCorrectionLevel of ['M', 'L'] as const) {
    let q: ReturnType<typeof QRCode.create>;
    try {
      q = QRCode.create(text, { errorCorrectionLevel });
    } catch {
      continue; // too much data for this level
    }
    const n = q.modules.size;
    let d = '';
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (q.modules.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    return { n, d };
  }
  return null;
}

export function QrCode({ text, size = 320, label }: { text: string; size?: number; label: string }) {
  const code = useMemo(() => modules(text), [text]);
  if (!code) {
    return (
      <p className="hint qr-too-long" role="note">
        This link is too long for a QR code ({text.length} characters): copy it, or download the scenario as a file.
      </p>
    );
  }
  const quiet = code.n + 8; // 4 modules of quiet zone on each side
  return (
    <svg className="qr" width={size} height={size} viewBox={`0 0 ${quiet} ${quiet}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={quiet} height={quiet} fill="#fff" />
      <path d={code.d} fill="#000" />
    </svg>
  );
}
