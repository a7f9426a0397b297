import { encodeQr } from './qr-matrix';
import styles from './qr-code.module.css';

const QUIET_ZONE = 4;

/**
 * A QR code as SVG: one path of dark modules with the standard quiet zone, crisp at any size.
 * No hooks, so server and client components can both render it.
 */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const matrix = encodeQr(value);
  const extent = matrix.length + 2 * QUIET_ZONE;
  let path = '';
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) path += `M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
