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

/** What both menus draw: the tree, their words, and links kept in the page's language. */
async function menuContent(country: CountryCode, lang: Language) {
  const [tree, t, tc] = await Promise.all([
    getCategoryTree(country, lang),
    getTranslator(lang, 'catalogue'),
    getTranslator(lang, 'content'),
  ]);
  const defaultLang = defaultLanguage(country);
  return { tree, t, tc, href: (path: string) => withLanguage(path, lang, defaultLang) };
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
  const { tree, t, tc, href } = await menuContent(country, lang);
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
  const { tree, t, tc, href } = await menuContent(country, lang);
  const categoryHref = (category: { path: string }) => href(`/categories/${category.path}`);
  const shopAll = (category: { name: string }) => t('categoryMenu.shopAll', { name: category.name });
  return (
    <nav className={styles.drawerNav} aria-label={tc('header.categories')}>
      <ul className={styles.drawerList}>
        {tree.map((top) => (
          <li key={top.id}>
            <DrawerEntry name={top.name} href={categoryHref(top)} shopAll={shopAll(top)} classes={DRAWER_TOP}>
              {top.children.map((mid) => (
                <li key={mid.id}>
                  <DrawerEntry name={mid.name} href={categoryHref(mid)} shopAll={shopAll(mid)} classes={DRAWER_MID}>
                    {mid.children.map((leaf) => (
                      <li key={leaf.id}>
                        <Link href={categoryHref(leaf)} className={styles.drawerLeaf}>
                          {leaf.name}
                        </Link>
                      </li>
                    ))}
                  </DrawerEntry>
                </li>
              ))}
            </DrawerEntry>
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

/** The drawer's row and "shop all" link of a top category, and of a category under it. */
const DRAWER_TOP = { row: styles.drawerRow, all: styles.drawerAll };
const DRAWER_MID = { row: styles.drawerSub, all: styles.drawerLeafAll };

/**
 * A category of the drawer: a link, or with sub-categories (`children`, their items) a disclosure
 * that opens on a link to all of it, then them.
 */
function DrawerEntry({
  name,
  href,
  shopAll,
  classes,
  children,
}: {
  name: string;
  href: string;
  shopAll: string;
  classes: { row?: string; all?: string };
  children: ReactNode[];
}) {
  if (children.length === 0) {
    return (
      <Link href={href} className={classes.row}>
        {name}
      </Link>
    );
  }
  return (
    <details className={styles.drawerGroup}>
      <summary className={classes.row}>{name}</summary>
      <ul className={styles.drawerList}>
        <li>
          <Link href={href} className={classes.all}>
            {shopAll}
          </Link>
        </li>
        {children}
      </ul>
    </details>
  );
}

export function CategoryNavPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}
