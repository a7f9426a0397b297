/**
 * How long browsers keep the storefront's own font files (public/fonts) before asking again. The
 * files keep their addresses across builds, so they are not marked immutable.
 */
export const FONT_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=604800';
