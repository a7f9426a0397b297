import { StoreImage } from '@/components/ui/store-image';
import type { ReactNode } from 'react';
import { cacheLife, cacheTag } from 'next/cache';
import { getProduct } from '@/lib/api/catalogue';
import { CATALOGUE_CACHE, cacheTags } from '@/lib/api/catalogue-cache';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Badge } from '@/components/ui/badge';
import { Rating } from '@/components/ui/rating';
import { addToBagWithForm } from '@/components/bag/bag-actions';
import { ADD_TO_BAG_MESSAGES } from '@/components/bag/messages';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { breadcrumbListJsonLd, productJsonLd, publicUrl, seoOrigins, serializeJsonLd } from '@/lib/seo';
import { defaultLanguage, formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { Link } from '@/components/ui/link';
import { WISHLIST_BUTTON_MESSAGES } from '@/components/wishlist/messages';
import { PRODUCT_PURCHASE_MESSAGES, RECENTLY_VIEWED_MESSAGES } from './messages';
import { RecentlyViewed } from './recently-viewed';
import { GalleryMainImage } from './gallery-image';
import { ProductPurchase } from './product-purchase';
import type { PurchaseVariant } from './purchase-variant';
import { ViewItemEvent } from './view-item-event';
import { ProductReviews } from './product-reviews';
import type { ReviewsView } from '@/lib/routing/member-variant';
import styles from './product-view.module.css';

/**
 * The product as every shopper of the storefront sees it, cached whole; the member's wish-list
 * state comes in through `wishlist`, which is rendered per request and not part of the cache.
 */
export async function ProductView({
  slug,
  country,
  lang,
  wishlist,
  reviews,
  reviewEntry,
}: {
  slug: string;
  country: CountryCode;
  lang: Language;
  wishlist: ReactNode;
  /** The sort and page of reviews shown: part of the cache key, like the product. */
  reviews: ReviewsView;
  /** Whether and how the shopper may review the product: a member's part, rendered per request. */
  reviewEntry: ReactNode;
}) {
  'use cache';
  cacheLife(CATALOGUE_CACHE.products);
  cacheTag(cacheTags.products(country, lang), cacheTags.product(country, lang, slug));
  const product = await getProduct(country, lang, slug);
  if (!product) return null;
  const [t, tc, messages] = await Promise.all([
    getTranslator(lang, 'product'),
    getTranslator(lang, 'catalogue'),
    pickMessages(lang, {
      product: [
        ...PRODUCT_PURCHASE_MESSAGES.product,
        ...WISHLIST_BUTTON_MESSAGES.product,
        ...RECENTLY_VIEWED_MESSAGES.product,
      ],
      catalogue: RECENTLY_VIEWED_MESSAGES.catalogue,
      ...ADD_TO_BAG_MESSAGES,
    }),
  ]);
  const defaultLang = defaultLanguage(country);
  const origins = seoOrigins();
  const path = `/products/${product.slug}`;
  const url = publicUrl(country, lang, path, origins);
  const absolute = (p: string) => new URL(p, url).toString();
  const crumbs = [
    { name: tc('home'), href: withLanguage('/', lang, defaultLang), path: '/' },
    ...product.breadcrumbs.map((b) => ({
      name: b.name,
      href: withLanguage(`/categories/${b.path}`, lang, defaultLang),
      path: `/categories/${b.path}`,
    })),
    { name: product.name, path },
  ];
  const variants: PurchaseVariant[] = product.variants.map((v) => ({
    id: v.id,
    name: v.name,
    kind: v.kind,
    hexColor: v.hexColor,
    imageUrl: v.imageUrl,
    price: formatMoneyIn(v.price, country, lang),
    salePrice: v.salePrice && v.salePrice.amount < v.price.amount ? formatMoneyIn(v.salePrice, country, lang) : null,
    stockState: v.stockState,
    stockQuantity: v.stockQuantity,
    waitlistable: v.waitlistable,
  }));
  // What the shopper sees first: the first variant that can be bought, at its effective price.
  const shown =
    product.variants.find((v) => v.stockState === 'in_stock' || v.stockState === 'low_stock') ?? product.variants[0];
  const distribution = product.rating.distribution;
  const maxCount = Math.max(1, ...distribution);

  return (
    <div className={styles.page}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd([
            productJsonLd(product, country, url, absolute),
            breadcrumbListJsonLd(crumbs.map((c) => ({ name: c.name, url: publicUrl(country, lang, c.path, origins) }))),
          ]),
        }}
      />
      {shown ? (
        <ViewItemEvent
          item={{
            id: shown.id,
            name: product.name,
            brand: product.brand.name,
            variant: shown.name,
            unitPrice: shown.salePrice && shown.salePrice.amount < shown.price.amount ? shown.salePrice : shown.price,
          }}
        />
      ) : null}
      <Breadcrumbs items={crumbs} label={tc('breadcrumbs')} />
      <div className={styles.top}>
        <section className={styles.gallery} aria-label={t('gallery')}>
          {/* A scroller of pictures only: focusable, so arrow keys can scroll it on phones. */}
          <ul className={styles.images} tabIndex={0} aria-label={t('gallery')}>
            {product.images.map((image, index) => (
              <li key={image}>
                {index === 0 ? (
                  <GalleryMainImage product={product.slug} src={image} alt={product.name} />
                ) : (
                  <StoreImage
                    src={image}
                    alt={t('imageOf', { index: index + 1, total: product.images.length })}
                    width={800}
                    height={800}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.info} aria-labelledby="product-title">
          <div className={styles.badges}>
            {product.onSale ? <Badge tone="accent">{tc('card.onSale')}</Badge> : null}
            {product.isNew ? <Badge tone="inverse">{tc('card.new')}</Badge> : null}
            {product.badges.map((badge) => (
              <Badge key={badge}>{tc(`badge.${badge}`)}</Badge>
            ))}
          </div>
          <p className={styles.brand}>
            <Link href={withLanguage(`/brands/${product.brand.slug}`, lang, defaultLang)}>{product.brand.name}</Link>
          </p>
          <div className={styles.titleRow}>
            <h1 id="product-title" className={styles.title}>
              {product.name}
            </h1>
            <TranslationsProvider lang={lang} resources={messages}>
              {wishlist}
            </TranslationsProvider>
          </div>
          {product.rating.count > 0 ? (
            <a href="#reviews" className={styles.ratingLink}>
              <Rating
                average={product.rating.average}
                count={tc('card.ratingCount', { count: product.rating.count })}
                label={tc('card.rating', { average: product.rating.average, count: product.rating.count })}
              />
            </a>
          ) : null}
          <TranslationsProvider lang={lang} resources={messages}>
            <ProductPurchase
              product={product.slug}
              addToBag={addToBagWithForm}
              country={country}
              variants={variants}
              lang={lang}
              defaultLang={defaultLang}
              labels={{ sale: tc('card.sale'), regular: tc('card.regular') }}
            />
          </TranslationsProvider>
          <div className={styles.sections}>
            <details open>
              <summary>{t('details')}</summary>
              <p>{product.description}</p>
              {product.details.length > 0 ? (
                <dl className={styles.facts}>
                  {product.details.map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </details>
            <details>
              <summary>{t('howToUse')}</summary>
              <p>{product.howToUse}</p>
            </details>
            <details>
              <summary>{t('ingredients')}</summary>
              <p>{product.ingredients}</p>
            </details>
          </div>
        </section>
      </div>

      <section id="reviews" className={styles.reviews} aria-labelledby="reviews-title">
        <h2 id="reviews-title">{t('reviews.title')}</h2>
        <div className={styles.reviewEntry}>{reviewEntry}</div>
        {product.rating.count === 0 ? (
          <p>{t('reviews.none')}</p>
        ) : (
          <div className={styles.reviewGrid}>
            <div className={styles.summary}>
              <p className={styles.average}>{t('reviews.summary', { average: product.rating.average })}</p>
              <p className={styles.muted}>{t('reviews.count', { count: product.rating.count })}</p>
              <dl className={styles.bars}>
                {[5, 4, 3, 2, 1].map((stars) => {
                  const count = distribution[stars - 1] ?? 0;
                  return (
                    <div key={stars} className={styles.bar}>
                      <dt>{t('reviews.stars', { count: stars })}</dt>
                      <dd>
                        <span className={styles.track} aria-hidden="true">
                          <span style={{ width: `${(count / maxCount) * 100}%` }} />
                        </span>
                        <span>{t('reviews.starCount', { count })}</span>
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </div>
            <ProductReviews slug={product.slug} country={country} lang={lang} view={reviews} />
          </div>
        )}
      </section>
      <TranslationsProvider lang={lang} resources={messages}>
        <RecentlyViewed
          key={product.id}
          productId={product.id}
          country={country}
          lang={lang}
          defaultLang={defaultLang}
        />
      </TranslationsProvider>
    </div>
  );
}
