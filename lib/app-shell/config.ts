import type { ExemptedPath } from '@/contract/content';
import type { IntegrationsEnv } from '@/lib/env-schema';
import type { CountryCode, Language } from '@/lib/site';

/** What the browser side of the integrations needs; all of it is public. */
export interface ShellConfig {
  country: CountryCode;
  lang: Language;
  gtm: { perCountry: Partial<Record<string, string>>; shared?: string };
  kameleoon: { siteCode?: string; environment?: string; stubMode: boolean };
  sentry: { dsn?: string; environment: string; maxEvents: number };
  fraud: { siteId: string; scriptUrl?: string };
  cookieDomain?: string;
  exemptedPaths: ExemptedPath[];
}

export function shellConfig(
  env: IntegrationsEnv,
  country: CountryCode,
  lang: Language,
  layout: { forterSiteId: string; smartLinkExemptedPaths: ExemptedPath[] },
): ShellConfig {
  const gtmId = env.gtmIds[country];
  return {
    country,
    lang,
    // Only this country's id reaches its pages.
    gtm: { perCountry: gtmId ? { [country]: gtmId } : {}, shared: env.gtmIdDefault },
    kameleoon: env.kameleoon,
    sentry: { dsn: env.sentry.browserDsn, environment: env.sentry.environment, maxEvents: env.sentry.maxEvents },
    fraud: { siteId: layout.forterSiteId, scriptUrl: env.fraudScriptUrl },
    cookieDomain: env.cookieDomain,
    exemptedPaths: layout.smartLinkExemptedPaths,
  };
}

/**
 * QA switches a test or a QA engineer may set on `window.__HB_QA__` before the page loads (e.g. a
 * flags site code in stub mode, a DSN whose ingest the test intercepts, the local stand-in of the
 * fraud script). They change only this browser's integrations, and only to same-origin scripts.
 */
export interface QaOverrides {
  kameleoon?: { siteCode?: string; environment?: string; stubMode?: boolean };
  sentryDsn?: string;
  fraudScriptUrl?: string;
}

declare global {
  interface Window {
    __HB_QA__?: QaOverrides;
  }
}

export function applyQaOverrides(config: ShellConfig, qa: QaOverrides | undefined): ShellConfig {
  if (!qa || typeof qa !== 'object') return config;
  const sameOriginPath = typeof qa.fraudScriptUrl === 'string' && /^\/(?!\/)/.test(qa.fraudScriptUrl);
  return {
    ...config,
    kameleoon: qa.kameleoon
      ? { ...config.kameleoon, ...qa.kameleoon, stubMode: qa.kameleoon.stubMode ?? config.kameleoon.stubMode }
      : config.kameleoon,
    sentry: typeof qa.sentryDsn === 'string' ? { ...config.sentry, dsn: qa.sentryDsn } : config.sentry,
    fraud: sameOriginPath ? { ...config.fraud, scriptUrl: qa.fraudScriptUrl } : config.fraud,
  };
}
