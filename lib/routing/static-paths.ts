/**
 * The files served as they are, with no page behind them: the framework's assets, the API
 * (forwarded to the backend), the folders and files of `public/`, and the app's own file routes.
 * Only these: a page path that merely ends like a file (`/products/serum.png`) is a page, and goes
 * through the proxy like any other, so it gets its rewrite, its 404 and its policy.
 */
const STATIC_FOLDERS = ['/_next/', '/api/', '/fonts/', '/fraud-stand-in/'];
const STATIC_FILES = [
  '/api',
  '/favicon.ico',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/og-image.png',
  '/build-id.json',
];
/** Requests the proxy leaves alone; its matcher (proxy.ts) skips the same paths. */
export function isPassThroughPath(pathname: string): boolean {
  return STATIC_FILES.includes(pathname) || STATIC_FOLDERS.some((folder) => pathname.startsWith(folder));
}
