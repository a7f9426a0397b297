import type { z } from 'zod';
import type { CountryCode, Language } from '@/lib/site';
import { createApiClient, type ApiClient, type QueryValue } from './client';
import { ApiError } from './errors';
import { serverBaseURL } from './server-origin';

/**
 * The client for server reads that are the same for every shopper of a country and language
 * (catalogue, content, the site index): no member token, so their answers may be cached with the
 * country and language as the key.
 */
export function publicServerClient(country: CountryCode, lang: Language): ApiClient {
  return createApiClient({ country, lang, auth: null, baseURL: serverBaseURL() });
}

/** A 404 from the API becomes `null`, so pages decide with `notFound()`. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A public GET of a route that answers `{ data }`. */
export interface PublicRead<T> {
  path: string;
  query?: Record<string, QueryValue>;
  schema: z.ZodType<{ data: T }>;
}

/** The data of a public read. */
export async function readPublic<T>(country: CountryCode, lang: Language, read: PublicRead<T>): Promise<T> {
  const answer = await publicServerClient(country, lang).request({ method: 'GET', ...read });
  return answer.data;
}

/** The data of a public read of one thing, or null when the API has no such thing (404). */
export function readPublicOrNull<T>(country: CountryCode, lang: Language, read: PublicRead<T>): Promise<T | null> {
  return orNull(readPublic(country, lang, read));
}
