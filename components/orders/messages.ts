/** The strings the order screens' client leaves show, picked on the server (`pickMessages`). */
export const ORDER_VIEW_MESSAGES = {
  orders: [
    'title',
    'notFound',
    'loading',
    'status',
    'confirmation',
    'pending',
    'failed',
    'instruction',
    'details',
    'methods',
    'actions',
    'errors',
    'guest',
  ],
  checkout: ['payment', 'validation'],
  bag: ['summary'],
  errors: ['network', 'unavailable'],
} as const;

export const ORDER_LIST_MESSAGES = {
  orders: ['list', 'status', 'details.placedInShort'],
} as const;
