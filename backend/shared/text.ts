import type { LocalizedText } from '@/backend/db/schema';
import type { Language } from '@/contract';

/**
 * Lower-case, accent-free, punctuation-free text used both to build `products.search_text`
 * and to normalize the shopper's query, so both sides match the same way.
 * CJK and Thai characters are kept as they are.
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** Normalized query terms, at most 6. */
export function searchTerms(query: string): string[] {
  return normalizeSearchText(query)
    .split(' ')
    .filter((term) => term.length > 0)
    .slice(0, 6);
}

/** The text in the requested language, falling back to English. */
export function localize(text: LocalizedText, language: Language): string {
  return text[language] ?? text.en;
}
