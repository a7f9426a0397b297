/** The strings each client leaf of the product domain shows, picked on the server (`pickMessages`). */

export const PRODUCT_PURCHASE_MESSAGES = {
  product: ['quantity', 'stock', 'variant', 'waitlist', 'bagSoon'],
} as const;

export const RECENTLY_VIEWED_MESSAGES = {
  product: ['recentlyViewed'],
  catalogue: ['card', 'badge'],
} as const;
