// A QR code of a link, drawn as one SVG path of its dark modules (large and crisp on a projector).
import QRCode from 'qrcode';
import { useMemo } from 'react';

export function QrCode({ text, size = 320, label }: { text: string; size?: number; label: string }) {
  const { n, d } = useMemo(() => {
    const q = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = q.modules.size;
    let d = '';
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (q.modules.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    return { n, d };
  }, [text]);
  const quiet = n + 8; // 4 modules of quiet zone on each side
  return (
    <svg className="qr" width={size} height={size} viewBox={`0 0 ${quiet} ${quiet}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={quiet} height={quiet} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
