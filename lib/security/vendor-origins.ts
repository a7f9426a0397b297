import { kameleoonNetworkDomain } from '@/lib/flags/network-domain';
import { COUNTRY_CODES, type CountryCode } from '@/lib/site';

/**
 * The third-party origins the storefront's integrations talk to, by CSP directive. The security
 * headers read this list; an integration that needs another origin adds it here, nowhere else.
 */

/** Tag manager: its loader script, and the analytics collectors the tags it loads send to. */
export const GTM_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  frame: ['https://www.googletagmanager.com'],
} as const;

/** Feature flags: configuration, visitor data and tracking (the SDK is bundled, not loaded from a CDN). */
export const KAMELEOON_DEFAULT_ORIGINS = [
  'https://sdk-config.kameleoon.eu',
  'https://data.kameleoon.io',
  'https://events.kameleoon.eu',
] as const;

export function kameleoonOrigins(country: CountryCode): string[] {
  const domain = kameleoonNetworkDomain(country);
  return [`https://sdk-config.${domain}`, `https://data.${domain}`, `https://events.${domain}`];
}

/** Error reporting: events are posted to the DSN's ingest host (sentry.io's regional ingest hosts). */
export const SENTRY_ORIGINS = [
  'https://*.ingest.sentry.io',
  'https://*.ingest.us.sentry.io',
  'https://*.ingest.de.sentry.io',
] as const;

/** Fraud prevention: the vendor's script (FRAUD_SCRIPT_URL in lib/fraud) and the endpoints it reports to. */
export const FRAUD_ORIGINS = {
  script: ['https://cdn4.forter.com'],
  connect: ['https://cdn4.forter.com', 'https://*.forter.com'],
} as const;

/** Every vendor origin by CSP directive, for all countries (one header serves every host). */
export const VENDOR_ORIGINS = {
  'script-src': [...GTM_ORIGINS.script, ...FRAUD_ORIGINS.script],
  'connect-src': [
    ...GTM_ORIGINS.connect,
    ...KAMELEOON_DEFAULT_ORIGINS,
    ...COUNTRY_CODES.flatMap((country) => kameleoonOrigins(country)),
    ...SENTRY_ORIGINS,
    ...FRAUD_ORIGINS.connect,
  ],
  'img-src': [...GTM_ORIGINS.img],
  'frame-src': [...GTM_ORIGINS.frame],
} as const;
