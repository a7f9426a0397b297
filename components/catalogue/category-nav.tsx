import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { cacheLife, cacheTag } from 'next/cache';
import { getCategoryTree } from '@/lib/api/catalogue';
import { CATALOGUE_CACHE, cacheTags } from '@/lib/api/catalogue-cache';
import { readFramePart } from '@/lib/api/prerender';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { CategoryDisclosure } from './category-disclosure';
import { CategoryPanel, CategoryPanels } from './category-panels';
import styles from './category-nav.module.css';

/**
 * The header's categories from the API, prerendered with the page when the build reaches the API
 * and read at request time otherwise; if the API is down the header simply has no category menu.
 */
export async function CategoryNav({ country, lang }: { country: CountryCode; lang: Language }) {
  const tree = await readFramePart(() => getCategoryTree(country, lang));
  if (!tree) return <CategoryNavPlaceholder />;
  return <CategoryMenu country={country} lang={lang} />;
}

/**
 * The rendered desktop menu, the same on every page of a storefront: the top categories, each with
 * a button that opens its panel of sub-categories. The panels' links come when the shopper reaches
 * for the menu (`categoryMenuPanels`, through `CategoryPanels`); the top links work without them.
 */
async function CategoryMenu({ country, lang }: { country: CountryCode; lang: Language }) {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.categories(country, lang));
  const [tree, t, tc] = await Promise.all([
    getCategoryTree(country, lang),
    getTranslator(lang, 'catalogue'),
    getTranslator(lang, 'content'),
  ]);
  const defaultLang = defaultLanguage(country);
  const href = (path: string) => withLanguage(path, lang, defaultLang);
  return (
    <CategoryPanels
      country={country}
      lang={lang}
      className={styles.nav}
      label={t('categoryNav')}
      labels={{
        loading: tc('header.loadingCategories'),
        failed: tc('header.categoriesFailed'),
        retry: tc('header.retryCategories'),
      }}
    >
      <ul className={styles.top}>
        {tree.map((top) => {
          const link = (
            <Link href={href(`/categories/${top.path}`)} className={styles.topLink}>
              {top.name}
            </Link>
          );
          if (top.children.length === 0) {
            return (
              <li key={top.id} className={styles.item}>
                {link}
              </li>
            );
          }
          return (
            <CategoryDisclosure
              key={top.id}
              link={link}
              buttonLabel={t('categoryMenu.more', { name: top.name })}
              panelId={`category-panel-${top.id}`}
              classes={{ item: styles.item, button: styles.toggle, panel: styles.panel }}
            >
              <CategoryPanel id={top.id} />
            </CategoryDisclosure>
          );
        })}
        <li className={styles.item}>
          <Link href={href('/brands')} className={styles.topLink}>
            {tc('header.brands')}
          </Link>
        </li>
      </ul>
    </CategoryPanels>
  );
}

/** The desktop menu's panels: each top category's sub-categories and theirs, by the top category's id. */
export async function categoryMenuPanels(country: CountryCode, lang: Language): Promise<Record<number, ReactNode>> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.categories(country, lang));
  const tree = await getCategoryTree(country, lang);
  const defaultLang = defaultLanguage(country);
  const href = (path: string) => withLanguage(path, lang, defaultLang);
  const panels: Record<number, ReactNode> = {};
  for (const top of tree) {
    if (top.children.length === 0) continue;
    panels[top.id] = (
      <ul className={styles.columns}>
        {top.children.map((mid) => (
          <li key={mid.id}>
            <Link href={href(`/categories/${mid.path}`)} className={styles.midLink}>
              {mid.name}
            </Link>
            {mid.children.length > 0 ? (
              <ul className={styles.leaves}>
                {mid.children.map((leaf) => (
                  <li key={leaf.id}>
                    <Link href={href(`/categories/${leaf.path}`)}>{leaf.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return panels;
}

/**
 * The phone menu's categories: every level as nested disclosures (native `<details>`), each opening
 * with a link to the whole category before its sub-categories. Loaded when the menu opens
 * (`menu-actions.tsx`).
 */
export async function CategoryDrawerMenu({ country, lang }: { country: CountryCode; lang: Language }) {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.categories(country, lang));
  const [tree, t, tc] = await Promise.all([
    getCategoryTree(country, lang),
    getTranslator(lang, 'catalogue'),
    getTranslator(lang, 'content'),
  ]);
  const defaultLang = defaultLanguage(country);
  const href = (path: string) => withLanguage(path, lang, defaultLang);
  return (
    <nav className={styles.drawerNav} aria-label={tc('header.categories')}>
      <ul className={styles.drawerList}>
        {tree.map((top) => (
          <li key={top.id}>
            {top.children.length === 0 ? (
              <Link href={href(`/categories/${top.path}`)} className={styles.drawerRow}>
                {top.name}
              </Link>
            ) : (
              <details className={styles.drawerGroup}>
                <summary className={styles.drawerRow}>{top.name}</summary>
                <ul className={styles.drawerList}>
                  <li>
                    <Link href={href(`/categories/${top.path}`)} className={styles.drawerAll}>
                      {t('categoryMenu.shopAll', { name: top.name })}
                    </Link>
                  </li>
                  {top.children.map((mid) => (
                    <li key={mid.id}>
                      {mid.children.length === 0 ? (
                        <Link href={href(`/categories/${mid.path}`)} className={styles.drawerSub}>
                          {mid.name}
                        </Link>
                      ) : (
                        <details className={styles.drawerGroup}>
                          <summary className={styles.drawerSub}>{mid.name}</summary>
                          <ul className={styles.drawerList}>
                            <li>
                              <Link href={href(`/categories/${mid.path}`)} className={styles.drawerLeafAll}>
                                {t('categoryMenu.shopAll', { name: mid.name })}
                              </Link>
                            </li>
                            {mid.children.map((leaf) => (
                              <li key={leaf.id}>
                                <Link href={href(`/categories/${leaf.path}`)} className={styles.drawerLeaf}>
                                  {leaf.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </details>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
        <li>
          <Link href={href('/brands')} className={styles.drawerRow}>
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
