/**
 * The storefront pages a mail points to, as paths, so the outbox opens them on the site it is read
 * on. A mail carries absolute links to its storefront (the API's PUBLIC_ORIGIN or the country's
 * domain); the country a shared origin names in the query is left to the site the outbox is read
 * on. Mails written before links were absolute carry bare paths, which are found too.
 */
const LINK = /(?:^|\s)(?:https?:\/\/[^\s/?#]+)?(\/[A-Za-z0-9_\-/]*(?:\?[A-Za-z0-9_\-=&%.~]*)?)/g;

export function mailLinks(body: string): string[] {
  const paths = [...body.matchAll(LINK)].map((match) => {
    // A path that ends a sentence leaves its full stop or comma behind.
    const path = (match[1] ?? '').replace(/[.,]+$/, '');
    const url = new URL(path, 'http://mail.invalid');
    if (!url.searchParams.has('country_code')) return path;
    url.searchParams.delete('country_code');
    return `${url.pathname}${url.search}`;
  });
  return [...new Set(paths.filter(Boolean))];
}
