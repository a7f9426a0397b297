/**
 * The request header with which the server renders a page a second time as its own 404
 * (patches/README.md): a blocking page whose request-time read found nothing calls `notFound()`,
 * which gives the status; the second render, told by this header, draws the 404 screen into the
 * HTML instead. The proxy removes it from every incoming request, so only the server sets it.
 */
export const RENDER_NOT_FOUND_HEADER = 'x-render-not-found';

/** The request's headers without the server's own 404 render header, or null when it was absent. */
export function withoutRenderNotFoundHeader(headers: Headers): Headers | null {
  if (!headers.has(RENDER_NOT_FOUND_HEADER)) return null;
  const copy = new Headers(headers);
  copy.delete(RENDER_NOT_FOUND_HEADER);
  return copy;
}
