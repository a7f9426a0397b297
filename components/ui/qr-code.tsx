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

const POSTER_WIDTH = 720;
const POSTER_LINE = 48;

/**
 * A PNG of the code (data URL), large enough for a banking app to read from the photo library, with
 * `lines` written under it (what is paid, to whom, by when): a saved picture says what it is for.
 * In the browser only (a canvas), in the page's own typeface so every script is drawn.
 */
export async function qrPngDataUrl(value: string, lines: readonly string[] = []): Promise<string> {
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, value, { errorCorrectionLevel: 'M', margin: QUIET_ZONE, width: POSTER_WIDTH });
  const poster = document.createElement('canvas');
  poster.width = POSTER_WIDTH;
  poster.height = POSTER_WIDTH + (lines.length > 0 ? (lines.length + 1) * POSTER_LINE : 0);
  const context = poster.getContext('2d');
  if (!context) return code.toDataURL('image/png');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, poster.width, poster.height);
  context.drawImage(code, 0, 0);
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  context.fillStyle = '#000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  lines.forEach((line, index) => {
    context.font = `${index === 0 ? 700 : 400} ${index === 0 ? 32 : 28}px ${family}`;
    // Below the code's quiet zone, which stays clear for the camera.
    const y = POSTER_WIDTH + POSTER_LINE / 2 + index * POSTER_LINE;
    context.fillText(line, POSTER_WIDTH / 2, y, POSTER_WIDTH - 2 * POSTER_LINE);
  });
  return poster.toDataURL('image/png');
}
