import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getCategory } from '@/lib/api/catalogue';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { breadcrumbListJsonLd, publicUrl, seoOrigins, serializeJsonLd } from '@/lib/seo';
import { defaultLanguage } from '@/lib/site';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Listing } from './listing';
import { parseListingState } from '@/lib/catalogue/listing-params';
import type { RawSearchParams } from '@/lib/catalogue/listing-state';
import type { ListingRouteProps } from './listing-state';
import styles from './page.module.css';

/** A category listing: `/categories/{top}/{category?}/{subCategory?}`. */
export async function CategoryView({ country, lang, segments, query }: ListingRouteProps) {
  if (segments.length === 0 || segments.length > 3) notFound();
  const path = segments.map((s) => s.toLowerCase()).join('/');
  const category = await getCategory(country, lang, path);
  if (!category) notFound();
  const t = await getTranslator(lang, 'catalogue');
  const defaultLang = defaultLanguage(country);
  const basePath = `/categories/${category.path}`;
  const crumbs = [
    { name: t('home'), href: withLanguage('/', lang, defaultLang), path: '/' },
    ...category.breadcrumbs.map((b) => ({
      name: b.name,
      href: withLanguage(`/categories/${b.path}`, lang, defaultLang),
      path: `/categories/${b.path}`,
    })),
  ];
  const origins = seoOrigins();
  return (
    <div className={styles.page}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(
            breadcrumbListJsonLd(crumbs.map((c) => ({ name: c.name, url: publicUrl(country, lang, c.path, origins) }))),
          ),
        }}
      />
      <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
      <header className={styles.head}>
        <h1 id="listing-heading" className={styles.title}>
          {category.name}
        </h1>
        {category.children.length > 0 ? (
          <ul className={styles.chips} aria-label={t('categoryNav')}>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link href={withLanguage(`/categories/${child.path}`, lang, defaultLang)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <ListingFromQuery
        country={country}
        lang={lang}
        query={query}
        basePath={basePath}
        scope={{ category: category.slug, categoryPath: category.path }}
      />
    </div>
  );
}

export function ListingFromQuery({
  query,
  ...props
}: Omit<Parameters<typeof Listing>[0], 'state' | 'headingId'> & { query: RawSearchParams }) {
  const state = parseListingState(query);
  return <Listing {...props} state={state} headingId="listing-heading" />;
}
