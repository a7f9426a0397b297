/**
 * The store's own pages, managed as `cms-pages` entries whose slug is the page's path. Zod-free, so
 * the footer, the sitemap and the routes can list them without loading the contract's schemas.
 */
export const CONTENT_PAGE_SLUGS = [
  'about',
  'terms',
  'privacy',
  'help',
  'contact',
  'delivery-returns',
  'beauty-pass-terms',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** Pages long enough to open with a table of contents. */
export const CONTENT_PAGES_WITH_CONTENTS: readonly ContentPageSlug[] = ['terms', 'privacy', 'help', 'delivery-returns'];

/** Pages whose sections fold away (questions and clauses), so a link can open one of them. */
export const CONTENT_PAGES_FOLDED: readonly ContentPageSlug[] = ['terms', 'help'];

/** The section the checkout and sign-up link to: `/terms?section=Legal+Terms`. */
export const LEGAL_TERMS_SECTION = 'Legal Terms';

/** The link to it; the anchor brings the section into view even without JavaScript. */
export const LEGAL_TERMS_HREF = '/terms?section=Legal+Terms#legal-terms';

/**
 * A section's stable anchor from its name as links write it: `Legal Terms` and `legal-terms` both
 * give `legal-terms`. Anchors stay English in every language, so a link works in any of them.
 */
export function sectionAnchor(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}
