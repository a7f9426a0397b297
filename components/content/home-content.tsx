import { cacheLife, cacheTag } from 'next/cache';
import { CATALOGUE_CACHE, cacheTags } from '@/lib/api/catalogue-cache';
import { HomeHero } from '@/components/content/home-hero';
import { getContentEntry } from '@/lib/api/content';
import type { ContentEntry } from '@/contract';
import { readForShell } from '@/lib/api/prerender';
import type { CountryCode, Language } from '@/lib/site';
import { ContentBlocks } from './content-blocks';
import styles from './blocks.module.css';

/**
 * The home page's managed content for the country and language: part of the prerendered page
 * when the build reaches the API, read at request time otherwise. Without the API the
 * storefront's own welcome shows.
 */
export async function HomeContent({ country, lang }: { country: CountryCode; lang: Language }) {
  const entry = await readForShell(() => getContentEntry(country, lang, 'homepage', 'home')).catch(() => null);
  if (!entry || entry.blocks.length === 0) return <HomeHero country={country} lang={lang} />;
  return <HomeBlocks country={country} lang={lang} />;
}

/** The rendered home content, the same for every shopper of a storefront. */
async function HomeBlocks({ country, lang }: { country: CountryCode; lang: Language }) {
  'use cache';
  cacheLife(CATALOGUE_CACHE.content);
  cacheTag(cacheTags.content(country, lang));
  const entry = await getContentEntry(country, lang, 'homepage', 'home');
  if (!entry) return <HomeHero country={country} lang={lang} />;
  return <HomeEntry entry={entry} country={country} lang={lang} />;
}

/** A home page entry's blocks, under its title unless a hero opens it (published, or a preview's draft). */
export function HomeEntry({ entry, country, lang }: { entry: ContentEntry; country: CountryCode; lang: Language }) {
  const heroFirst = entry.blocks[0]?.type === 'hero';
  return (
    <>
      {heroFirst ? null : (
        <h1 className={`${styles.pageTitle}`} data-testid="home-title">
          {entry.title}
        </h1>
      )}
      <ContentBlocks blocks={entry.blocks} country={country} lang={lang} heroIsTitle={heroFirst} />
    </>
  );
}
