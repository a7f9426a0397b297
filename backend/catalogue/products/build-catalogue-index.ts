import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { productOffers, products, productVariants } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import { COUNTRY_CODES, type CountryCode } from '@/contract';
import { getLookups } from '../shared/lookups';
import {
  FLAG,
  type CatalogueIndex,
  type CountryIndex,
  type IndexedOffer,
  type IndexedProduct,
  type PresortedKey,
} from './catalogue-index-types';

const TERM_CACHE_LIMIT = 2_000;
const QUERY_CACHE_LIMIT = 100;

const comparators: Record<PresortedKey, (a: IndexedOffer, b: IndexedOffer) => number> = {
  newest: (a, b) => b.product.releasedAt - a.product.releasedAt || a.product.id - b.product.id,
  price_asc: (a, b) => a.effectivePrice - b.effectivePrice || a.product.id - b.product.id,
  price_desc: (a, b) => b.effectivePrice - a.effectivePrice || a.product.id - b.product.id,
  rating: (a, b) =>
    b.product.ratingAverage - a.product.ratingAverage ||
    b.product.ratingCount - a.product.ratingCount ||
    a.product.id - b.product.id,
  bestselling: (a, b) => b.product.salesCount - a.product.salesCount || a.product.id - b.product.id,
};

export async function build(db: Db): Promise<CatalogueIndex> {
  const lookups = await getLookups(db);
  const [productRows, offerRows, variantRows] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        brandId: products.brandId,
        categoryId: products.categoryId,
        midCategoryId: products.midCategoryId,
        topCategoryId: products.topCategoryId,
        isNew: products.isNew,
        isBestseller: products.isBestseller,
        badges: products.badges,
        ratingAverage: products.ratingAverage,
        ratingCount: products.ratingCount,
        salesCount: products.salesCount,
        releasedAt: products.releasedAt,
        variantKind: products.variantKind,
        searchText: products.searchText,
      })
      .from(products),
    db
      .select({
        productId: productOffers.productId,
        country: productOffers.country,
        price: productOffers.price,
        salePrice: productOffers.salePrice,
        effectivePrice: productOffers.effectivePrice,
      })
      .from(productOffers),
    db
      .select({ productId: productVariants.productId, count: sql<number>`count(*)::int` })
      .from(productVariants)
      .groupBy(productVariants.productId),
  ]);

  const variantCounts = new Map(variantRows.map((row) => [row.productId, row.count]));
  const byId = new Map<number, IndexedProduct>();
  const words = new Map<string, number[]>();
  for (const row of productRows) {
    // Built field by field so every product shares one hidden class: the filters read these
    // properties for every product of a country on every request.
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name,
      brandId: row.brandId,
      categoryId: row.categoryId,
      midCategoryId: row.midCategoryId,
      topCategoryId: row.topCategoryId,
      isNew: row.isNew,
      isBestseller: row.isBestseller,
      badges: row.badges,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      salesCount: row.salesCount,
      releasedAt: row.releasedAt.getTime(),
      variantKind: row.variantKind,
      variantCount: variantCounts.get(row.id) ?? 1,
      searchText: row.searchText,
    });
    for (const word of new Set(row.searchText.split(' '))) {
      if (word.length === 0) continue;
      const list = words.get(word);
      if (list) list.push(row.id);
      else words.set(word, [row.id]);
    }
  }

  const perCountry = new Map<string, IndexedOffer[]>(COUNTRY_CODES.map((code) => [code, []]));
  for (const row of offerRows) {
    const product = byId.get(row.productId);
    const list = perCountry.get(row.country);
    if (!product || !list) continue;
    list.push({ product, price: row.price, salePrice: row.salePrice, effectivePrice: row.effectivePrice });
  }

  let maxProductId = 0;
  for (const id of byId.keys()) maxProductId = Math.max(maxProductId, id);
  const countries = {} as Record<CountryCode, CountryIndex>;
  for (const code of COUNTRY_CODES) {
    const offers = perCountry.get(code) ?? [];
    const n = offers.length;
    const index: CountryIndex = {
      offers,
      positionOf: new Int32Array(maxProductId + 1).fill(-1),
      productId: new Int32Array(n),
      brandId: new Int32Array(n),
      topCategoryId: new Int32Array(n),
      midCategoryId: new Int32Array(n),
      categoryId: new Int32Array(n),
      effectivePrice: new Float64Array(n),
      flags: new Uint8Array(n),
      sorted: {} as Record<PresortedKey, Int32Array>,
      sortedByCategory: new Map(),
    };
    offers.forEach((offer, i) => {
      const { product } = offer;
      index.positionOf[product.id] = i;
      index.productId[i] = product.id;
      index.brandId[i] = product.brandId;
      index.topCategoryId[i] = product.topCategoryId;
      index.midCategoryId[i] = product.midCategoryId;
      index.categoryId[i] = product.categoryId;
      index.effectivePrice[i] = offer.effectivePrice;
      let flags = 0;
      if (offer.salePrice !== null) flags |= FLAG.onSale;
      if (product.isNew) flags |= FLAG.isNew;
      if (product.isBestseller) flags |= FLAG.bestseller;
      for (const badge of product.badges) {
        if (badge === 'coming_soon' || badge === 'priority_access' || badge === 'app_exclusive') flags |= FLAG[badge];
      }
      index.flags[i] = flags;
    });
    const positions = offers.map((_, i) => i);
    for (const key of Object.keys(comparators) as PresortedKey[]) {
      const compare = comparators[key];
      index.sorted[key] = Int32Array.from([...positions].sort((a, b) => compare(offers[a]!, offers[b]!)));
    }
    index.sortedByCategory = groupByCategory(index);
    countries[code] = index;
  }
  return {
    lookups,
    maxProductId,
    countries,
    words,
    termCache: new LRUCache({ max: TERM_CACHE_LIMIT }),
    queryCache: new LRUCache({ max: QUERY_CACHE_LIMIT }),
  };
}

/** Splits every presorted list by category, keeping each list's order. */
function groupByCategory(index: CountryIndex): Map<number, Record<PresortedKey, Int32Array>> {
  const keys = Object.keys(index.sorted) as PresortedKey[];
  const buckets = new Map<number, Record<PresortedKey, number[]>>();
  const bucket = (categoryId: number) => {
    let entry = buckets.get(categoryId);
    if (!entry) {
      entry = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<PresortedKey, number[]>;
      buckets.set(categoryId, entry);
    }
    return entry;
  };
  for (const key of keys) {
    for (const i of index.sorted[key]) {
      const ids = new Set([index.topCategoryId[i]!, index.midCategoryId[i]!, index.categoryId[i]!]);
      for (const id of ids) bucket(id)[key].push(i);
    }
  }
  return new Map(
    [...buckets].map(([id, lists]) => [
      id,
      Object.fromEntries(keys.map((key) => [key, Int32Array.from(lists[key])])) as Record<PresortedKey, Int32Array>,
    ]),
  );
}
