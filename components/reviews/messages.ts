/** The keys the review form shows; kept out of the client module so the page can pick them. */
export const REVIEW_FORM_MESSAGES = {
  reviews: ['write'],
} as const;
