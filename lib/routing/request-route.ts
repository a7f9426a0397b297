import { integrationsEnv, serverEnv } from '@/lib/env';
import { apiIsDown } from './api-health';
import { decideRoute, type RoutingDecision } from './decide';
import { currentSiteIndex } from './site-index';

/** What the routing reads of an incoming request. */
export interface SeenRequest {
  pathname: string;
  /** The raw query string, with or without the leading `?`. */
  search: string;
  host: string | null;
  /** The `x-site-country` header. */
  siteCountry: string | null;
  /** The `accept-language` header. */
  acceptLanguage: string | null;
  cookies: Readonly<Record<string, string | undefined>>;
}

/**
 * The routing decision for a request to this server: `decideRoute` with this deployment's settings
 * (cookie domain, open surfaces) and what the process holds in memory (the site index, the API
 * probe's verdict). The proxy and the hook that routes shared pages before Next
 * (lib/server/routed-pages.ts) both decide through it, so they cannot disagree.
 */
export function routeRequest(seen: SeenRequest): RoutingDecision {
  return decideRoute({
    pathname: seen.pathname,
    search: seen.search,
    host: seen.host,
    headers: { siteCountry: seen.siteCountry, acceptLanguage: seen.acceptLanguage },
    cookies: seen.cookies,
    cookieDomain: integrationsEnv().cookieDomain,
    surfaces: { sandbox: serverEnv().ENABLE_SANDBOX, preview: serverEnv().ENABLE_PREVIEW },
    siteIndexOf: currentSiteIndex,
    apiDown: apiIsDown(),
  });
}
