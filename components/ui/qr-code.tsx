import QRCode from 'qrcode';
import styles from './qr-code.module.css';

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code as SVG (error correction level M): one path of dark modules inside the standard quiet
 * zone, crisp at any size. Encoded by the `qrcode` library; no hooks, so server and client
 * components can both render it.
 */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const extent = modules.size + 2 * QUIET_ZONE;
  let path = '';
  for (let r = 0; r < modules.size; r += 1) {
    for (let c = 0; c < modules.size; c += 1) {
      if (modules.get(r, c)) path += `M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`;
    }
  }
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

/** A PNG of the code (data URL), large enough for a banking app to read from the photo library. */
export function qrPngDataUrl(value: string): Promise<string> {
  return QRCode.toDataURL(value, { errorCorrectionLevel: 'M', margin: QUIET_ZONE, width: 720 });
}
