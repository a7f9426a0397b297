import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { cacheTags } from '@/lib/api/catalogue-cache';
import { serverEnv } from '@/lib/env';
import { allLocales, type CountryCode, type Language } from '@/lib/site';
import { countryCodeSchema, languageSchema } from '@/lib/site/parse';

type TagKind = keyof typeof cacheTags;
const TAG_KINDS = Object.keys(cacheTags) as [TagKind, ...TagKind[]];

/**
 * What changed, as the CMS or the catalogue says it: which kinds of cached reads, in which
 * countries and languages (all of each when left out), and for one product its slug.
 */
export const revalidationRequestSchema = z
  .object({
    kinds: z.array(z.enum(TAG_KINDS)).min(1).max(TAG_KINDS.length),
    countries: z.array(countryCodeSchema).min(1).optional(),
    languages: z.array(languageSchema).min(1).optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,199}$/)
      .optional(),
  })
  .strict()
  .refine((r) => !r.kinds.includes('product') || r.slug !== undefined, {
    message: 'A product change names its slug',
    path: ['slug'],
  });

export type RevalidationRequest = z.infer<typeof revalidationRequestSchema>;

/** The cache tags a change touches: each kind in each country and language the store serves. */
export function tagsFor(request: RevalidationRequest): string[] {
  const countries = new Set<CountryCode>(request.countries);
  const languages = new Set<Language>(request.languages);
  const locales = allLocales().filter(
    ({ country, lang }) => (!countries.size || countries.has(country)) && (!languages.size || languages.has(lang)),
  );
  const tags = request.kinds.flatMap((kind) =>
    locales.map(({ country, lang }) =>
      kind === 'product' ? cacheTags.product(country, lang, request.slug ?? '') : cacheTags[kind](country, lang),
    ),
  );
  return [...new Set(tags)];
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether this deployment takes revalidation calls: only with its secret set. */
export function revalidationEnabled(): boolean {
  return Boolean(serverEnv().REVALIDATE_SECRET);
}

/** `Authorization: Bearer <secret>`, compared in constant time (over digests, so length does not show). */
export function revalidationAuthorised(authorization: string | null): boolean {
  const secret = serverEnv().REVALIDATE_SECRET;
  const given = authorization?.match(/^Bearer (.{1,512})$/)?.[1];
  if (!secret || !given) return false;
  return timingSafeEqual(digest(given), digest(secret));
}
