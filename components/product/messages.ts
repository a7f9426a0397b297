/** The strings each client leaf of the product domain shows, picked on the server (`pickMessages`). */
export const WISHLIST_BUTTON_MESSAGES = {
  product: [
    'wishlist.add',
    'wishlist.remove',
    'wishlist.added',
    'wishlist.removed',
    'wishlist.signIn',
    'wishlist.error',
  ],
} as const;

export const PRODUCT_PURCHASE_MESSAGES = {
  product: ['quantity', 'stock', 'variant', 'waitlist', 'bagSoon'],
} as const;

export const WISHLIST_VIEW_MESSAGES = {
  product: ['wishlistPage'],
  catalogue: ['card', 'badge'],
} as const;
