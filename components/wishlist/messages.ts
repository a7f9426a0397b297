/** The strings each client leaf of the wish list shows, picked on the server (`pickMessages`). */
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

export const WISHLIST_VIEW_MESSAGES = {
  product: ['wishlistPage'],
  catalogue: ['card', 'badge'],
} as const;
