/** Feature-flag client settings. The client library is @kameleoon/javascript-sdk 4.17.1 (4.9.0 is not published to this registry). */
export const FLAGS_REQUEST_TIMEOUT_MS = 20_000;
/** Minutes between configuration updates. */
export const FLAGS_UPDATE_INTERVAL = { production: 5, other: 1 } as const;
export const VISIT_DURATION_MINUTES = 29;
export const VISITOR_CODE_LENGTH = 16;
export const VISITOR_CODE_MAX_LENGTH = 255;
export const VISITOR_CODE_COOKIE = 'kameleoonVisitorCode';
export const VISITOR_CODE_MAX_AGE_DAYS = 365;
/** Consent for flags and A/B tests, as the consent banner stores it. */
export const FLAGS_CONSENT_KEY = 'kameleoonConsent';
/** The legal-consent record: per visitor code, whether A/B testing is allowed. */
export const LEGAL_CONSENT_KEY = 'legalConsent';

/** Custom-data slots of the visitor, as configured in the vendor's back office. */
export const CUSTOM_DATA_SLOTS = {
  tier: 0,
  country: 3,
  platform: 5,
  appPlatform: 6,
  version: 7,
  key: 8,
  brandCode: 9,
  pagePath: 10,
} as const;

export const FLAG_ERRORS = {
  missingConfig: 'Kameleoon siteCode or environment is missing',
  notReady: 'Kameleoon client is not ready',
} as const;

/** Flags the store checks, with the value used while the client is not ready. */
export const FEATURE_FLAGS = {
  /** Listing cards with the brand set above the name and a larger image. */
  productCardSpotlight: { key: 'product-card-spotlight', fallback: false },
} as const;
