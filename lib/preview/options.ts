import { z } from 'zod';
import { countryCodeSchema, languageSchema } from '@/lib/site/parse';
import { supportsLanguage, type CountryCode, type Language } from '@/lib/site';

/** The editor's preview options, kept in an httpOnly cookie while they move between preview pages. */
export const PREVIEW_OPTIONS_COOKIE = 'preview_options';

/** A user segment's slug as the API names them (`beauty-pass-black`). */
export const segmentSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/);

export const previewOptionsSchema = z
  .object({
    country: countryCodeSchema,
    language: languageSchema,
    segments: z.array(segmentSlugSchema).max(20),
  })
  .refine((options) => supportsLanguage(options.country, options.language), {
    message: 'The language is not one of the country’s',
    path: ['language'],
  });

/** Preview options: locale (language), country and the selected user segments. */
export type PreviewOptions = z.infer<typeof previewOptionsSchema>;

/** A cookie value as options; anything malformed (or tampered with) is no options at all. */
export function parsePreviewOptions(value: string | undefined): PreviewOptions | null {
  if (!value) return null;
  try {
    const parsed = previewOptionsSchema.safeParse(JSON.parse(value));
    return parsed.success ? { ...parsed.data, segments: [...new Set(parsed.data.segments)] } : null;
  } catch {
    return null;
  }
}

export function serializePreviewOptions(options: PreviewOptions): string {
  return JSON.stringify(options);
}

/**
 * The options a preview page renders with: the cookie's, else the store the editor is on with no
 * segment; a `segments` query (the comparison frames) replaces the cookie's segments for that page.
 */
export function effectivePreviewOptions(
  cookie: PreviewOptions | null,
  route: { country: CountryCode; lang: Language },
  segmentsQuery?: string | string[],
): PreviewOptions {
  const base = cookie ?? { country: route.country, language: route.lang, segments: [] };
  if (typeof segmentsQuery !== 'string') return base;
  const segments = segmentsQuery
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => segmentSlugSchema.safeParse(slug).success)
    .slice(0, 20);
  return { ...base, segments: [...new Set(segments)] };
}

/** `user_segments` as the API takes it: the slugs comma-joined, or nothing. */
export function userSegmentsQuery(segments: readonly string[]): string | undefined {
  return segments.length > 0 ? segments.join(',') : undefined;
}
