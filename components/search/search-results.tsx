import { ListingFromQuery } from '@/components/catalogue/category-view';
import type { RawSearchParams } from '@/components/catalogue/listing-state';
import styles from '@/components/catalogue/page.module.css';
import { getTranslator } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';

export function searchTermOf(params: RawSearchParams): string {
  const raw = params instanceof URLSearchParams ? params.get('q') : params.q;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, 100);
}

/** `/search?q=`: the products matching the term, with the listing's filters and sort. */
export async function SearchResults({
  country,
  lang,
  searchParams,
}: {
  country: CountryCode;
  lang: Language;
  searchParams: Promise<RawSearchParams>;
}) {
  const params = await searchParams;
  const q = searchTermOf(params);
  const t = await getTranslator(lang, 'search');
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 id="listing-heading" className={styles.title}>
          {q ? t('resultsTitle', { query: q }) : t('emptyTitle')}
        </h1>
        {q ? null : <p className={styles.intro}>{t('emptyPrompt')}</p>}
      </header>
      {q ? (
        <ListingFromQuery
          country={country}
          lang={lang}
          searchParams={Promise.resolve(params)}
          basePath="/search"
          scope={{ q }}
        />
      ) : null}
    </div>
  );
}
