import { serverEnv } from '@/lib/env';
import type { SeoOrigins } from './urls';

export * from './urls';
export * from './json-ld';

/** The origins of this deployment (PUBLIC_ORIGIN overrides the country domains). */
export function seoOrigins(): SeoOrigins {
  return { override: serverEnv().PUBLIC_ORIGIN };
}
export * from './sitemap';
export * from './open-graph';
