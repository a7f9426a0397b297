import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { notFoundError } from '@/backend/http/errors';
import { productOffers, productReviews, products, productVariants } from '@/backend/db/schema';
import type { AppEnv } from '@/backend/types';
import {
  featuredProductsResponseSchema,
  productResponseSchema,
  variantListResponseSchema,
  type CountryCode,
  type Language,
  type Variant,
} from '@/contract';
import { getLookups } from '../shared/lookups';
import { productImageUrl, variantImageUrl } from '@/backend/shared/media-urls';
import { money, scalePrice } from '@/backend/shared/money';
import { serialize } from '@/backend/shared/respond';
import { localize } from '@/backend/shared/text';
import { breadcrumbs, toCard } from './product-cards';
import { productCardsByIds } from './query';
import { featuredProductsRoute, showProductRoute, variantsRoute } from './routes';
import { aggregateStockState, stockState } from './stock-state';

type VariantRow = typeof productVariants.$inferSelect;

function toVariant(
  country: CountryCode,
  row: VariantRow,
  offer: { price: number; salePrice: number | null },
  waitlistable: boolean,
): Variant {
  const state = stockState(row.stock, row.comingSoon);
  return {
    id: row.id,
    productId: row.productId,
    sku: row.sku,
    name: row.name,
    kind: row.kind,
    hexColor: row.hexColor,
    sizeLabel: row.sizeLabel,
    price: money(country, scalePrice(country, offer.price, row.priceFactor)),
    salePrice: offer.salePrice === null ? null : money(country, scalePrice(country, offer.salePrice, row.priceFactor)),
    stockState: state,
    stockQuantity: state === 'low_stock' ? row.stock : null,
    waitlistable: waitlistable && (state === 'out_of_stock' || state === 'coming_soon'),
    imageUrl: variantImageUrl(row.id),
  };
}

const DETAIL_LABELS: Record<Language, { brand: string; category: string; shade: string; size: string; sku: string }> = {
  en: { brand: 'Brand', category: 'Category', shade: 'Shades', size: 'Sizes', sku: 'Item no.' },
  id: { brand: 'Brand', category: 'Kategori', shade: 'Pilihan warna', size: 'Ukuran', sku: 'No. item' },
  th: { brand: 'แบรนด์', category: 'หมวดหมู่', shade: 'เฉดสี', size: 'ขนาด', sku: 'รหัสสินค้า' },
  zh: { brand: '品牌', category: '類別', shade: '色號', size: '容量', sku: '產品編號' },
};

function productDetails(
  language: Language,
  facts: { brand: string; category: string; variants: string[]; variantKind: 'shade' | 'size'; sku: string },
): Array<{ label: string; value: string }> {
  const labels = DETAIL_LABELS[language];
  return [
    { label: labels.brand, value: facts.brand },
    { label: labels.category, value: facts.category },
    { label: facts.variantKind === 'shade' ? labels.shade : labels.size, value: facts.variants.join(', ') },
    { label: labels.sku, value: facts.sku.replace(/-\d+$/, '') },
  ];
}

/** The product page, featured product cards and variants-by-id routes. */
export function registerProductDetailRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(showProductRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { db, country, language } = c.var;
    const lookups = await getLookups(db);
    const [row] = await db
      .select({ product: products, price: productOffers.price, salePrice: productOffers.salePrice })
      .from(products)
      .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, country)))
      .where(eq(products.slug, slug))
      .limit(1);
    if (!row) throw notFoundError();
    const { product } = row;
    const [variantRows, reviewRows] = await Promise.all([
      db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, product.id))
        .orderBy(asc(productVariants.position)),
      db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.productId, product.id), eq(productReviews.status, 'published')))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(10),
    ]);
    const variants = variantRows.map((variant) => toVariant(country, variant, row, product.waitlistable));
    const category = lookups.categoryById.get(product.categoryId);
    const card = toCard(lookups, country, language, {
      ...product,
      price: row.price,
      salePrice: row.salePrice,
      variantCount: variantRows.length,
    });
    const distribution = [1, 2, 3, 4, 5].map((stars) => product.ratingDistribution[stars - 1] ?? 0);
    return c.json(
      serialize(productResponseSchema, {
        data: {
          ...card,
          description: localize(product.description, language),
          details: productDetails(language, {
            brand: card.brand.name,
            category: (category ? breadcrumbs(lookups, category, language) : []).map((crumb) => crumb.name).join(' › '),
            variants: variants.map((variant) => variant.name),
            variantKind: product.variantKind,
            sku: variants[0]?.sku ?? '',
          }),
          howToUse: localize(product.howToUse, language),
          ingredients: product.ingredients,
          images: Array.from({ length: product.imageCount }, (_, index) => productImageUrl(product.id, index + 1)),
          variants,
          stockState: aggregateStockState(variants.map((variant) => variant.stockState)),
          waitlistable: product.waitlistable,
          breadcrumbs: category ? breadcrumbs(lookups, category, language) : [],
          rating: { ...card.rating, distribution },
          // A review in the page's language where one is given, as written otherwise.
          reviews: reviewRows.map((review) => ({
            id: review.id,
            authorName: review.authorName,
            rating: review.rating,
            title: review.translations?.[language]?.title ?? review.title,
            body: review.translations?.[language]?.body ?? review.body,
            createdAt: review.createdAt.toISOString(),
          })),
        },
      }),
      200,
    );
  });

  app.openapi(featuredProductsRoute, async (c) => {
    const ids = [...new Set(c.req.valid('json').productIds)];
    const data = await productCardsByIds(c.var.db, c.var.country, c.var.language, ids);
    return c.json(serialize(featuredProductsResponseSchema, { data }), 200);
  });

  app.openapi(variantsRoute, async (c) => {
    const { ids } = c.req.valid('query');
    const { db, country } = c.var;
    if (ids.length === 0) return c.json(serialize(variantListResponseSchema, { data: [] }), 200);
    const lookups = await getLookups(db);
    const rows = await db
      .select({
        variant: productVariants,
        productSlug: products.slug,
        productName: products.name,
        brandId: products.brandId,
        waitlistable: products.waitlistable,
        price: productOffers.price,
        salePrice: productOffers.salePrice,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, country)))
      .where(inArray(productVariants.id, ids));
    const byId = new Map(rows.map((entry) => [entry.variant.id, entry]));
    const data = ids.flatMap((id) => {
      const entry = byId.get(id);
      if (!entry) return [];
      const brand = lookups.brandById.get(entry.brandId);
      return [
        {
          ...toVariant(country, entry.variant, entry, entry.waitlistable),
          product: {
            id: entry.variant.productId,
            slug: entry.productSlug,
            name: entry.productName,
            brand: { id: entry.brandId, slug: brand?.slug ?? '', name: brand?.name ?? '' },
          },
        },
      ];
    });
    return c.json(serialize(variantListResponseSchema, { data }), 200);
  });
}
