/** The strings the checkout's client leaf shows, picked on the server (`pickMessages`). */
export const CHECKOUT_MESSAGES = {
  checkout: [
    'loading',
    'loadFailed',
    'tryAgain',
    'empty',
    'backToBag',
    'delivery',
    'address',
    'payment',
    'review',
    'validation',
    'errors',
    'guest',
    'registration',
  ],
  bag: ['line.points', 'line.free', 'line.shade', 'line.variant', 'summary', 'signedOut', 'errors', 'giftCard'],
  errors: ['network', 'timeout', 'unavailable', 'tooManyRequests'],
} as const;
