import Cookies from 'js-cookie';
import { reportMessage } from '@/lib/monitoring';
import { browserCookieOptions } from '@/lib/routing/cookies';
import type { CountryCode } from '@/lib/site';
import { FlagsClient } from './client';
import { kameleoonNetworkDomain } from './network-domain';
import { setFlagsClient } from './store';
import { readFlagsConsent } from './consent';
import {
  FLAG_ERRORS,
  FLAGS_REQUEST_TIMEOUT_MS,
  FLAGS_UPDATE_INTERVAL,
  VISITOR_CODE_COOKIE,
  VISITOR_CODE_MAX_AGE_DAYS,
} from './constants';
import { generateVisitorCode, isValidVisitorCode } from './visitor-code';

export interface FlagsConfig {
  siteCode?: string;
  environment?: string;
  stubMode: boolean;
  country: CountryCode;
  cookieDomain?: string;
}

export function flagsSettings(config: FlagsConfig) {
  const production = config.environment === 'production';
  return {
    environment: config.environment,
    updateInterval: production ? FLAGS_UPDATE_INTERVAL.production : FLAGS_UPDATE_INTERVAL.other,
    requestTimeout: FLAGS_REQUEST_TIMEOUT_MS,
    ...(production ? { networkDomain: kameleoonNetworkDomain(config.country) } : {}),
    ...(config.cookieDomain ? { cookieDomain: config.cookieDomain } : {}),
  };
}

/** The visitor's code from its cookie, or a new one, kept for a year. */
export function visitorCode(cookieDomain?: string): string {
  const stored = Cookies.get(VISITOR_CODE_COOKIE);
  const code = isValidVisitorCode(stored) ? stored : generateVisitorCode();
  Cookies.set(VISITOR_CODE_COOKIE, code, browserCookieOptions(VISITOR_CODE_MAX_AGE_DAYS, cookieDomain));
  return code;
}

/**
 * Creates the client in the browser (the SDK is its own chunk) and initializes it. Without a site
 * code or environment nothing is created and the problem is reported.
 */
export async function startFlags(config: FlagsConfig): Promise<FlagsClient> {
  if (!config.siteCode || !config.environment) {
    reportMessage(FLAG_ERRORS.missingConfig, { source: 'flags', level: 'warning' });
    // No vendor client: every check answers its fallback.
    const none = new FlagsClient(null, {
      visitorCode: '',
      consent: false,
      country: config.country,
      customData: () => null,
    });
    setFlagsClient(none);
    return none;
  }
  const { KameleoonClient, CustomData } = await import('@kameleoon/javascript-sdk');
  const settings = flagsSettings(config);
  const sdk = new KameleoonClient({
    siteCode: config.siteCode,
    configuration: settings,
    stubMode: config.stubMode,
  });
  const code = sdk.getVisitorCode(visitorCode(config.cookieDomain));
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const next = new FlagsClient(sdk, {
    visitorCode: code,
    consent: readFlagsConsent(storage, code),
    country: config.country,
    stub: config.stubMode,
    customData: (slot, value) => new CustomData(slot, value),
  });
  setFlagsClient(next);
  try {
    await next.initialize();
  } catch {
    // initialize never throws; the client stays not ready.
  }
  return next;
}
