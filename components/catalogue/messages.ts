/** The strings each client leaf of the catalogue shows, picked on the server (`pickMessages`). */
export const LISTING_FILTERS_MESSAGES = { catalogue: ['filters', 'sort'] } as const;
