/** Whether a link leaves the store: another origin (`https://…`, `//…`), mail or a phone number. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href.trim());
}
