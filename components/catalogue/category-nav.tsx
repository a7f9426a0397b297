import Link from 'next/link';
import { cacheLife, cacheTag } from 'next/cache';
import { getCategoryTree } from '@/lib/api/catalogue';
import { CATALOGUE_CACHE, cacheTags } from '@/lib/api/catalogue-cache';
import { readForShell } from '@/lib/api/prerender';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import styles from './category-nav.module.css';

/**
 * The header's categories from the API, prerendered with the page when the build reaches the API
 * and read at request time otherwise; if the API is down the header simply has no category menu.
 */
export async function CategoryNav({ country, lang }: { country: CountryCode; lang: Language }) {
  const tree = await readForShell(() => getCategoryTree(country, lang)).catch(() => null);
  if (!tree) return <CategoryNavPlaceholder />;
  return <CategoryMenu country={country} lang={lang} />;
}

/** The rendered menu, the same on every page of a storefront. */
async function CategoryMenu({ country, lang }: { country: CountryCode; lang: Language }) {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.categories(country, lang));
  const [tree, t] = await Promise.all([getCategoryTree(country, lang), getTranslator(lang, 'catalogue')]);
  const defaultLang = defaultLanguage(country);
  const href = (path: string) => withLanguage(path, lang, defaultLang);
  const tc = await getTranslator(lang, 'content');
  return (
    <nav className={styles.nav} aria-label={t('categoryNav')}>
      <ul className={styles.top}>
        {tree.map((top) => (
          <li key={top.id} className={styles.item}>
            <Link href={href(`/categories/${top.path}`)} className={styles.topLink}>
              {top.name}
            </Link>
            {top.children.length > 0 ? (
              <div className={styles.panel}>
                <ul className={styles.columns}>
                  {top.children.map((mid) => (
                    <li key={mid.id}>
                      <Link href={href(`/categories/${mid.path}`)} className={styles.midLink}>
                        {mid.name}
                      </Link>
                      <ul className={styles.leaves}>
                        {mid.children.map((leaf) => (
                          <li key={leaf.id}>
                            <Link href={href(`/categories/${leaf.path}`)} tabIndex={-1}>
                              {leaf.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
        <li className={styles.item}>
          <Link href={href('/brands')} className={styles.topLink}>
            {tc('header.brands')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export function CategoryNavPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}
