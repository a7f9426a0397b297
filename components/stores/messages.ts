/** The strings the store screens' client leaves show, picked on the server (`pickMessages`). */
export const STORE_LOCATOR_MESSAGES = {
  happening: ['stores'],
} as const;

export const STORE_HOURS_MESSAGES = {
  happening: [
    'stores.openNow',
    'stores.closedNow',
    'stores.todayHours',
    'stores.closedToday',
    'stores.opensToday',
    'stores.opensTomorrow',
    'stores.opensOn',
    'stores.days',
  ],
} as const;
