/** The strings each client leaf of the bag shows, picked on the server (`pickMessages`). */
const ERRORS = { errors: ['network', 'timeout', 'unavailable', 'tooManyRequests'] } as const;

export const ADD_TO_BAG_MESSAGES = {
  bag: ['add', 'errors', 'entry.viewBag'],
  ...ERRORS,
} as const;

export const BAG_ENTRY_MESSAGES = {
  bag: ['entry', 'line', 'empty.title', 'summary.subtotal', 'summary.checkout'],
} as const;

export const BAG_VIEW_MESSAGES = {
  bag: [
    'add.button',
    'heading',
    'loading',
    'line',
    'promo',
    'summary',
    'empty',
    'signedOut',
    'tabs',
    'samples',
    'rewards',
    'gift',
    'promoWarning',
    'notices',
    'errors',
    'beautyPass',
    'giftCard',
  ],
  ...ERRORS,
} as const;
