import { StoreImage } from '@/components/ui/store-image';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ListingFromQuery } from '@/components/catalogue/category-view';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { ListingRouteProps } from '@/components/catalogue/listing-state';
import type { ContentEntry } from '@/contract';
import pageStyles from '@/components/catalogue/page.module.css';
import { getBrand, getCategory, listBrands } from '@/lib/api/catalogue';
import { getContentEntry } from '@/lib/api/content';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { breadcrumbListJsonLd, publicUrl, seoOrigins, serializeJsonLd } from '@/lib/seo';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { BannerImage } from './banner-image';
import { ContentBlocks } from './content-blocks';
import styles from './brand-view.module.css';

/** `/brands`: every brand sold in the country, A to Z. */
export async function BrandIndex({ country, lang }: { country: CountryCode; lang: Language }) {
  const [brands, t] = await Promise.all([listBrands(country, lang), getTranslator(lang, 'catalogue')]);
  const defaultLang = defaultLanguage(country);
  const groups = new Map<string, typeof brands>();
  for (const brand of brands.filter((b) => b.productCount > 0)) {
    const letter = /^[a-z]/i.test(brand.name) ? brand.name[0]!.toUpperCase() : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.head}>
        <h1 className={pageStyles.title}>{t('brands.title')}</h1>
        <p className={pageStyles.intro}>{t('brands.intro')}</p>
      </header>
      <div className={styles.index}>
        {[...groups.entries()].map(([letter, items]) => (
          <section key={letter} aria-labelledby={`brands-${letter}`} className={styles.letter}>
            <h2 id={`brands-${letter}`}>{letter}</h2>
            <ul>
              {items.map((brand) => (
                <li key={brand.id}>
                  <Link href={withLanguage(`/brands/${brand.slug}`, lang, defaultLang)}>{brand.name}</Link>{' '}
                  <span className={styles.count}>{t('brands.products', { count: brand.productCount })}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * A content page's entry: the published one unless given (preview hands in a draft or a segment
 * variant, `null` when there is none).
 */
type ContentRouteProps = ListingRouteProps & { entry?: ContentEntry | null };

/**
 * `/brands/{slug}/{topCategory?}/{category?}/{subCategory?}`: the brand, its managed content when
 * it has some, and its products narrowed by the category segments.
 */
export async function BrandView({ country, lang, segments, query, entry: given }: ContentRouteProps) {
  const [slug, ...categorySegments] = segments.map((s) => s.toLowerCase());
  if (!slug || categorySegments.length > 3) notFound();
  const categoryPath = categorySegments.join('/');
  const [brand, entry, category, t] = await Promise.all([
    getBrand(country, lang, slug),
    given !== undefined ? given : getContentEntry(country, lang, 'brands', slug).catch(() => null),
    categoryPath ? getCategory(country, lang, categoryPath) : Promise.resolve(null),
    getTranslator(lang, 'catalogue'),
  ]);
  if (!brand || (categoryPath && !category)) notFound();
  const defaultLang = defaultLanguage(country);
  const basePath = `/brands/${brand.slug}${categoryPath ? `/${categoryPath}` : ''}`;
  const crumbs = [
    { name: t('home'), href: withLanguage('/', lang, defaultLang), path: '/' },
    { name: t('brands.title'), href: withLanguage('/brands', lang, defaultLang), path: '/brands' },
    { name: brand.name, href: withLanguage(`/brands/${brand.slug}`, lang, defaultLang), path: `/brands/${brand.slug}` },
    ...(category?.breadcrumbs ?? []).map((b) => ({
      name: b.name,
      href: withLanguage(`/brands/${brand.slug}/${b.path}`, lang, defaultLang),
      path: `/brands/${brand.slug}/${b.path}`,
    })),
  ];
  const origins = seoOrigins();
  return (
    <>
      <div className={styles.hero}>
        <BannerImage src={brand.heroImageUrl} className={styles.heroImage} firstScreen />
        <div className={styles.heroCopy}>
          <StoreImage src={brand.logoUrl} alt="" width={200} height={80} className={styles.logo} />
          <h1 id="listing-heading" className={styles.name}>
            {category ? `${brand.name} · ${category.name}` : brand.name}
          </h1>
          <p className={styles.tagline}>{brand.tagline}</p>
        </div>
      </div>
      <div className={pageStyles.page}>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(
              breadcrumbListJsonLd(
                crumbs.map((c) => ({ name: c.name, url: publicUrl(country, lang, c.path, origins) })),
              ),
            ),
          }}
        />
        <Breadcrumbs items={crumbs} label={t('breadcrumbs')} />
        <p className={pageStyles.intro}>{brand.description}</p>
      </div>
      {entry && !category ? (
        <ContentBlocks
          blocks={entry.blocks.filter((b) => b.type !== 'hero')}
          country={country}
          lang={lang}
          heroIsTitle={false}
        />
      ) : null}
      <div className={pageStyles.page}>
        <ListingFromQuery
          country={country}
          lang={lang}
          query={query}
          basePath={basePath}
          scope={{ brand: brand.slug, category: category?.slug, categoryPath: category?.path }}
        />
      </div>
    </>
  );
}

/**
 * `/pages/{slugUrl}/{topCategory?}/{category?}/{subCategory?}`: a landing page from the CMS
 * ('Landing Page not found' is the 404 page), with products of the category segments if given.
 */
export async function LandingView({ country, lang, segments, query, entry: given }: ContentRouteProps) {
  const [slug, ...categorySegments] = segments.map((s) => s.toLowerCase());
  if (!slug || categorySegments.length > 3) notFound();
  const categoryPath = categorySegments.join('/');
  const [entry, category] = await Promise.all([
    given !== undefined ? given : getContentEntry(country, lang, 'pages', slug),
    categoryPath ? getCategory(country, lang, categoryPath) : Promise.resolve(null),
  ]);
  if (!entry || (categoryPath && !category)) notFound();
  const heroFirst = entry.blocks[0]?.type === 'hero';
  return (
    <>
      {heroFirst ? null : <h1 className={pageStyles.page}>{entry.title}</h1>}
      <ContentBlocks blocks={entry.blocks} country={country} lang={lang} heroIsTitle={heroFirst} />
      {category ? (
        <div className={pageStyles.page}>
          <h2 id="listing-heading" className={pageStyles.title}>
            {category.name}
          </h2>
          <ListingFromQuery
            country={country}
            lang={lang}
            query={query}
            basePath={`/pages/${slug}/${categoryPath}`}
            scope={{ category: category.slug, categoryPath: category.path }}
          />
        </div>
      ) : null}
    </>
  );
}
