import { useMemo } from 'react';
import { encode } from 'uqr';

/** Props of a QR code. */
export interface QrCodeProps {
  /** What the code holds (the link's address). */
  text: string;
  /** Its accessible name. */
  label: string;
  /** Side in pixels (default 220). */
  size?: number;
}

/** Dark modules as one SVG path: one `M x y h1v1h-1z` square each. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

/**
 * A QR code drawn here (uqr encodes it; nothing goes to the network), black on white with the
 * four-module quiet zone readers need, whatever the theme: a phone's camera reads it off the screen.
 */
export function QrCode({ text, label, size = 220 }: QrCodeProps) {
  const qr = useMemo(() => encode(text, { ecc: 'M', border: 4 }), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={modulesPath(qr.data)} fill="#000" />
    </svg>
  );
}
