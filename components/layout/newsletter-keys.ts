/** The labels (passed translated by the footer) the newsletter form's checks name. */
export const NEWSLETTER_KEYS = ['emailInvalid', 'consentRequired'] as const;
export type NewsletterKey = (typeof NEWSLETTER_KEYS)[number];
