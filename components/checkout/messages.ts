/** The strings the checkout's client leaf shows, picked on the server (`pickMessages`). */
export const CHECKOUT_MESSAGES = {
  checkout: ['loading', 'empty', 'backToBag', 'delivery', 'address', 'payment', 'review', 'validation', 'errors'],
  bag: ['line.points', 'line.free', 'summary', 'errors'],
  errors: ['network', 'timeout', 'unavailable', 'tooManyRequests'],
} as const;
