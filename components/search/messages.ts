export const SEARCH_BOX_MESSAGES = {
  search: [
    'label',
    'placeholder',
    'submit',
    'clear',
    'suggestions',
    'brands',
    'categories',
    'products',
    'recent',
    'clearRecent',
    'popular',
    'loading',
    'resultsCount_one',
    'resultsCount_other',
    'noSuggestions',
  ],
} as const;
