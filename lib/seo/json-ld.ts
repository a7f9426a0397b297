import type { ProductDetail } from '@/contract';
import { getCountry, type CountryCode } from '@/lib/site';

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so that no string from the
 * catalogue can close the script element, and the line separators JSON allows but JavaScript did not.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function breadcrumbListJsonLd(items: Array<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
  coming_soon: 'https://schema.org/PreOrder',
} as const;

function major(amount: number, country: CountryCode): string {
  const digits = getCountry(country).currency.fractionDigits;
  return (amount / 10 ** digits).toFixed(digits);
}

/** schema.org Product with one offer per variant, prices in the country's currency. */
export function productJsonLd(
  product: ProductDetail,
  country: CountryCode,
  url: string,
  absolute: (path: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.variants[0]?.sku,
    image: product.images.map(absolute),
    url,
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.breadcrumbs.map((b) => b.name).join(' > ') || undefined,
    aggregateRating:
      product.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      name: variant.name,
      price: major((variant.salePrice ?? variant.price).amount, country),
      priceCurrency: variant.price.currency,
      availability: AVAILABILITY[variant.stockState],
      url,
    })),
  };
}
