const STATIC_EXTENSION =
  /\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|mjs|map|woff2?|ttf|otf|eot|webmanifest|json|wasm)$/i;

/**
 * Requests the proxy leaves alone: framework assets, the API (forwarded to the backend by a
 * rewrite) and files with a static extension. The proxy's matcher skips most of these already;
 * this keeps the rule in one testable place.
 */
export function isPassThroughPath(pathname: string): boolean {
  return (
    pathname.startsWith('/_next/') ||
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/favicon.ico' ||
    STATIC_EXTENSION.test(pathname)
  );
}
