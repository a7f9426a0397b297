/**
 * The token of a mailed link, read once; the address bar then drops it, so it is kept neither in
 * history nor in the Referer of what the page asks for afterwards.
 */
export function takeMailedToken(): string {
  if (typeof window === 'undefined') return '';
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token') ?? '';
  if (token) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return token;
}
