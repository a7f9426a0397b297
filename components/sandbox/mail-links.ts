/**
 * The storefront pages a simulated mail points to. The API writes them as paths in the body (a
 * real mail would carry the storefront's origin), so the outbox can open them on the site it is
 * read on.
 */
const PATH = /(?:^|\s)(\/[A-Za-z0-9_\-/]*(?:\?[A-Za-z0-9_\-=&%.~]*)?)/g;

export function mailLinks(body: string): string[] {
  // A path that ends a sentence leaves its full stop or comma behind.
  return [...body.matchAll(PATH)].map((match) => (match[1] ?? '').replace(/[.,]+$/, '')).filter(Boolean);
}
