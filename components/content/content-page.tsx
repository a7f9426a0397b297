import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContentEntry } from '@/lib/api/content';
import type { ContentEntry } from '@/contract';
import {
  CONTENT_PAGES_FOLDED,
  CONTENT_PAGES_WITH_CONTENTS,
  type ContentPageSlug,
} from '@/contract/content-pages';
import { readForShell } from '@/lib/api/prerender';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { countryAlternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { ContentArticle, lastModifiedLabel } from './content-article';
import { pageSections, requestedSection } from './content-sections';

/** The query of a page whose sections fold away: `section` names the one to open. */
export type SectionSearchParams = Promise<{ section?: string | string[] }>;

function readPage(country: CountryCode, lang: Language, slug: ContentPageSlug) {
  return readForShell(() => getContentEntry(country, lang, 'cms-pages', slug));
}

/** Title, description and canonical of a store page; each country has its own text. */
export async function contentPageMetadata(params: Promise<LocaleParams>, slug: ContentPageSlug): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const entry = await readPage(country, lang, slug).catch(() => null);
  if (!entry) return {};
  const alternates = countryAlternatesFor(country, lang, `/${slug}`, seoOrigins());
  return {
    title: entry.title,
    description: entry.seoDescription,
    alternates,
    openGraph: openGraphFor(country, lang, {
      title: entry.title,
      description: entry.seoDescription,
      url: alternates.canonical,
    }),
  };
}

/**
 * One of the store's own pages (about, terms, privacy, help, contact, delivery and returns, Beauty
 * Pass terms), from the cached content entry of the country and language.
 */
export async function ContentPage({
  country,
  lang,
  slug,
  section,
  entry: given,
}: {
  country: CountryCode;
  lang: Language;
  slug: ContentPageSlug;
  /** The entry to show instead of the published one (preview's draft). */
  entry?: ContentEntry;
  /** `?section=` of the link that opened the page, on pages whose sections fold away. */
  section?: string | string[];
}) {
  const [entry, t] = await Promise.all([given ?? readPage(country, lang, slug), getTranslator(lang, 'content')]);
  if (!entry) notFound();
  const requested = requestedSection(pageSections(entry.blocks), section);
  return (
    <ContentArticle
      entry={entry}
      path={`/${slug}`}
      country={country}
      lang={lang}
      defaultLang={defaultLanguage(country)}
      labels={{
        lastUpdated: t('page.lastUpdated', { date: lastModifiedLabel(entry.updatedAt, country, lang) }),
        contents: t('page.contents'),
      }}
      withContents={CONTENT_PAGES_WITH_CONTENTS.includes(slug)}
      folded={CONTENT_PAGES_FOLDED.includes(slug)}
      requested={requested}
    />
  );
}
