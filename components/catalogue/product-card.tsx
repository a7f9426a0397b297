import { StoreImage } from '@/components/ui/store-image';
import { Link } from '@/components/ui/link';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import { Badge } from '@/components/ui/badge';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import type { ProductCard as ProductCardData } from '@/contract';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import styles from './product-card.module.css';

export interface CardLabels {
  sale: string;
  regular: string;
  onSale: string;
  new: string;
  rating: (average: number, count: number) => string;
  ratingCount: (count: number) => string;
  variants: (kind: 'shade' | 'size', count: number) => string;
  badge: Record<'coming_soon' | 'priority_access' | 'app_exclusive', string>;
}

/** The card strings of one language, resolved once per listing. */
export function cardLabels(t: TFunction<'catalogue'>): CardLabels {
  return {
    sale: t('card.sale'),
    regular: t('card.regular'),
    onSale: t('card.onSale'),
    new: t('card.new'),
    rating: (average, count) => t('card.rating', { average, count }),
    ratingCount: (count) => t('card.ratingCount', { count }),
    variants: (kind, count) => t(kind === 'shade' ? 'card.shades' : 'card.sizes', { count }),
    badge: {
      coming_soon: t('badge.coming_soon'),
      priority_access: t('badge.priority_access'),
      app_exclusive: t('badge.app_exclusive'),
    },
  };
}

export function ProductCard({
  product,
  country,
  lang,
  labels,
  priority = false,
  headingLevel = 'h3',
  children,
}: {
  product: ProductCardData;
  country: CountryCode;
  lang: Language;
  labels: CardLabels;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** More about the price, under it (a member price). */
  children?: ReactNode;
}) {
  const defaultLang = defaultLanguage(country);
  const href = withLanguage(`/products/${product.slug}`, lang, defaultLang);
  const Heading = headingLevel;
  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={href} className={styles.link}>
        <span className={styles.media}>
          {/* Backend SVGs: fixed intrinsic size so the grid never shifts. */}
          <StoreImage src={product.imageUrl} alt="" width={400} height={400} firstScreen={priority} />
        </span>
        <span className={styles.badges}>
          {product.onSale ? <Badge tone="accent">{labels.onSale}</Badge> : null}
          {product.isNew ? <Badge tone="inverse">{labels.new}</Badge> : null}
          {product.badges.map((badge) => (
            <Badge key={badge}>{labels.badge[badge]}</Badge>
          ))}
        </span>
        <span className={styles.brand}>{product.brand.name}</span>
        <Heading className={styles.name}>{product.name}</Heading>
      </Link>
      <Price price={product.price} salePrice={product.salePrice} country={country} lang={lang} labels={labels} />
      {children}
      <span className={styles.meta}>
        {product.rating.count > 0 ? (
          <Rating
            average={product.rating.average}
            count={labels.ratingCount(product.rating.count)}
            label={labels.rating(product.rating.average, product.rating.count)}
          />
        ) : null}
        {product.variantCount > 1 ? <span>{labels.variants(product.variantKind, product.variantCount)}</span> : null}
      </span>
      <span className={styles.wish}>
        <WishlistButton productId={product.id} productName={product.name} />
      </span>
    </article>
  );
}

/** Products as a list of cards: a grid or a rail, by `className`. */
export function ProductCardList({
  products,
  className,
  ...card
}: {
  products: readonly ProductCardData[];
  className: string | undefined;
} & Pick<Parameters<typeof ProductCard>[0], 'country' | 'lang' | 'labels' | 'headingLevel'>) {
  return (
    <ul className={className}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} {...card} />
        </li>
      ))}
    </ul>
  );
}
