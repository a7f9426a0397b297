/**
 * The keys the loyalty client components show. Kept out of the 'use client' modules so that server
 * pages can read them and pick exactly these strings for the browser.
 */
export const LOYALTY_MESSAGES = {
  loyalty: [
    'dashboard',
    'card',
    'tiers',
    'points',
    'tier',
    'privileges',
    'perks',
    'orders',
    'history',
    'rewards',
    'sale.link',
  ],
} as const;
