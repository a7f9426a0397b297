import type { RoutingRequest } from '@/lib/routing/decide';

/** A request as the proxy hands it to `decideRoute`: the home page on localhost, unless overridden. */
export function routingRequest(overrides: Partial<RoutingRequest> = {}): RoutingRequest {
  return {
    pathname: '/',
    search: '',
    host: 'localhost:3000',
    headers: { siteCountry: null },
    cookies: {},
    ...overrides,
  };
}
