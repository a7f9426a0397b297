import type { InferInsertModel } from 'drizzle-orm';
import {
  brands,
  categories,
  popularQueries,
  productOffers,
  productReviews,
  products,
  productVariants,
  type LocalizedText,
} from '@/backend/db/schema';
import { normalizeSearchText } from '@/backend/shared/text';
import { roundPrice } from '@/backend/shared/money';
import type { Db } from '@/backend/types';
import { COUNTRY_CODES, type CountryCode } from '@/contract';
import { COUNTRIES } from '@/contract';
import { HOUSE_BRAND_SLUG } from '@/contract/bag';
import { BRAND_SEEDS, type BrandSeed } from './data/brands';
import { CATEGORY_TREE, type LeafSeed, type MidSeed, type TopSeed } from './data/categories';
import {
  DESCRIPTION_TEMPLATES,
  HOW_TO_USE,
  INGREDIENTS,
  namePrefixesFor,
  REVIEWER_NAMES,
  REVIEW_SNIPPETS,
  SIZES_BY_SHAPE,
  shadesForLeaf,
} from './data/words';
import { Random, slugify } from './random';
import { insertBatched } from './insert';

/** Dates in the seed are relative to this instant, so the catalogue never depends on the clock. */
export const CATALOGUE_EPOCH = new Date('2026-01-01T00:00:00Z');

export const PRODUCTS_PER_SCALE = 1500;

/** Rough US-cent → local major-unit rates for shelf prices. */
const RATES: Record<CountryCode, number> = {
  au: 1.5,
  hk: 7.8,
  id: 15500,
  my: 4.5,
  nz: 1.65,
  ph: 56,
  sg: 1.35,
  th: 35,
};

export interface LeafRef {
  id: number;
  top: TopSeed;
  mid: MidSeed;
  leaf: LeafSeed;
  midId: number;
  topId: number;
}

export interface SeededCatalogue {
  brandIds: Map<string, number>;
  productCount: number;
  /** Per country, ids of a few products sold there (for content rails, rewards, samples). */
  productsByCountry: Map<CountryCode, number[]>;
  /** First variant id of each product. */
  firstVariantOf: Map<number, number>;
  brandOfProduct: Map<number, number>;
  /** Names of the products listed in `productsByCountry`. */
  nameOf: Map<number, string>;
  /** Top category slug of the products listed in `productsByCountry`. */
  topCategoryOf: Map<number, string>;
}

/**
 * A value put in at the start of a sentence (a category name written in lower case for the middle
 * of one) still starts the sentence with a capital. Scripts without case are left as they are.
 */
export function capitalizeSentences(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function fill(template: LocalizedText, values: Record<string, LocalizedText>): LocalizedText {
  const out: LocalizedText = { en: template.en };
  for (const language of ['en', 'id', 'th', 'zh'] as const) {
    let text = template[language];
    if (text === undefined) continue;
    for (const [key, value] of Object.entries(values)) {
      text = text.replaceAll(`{${key}}`, value[language] ?? value.en);
    }
    out[language] = capitalizeSentences(text);
  }
  return out;
}

/** A shelf price in the country's currency, from US cents. */
export function localPrice(country: CountryCode, usCents: number): number {
  const minor = country === 'id' ? (usCents / 100) * RATES[country] : usCents * RATES[country];
  return roundPrice(country, minor);
}

export async function seedBrandsAndCategories(db: Db): Promise<{
  brandIds: Map<string, number>;
  leaves: LeafRef[];
}> {
  const brandRows: Array<InferInsertModel<typeof brands>> = BRAND_SEEDS.map((brand, index) => {
    const random = Random.from(`brand:${brand.slug}`);
    const hue = random.int(0, 359);
    return {
      id: index + 1,
      slug: brand.slug,
      name: brand.name,
      tagline: {
        en: `${brand.name}: beauty, thoughtfully made.`,
        id: `${brand.name}: kecantikan yang dibuat dengan sepenuh hati.`,
        th: `${brand.name}: ความงามที่สร้างสรรค์อย่างพิถีพิถัน`,
        zh: `${brand.name}：用心打造的美麗。`,
      },
      description: {
        en: `Discover ${brand.name}, loved for ${brand.focus.join(', ').replace('-', ' & ')} essentials that work as hard as you do.`,
        id: `Temukan ${brand.name}, favorit untuk kebutuhan kecantikan sehari-hari yang bekerja sekeras Anda.`,
        th: `ค้นพบ ${brand.name} แบรนด์ที่ได้รับความรักในผลิตภัณฑ์ความงามที่ตอบโจทย์ทุกวันของคุณ`,
        zh: `探索 ${brand.name}，以實用又出色的美妝必備品深受喜愛。`,
      },
      isHouseBrand: brand.slug === HOUSE_BRAND_SLUG,
      accentColor: `hsl(${hue} 45% 35%)`,
      position: index + 1,
    };
  });
  await insertBatched(db, brands, brandRows);

  const categoryRows: Array<InferInsertModel<typeof categories>> = [];
  const leaves: LeafRef[] = [];
  let nextId = 1;
  CATEGORY_TREE.forEach((top, topIndex) => {
    const topId = nextId++;
    categoryRows.push({
      id: topId,
      slug: top.slug,
      path: top.slug,
      parentId: null,
      level: 1,
      name: top.name,
      position: topIndex + 1,
    });
    top.mids.forEach((mid, midIndex) => {
      const midId = nextId++;
      categoryRows.push({
        id: midId,
        slug: mid.slug,
        path: `${top.slug}/${mid.slug}`,
        parentId: topId,
        level: 2,
        name: mid.name,
        position: midIndex + 1,
      });
      mid.leaves.forEach((leaf, leafIndex) => {
        const id = nextId++;
        categoryRows.push({
          id,
          slug: leaf.slug,
          path: `${top.slug}/${mid.slug}/${leaf.slug}`,
          parentId: midId,
          level: 3,
          name: leaf.name,
          position: leafIndex + 1,
        });
        leaves.push({ id, top, mid, leaf, midId, topId });
      });
    });
  });
  await insertBatched(db, categories, categoryRows);

  return { brandIds: new Map(brandRows.map((row) => [row.slug, row.id ?? 0])), leaves };
}

/** Formats that tell apart two products a brand line would otherwise name alike. */
const EDITION_FORMATS = ['Mini', 'Duo', 'Refill', 'Travel Size', 'Deluxe', 'Limited Edition', 'Set', 'Jumbo'] as const;

/** Weighted brand choice: the house brand and the famous names carry more of the range. */
function brandWeights(): Array<{ brand: BrandSeed; weight: number }> {
  return BRAND_SEEDS.map((brand, index) => ({
    brand,
    weight: brand.slug === HOUSE_BRAND_SLUG ? 5 : index < 20 ? 2 : 1,
  }));
}

function pickWeighted<T>(random: Random, items: Array<{ weight: number } & T>): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('empty weights');
  return last;
}

export async function seedProducts(
  db: Db,
  options: { scale: number; brandIds: Map<string, number>; leaves: LeafRef[] },
): Promise<SeededCatalogue> {
  const random = Random.from('products');
  const total = Math.max(1, Math.round(PRODUCTS_PER_SCALE * options.scale));
  const weights = brandWeights();
  const leavesByTop = new Map<string, LeafRef[]>();
  for (const ref of options.leaves) {
    const list = leavesByTop.get(ref.top.slug) ?? [];
    list.push(ref);
    leavesByTop.set(ref.top.slug, list);
  }

  const usedSlugs = new Set<string>();
  const usedNames = new Set<string>();
  const productsByCountry = new Map<CountryCode, number[]>(COUNTRY_CODES.map((code) => [code, []]));
  const firstVariantOf = new Map<number, number>();
  const brandOfProduct = new Map<number, number>();
  const nameOf = new Map<number, string>();
  const topCategoryOf = new Map<number, string>();

  let productRows: Array<InferInsertModel<typeof products>> = [];
  let offerRows: Array<InferInsertModel<typeof productOffers>> = [];
  let variantRows: Array<InferInsertModel<typeof productVariants>> = [];
  let reviewRows: Array<InferInsertModel<typeof productReviews>> = [];
  let variantId = 1;
  let reviewId = 1;
  const extraReviews: Array<Omit<InferInsertModel<typeof productReviews>, 'id'>> = [];

  const flush = async (): Promise<void> => {
    await insertBatched(db, products, productRows);
    await insertBatched(db, productVariants, variantRows);
    await insertBatched(db, productOffers, offerRows);
    await insertBatched(db, productReviews, reviewRows);
    productRows = [];
    offerRows = [];
    variantRows = [];
    reviewRows = [];
  };

  for (let index = 0; index < total; index += 1) {
    const productId = index + 1;
    const { brand } = pickWeighted(random, weights);
    const brandId = options.brandIds.get(brand.slug) ?? 1;
    const topSlug = random.pick(brand.focus);
    const ref = random.pick(leavesByTop.get(topSlug) ?? options.leaves);
    const { leaf, mid, top } = ref;

    const prefixes = namePrefixesFor(brand.slug, top.slug, [mid.slug, leaf.slug]);
    let name = `${random.pick(prefixes)} ${random.pick(leaf.nouns)}`;
    // A brand never sells two products of one name (a search would list both): a name already
    // taken is drawn again from a stream of this product's own, so the rest of the catalogue
    // draws what it always drew.
    const redraw = Random.from(`product-name:${productId}`);
    for (let attempt = 0; usedNames.has(`${brand.slug}:${name}`) && attempt < 24; attempt += 1) {
      name = `${redraw.pick(prefixes)} ${redraw.pick(leaf.nouns)}`;
    }
    // A brand line with few names for the category: the same product in another format.
    const base = name;
    for (const format of EDITION_FORMATS) {
      if (!usedNames.has(`${brand.slug}:${name}`)) break;
      name = `${base} ${format}`;
    }
    usedNames.add(`${brand.slug}:${name}`);
    let slug = slugify(`${brand.slug} ${name}`);
    if (usedSlugs.has(slug)) slug = `${slug}-${productId}`;
    usedSlugs.add(slug);

    const releasedDaysAgo = random.int(0, 720);
    const releasedAt = new Date(CATALOGUE_EPOCH.getTime() - releasedDaysAgo * 86_400_000);
    const comingSoon = random.chance(0.03);
    const badges: string[] = [];
    if (comingSoon) badges.push('coming_soon');
    if (random.chance(0.04)) badges.push('priority_access');
    if (random.chance(0.04)) badges.push('app_exclusive');
    const ratingCount = random.chance(0.1) ? 0 : Math.floor(random.next() ** 2 * 2500);
    const ratingAverage = ratingCount === 0 ? 0 : Math.round((3.2 + random.next() * 1.8) * 10) / 10;
    const salesCount = Math.floor(random.next() ** 3 * 50_000);

    // Variants.
    const variantNames: string[] = [];
    if (leaf.variantKind === 'shade') {
      const palette = shadesForLeaf(leaf.slug, mid.slug);
      const count = Math.min(palette.length, random.int(2, 9));
      const shades = random.sample(palette, count);
      shades.forEach((shade, position) => {
        variantNames.push(shade.name);
        variantRows.push({
          id: variantId,
          productId,
          sku: `HB${String(productId).padStart(7, '0')}-${position + 1}`,
          name: shade.name,
          kind: 'shade',
          hexColor: shade.hex,
          sizeLabel: null,
          priceFactor: 100,
          position: position + 1,
          ...stock(random, comingSoon),
        });
        if (position === 0) firstVariantOf.set(productId, variantId);
        variantId += 1;
      });
    } else {
      const sizes = SIZES_BY_SHAPE[leaf.shape] ?? [{ label: 'Standard', factor: 100 }];
      const count = random.int(1, sizes.length);
      sizes.slice(0, count).forEach((size, position) => {
        variantNames.push(size.label);
        variantRows.push({
          id: variantId,
          productId,
          sku: `HB${String(productId).padStart(7, '0')}-${position + 1}`,
          name: size.label,
          kind: 'size',
          hexColor: null,
          sizeLabel: size.label,
          priceFactor: size.factor,
          position: position + 1,
          ...stock(random, comingSoon),
        });
        if (position === 0) firstVariantOf.set(productId, variantId);
        variantId += 1;
      });
    }

    // Prices and availability per country.
    const baseCents = Math.round(random.int(leaf.basePrice[0], leaf.basePrice[1]) / 100) * 100;
    const isHouse = brand.slug === HOUSE_BRAND_SLUG;
    let soldSomewhere = false;
    for (const country of COUNTRY_CODES) {
      const sold = isHouse || random.chance(country === 'sg' ? 0.93 : 0.85);
      if (!sold && !(country === 'th' && !soldSomewhere)) continue;
      soldSomewhere = true;
      const price = localPrice(country, baseCents);
      const salePrice = random.chance(0.15) ? roundPrice(country, price * (0.7 + random.int(0, 3) * 0.05)) : null;
      const onSale = salePrice !== null && salePrice < price ? salePrice : null;
      offerRows.push({ productId, country, price, salePrice: onSale, effectivePrice: onSale ?? price });
      const list = productsByCountry.get(country);
      if (list && list.length < 400 && !comingSoon) {
        list.push(productId);
        nameOf.set(productId, `${brand.name} ${name}`);
        topCategoryOf.set(productId, top.slug);
      }
    }

    const categoryName: LocalizedText = leaf.name;
    const productRow: InferInsertModel<typeof products> = {
      id: productId,
      slug,
      brandId,
      categoryId: ref.id,
      midCategoryId: ref.midId,
      topCategoryId: ref.topId,
      name,
      description: fill(random.pick(DESCRIPTION_TEMPLATES), {
        name: { en: name },
        brand: { en: brand.name },
        category: {
          en: categoryName.en.toLowerCase(),
          id: (categoryName.id ?? categoryName.en).toLowerCase(),
          th: categoryName.th ?? categoryName.en,
          zh: categoryName.zh ?? categoryName.en,
        },
      }),
      howToUse: HOW_TO_USE[top.slug] ?? HOW_TO_USE.makeup ?? { en: '' },
      ingredients: random.sample(INGREDIENTS[top.slug] ?? [], random.int(5, 9)).join(', '),
      shape: leaf.shape,
      variantKind: leaf.variantKind,
      isNew: releasedDaysAgo < 60,
      isBestseller: salesCount > 20_000,
      badges,
      waitlistable: comingSoon || random.chance(0.4),
      ratingAverage,
      ratingCount,
      salesCount,
      imageCount: 3,
      releasedAt,
      searchText: normalizeSearchText(
        [
          name,
          brand.name,
          brand.slug.replaceAll('-', ' '),
          leaf.name.en,
          mid.name.en,
          top.name.en,
          leaf.name.id,
          leaf.name.th,
          leaf.name.zh,
          ...variantNames,
        ].join(' '),
      ),
    };
    productRows.push(productRow);
    brandOfProduct.set(productId, brandId);

    const listedRatings: number[] = [];
    if (ratingCount > 0 && productId % 3 === 0) {
      const count = random.int(1, 5);
      for (let r = 0; r < count; r += 1) {
        const snippet = random.pick(REVIEW_SNIPPETS);
        const review = {
          productId,
          userId: null,
          authorName: random.pick(REVIEWER_NAMES),
          rating: snippet.rating,
          title: snippet.title,
          body: snippet.body,
          translations: snippet.translations,
          createdAt: new Date(CATALOGUE_EPOCH.getTime() - random.int(0, 400) * 86_400_000),
        };
        // Never more listed reviews than the product has (the draws above still happen, so that
        // the rest of the catalogue is the same whatever the count).
        if (r >= ratingCount) continue;
        listedRatings.push(snippet.rating);
        reviewRows.push({ id: reviewId++, ...review });
      }
    }

    // The histogram counts every review: the few listed ones and the rest of the product's count.
    const distribution = ratingDistribution(ratingCount - listedRatings.length, ratingAverage);
    if (listedRatings.length > 0 && productRow.isBestseller) {
      extraReviews.push(...moreListedReviews(productId, distribution, CATALOGUE_EPOCH));
    }
    for (const stars of listedRatings) distribution[stars - 1] = (distribution[stars - 1] ?? 0) + 1;
    productRow.ratingDistribution = distribution;
    productRow.ratingAverage = averageOf(distribution);

    if (productRows.length >= 5000) await flush();
  }
  await flush();
  // After every other review, so the ids of the catalogue's first reviews stay as they were.
  reviewRows = extraReviews.map((review) => ({ id: reviewId++, ...review }));
  await flush();

  return {
    brandIds: options.brandIds,
    productCount: total,
    productsByCountry,
    firstVariantOf,
    brandOfProduct,
    nameOf,
    topCategoryOf,
  };
}

/**
 * `count` ratings of 1…5 stars that average about `average`: a geometric spread, tilted toward
 * the high or the low end as the average asks (found by bisection), rounded to whole reviews.
 */
export function ratingDistribution(count: number, average: number): number[] {
  if (count <= 0) return [0, 0, 0, 0, 0];
  const shares = (tilt: number) => {
    const weights = [1, 2, 3, 4, 5].map((stars) => Math.exp(tilt * stars));
    const total = weights.reduce((sum, w) => sum + w, 0);
    return weights.map((w) => w / total);
  };
  const meanOf = (tilt: number) => shares(tilt).reduce((sum, share, i) => sum + share * (i + 1), 0);
  let [low, high] = [-10, 10];
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (meanOf(mid) < average) low = mid;
    else high = mid;
  }
  const counts = shares(low).map((share) => Math.floor(share * count));
  // Whole reviews: the remainder goes to the star ratings that lost most to rounding down.
  const order = shares(low)
    .map((share, i) => ({ i, lost: share * count - (counts[i] ?? 0) }))
    .sort((a, b) => b.lost - a.lost);
  for (let left = count - counts.reduce((sum, c) => sum + c, 0), k = 0; left > 0; left -= 1, k += 1) {
    const index = order[k % order.length]?.i ?? 4;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** The average of a 1…5 star distribution, to one decimal (0 without reviews). */
export function averageOf(distribution: readonly number[]): number {
  const count = distribution.reduce((sum, c) => sum + c, 0);
  if (count === 0) return 0;
  const total = distribution.reduce((sum, c, i) => sum + c * (i + 1), 0);
  return Math.round((total / count) * 10) / 10;
}

function stock(random: Random, comingSoon: boolean): { stock: number; comingSoon: boolean } {
  if (comingSoon) return { stock: 0, comingSoon: true };
  const roll = random.next();
  if (roll < 0.04) return { stock: 0, comingSoon: true };
  if (roll < 0.14) return { stock: 0, comingSoon: false };
  if (roll < 0.26) return { stock: random.int(1, 5), comingSoon: false };
  return { stock: random.int(6, 250), comingSoon: false };
}

/** Popular searches: product types (named in each language, as the search index knows them) and brands. */
const POPULAR_QUERIES: ReadonlyArray<{ leaf: string } | { brand: string }> = [
  { leaf: 'foundation' },
  { leaf: 'lipstick' },
  { leaf: 'serum' },
  { leaf: 'sunscreen' },
  { brand: 'fenty beauty' },
  { leaf: 'eau-de-parfum' },
  { leaf: 'mascara' },
  { leaf: 'cleansing-oil' },
  { brand: 'dior' },
  { leaf: 'hair-oil' },
  { leaf: 'blush' },
  { brand: 'laneige' },
];

function leafName(slug: string): LocalizedText {
  for (const top of CATEGORY_TREE)
    for (const mid of top.mids) for (const leaf of mid.leaves) if (leaf.slug === slug) return leaf.name;
  throw new Error(`No category ${slug} for a popular search`);
}

/** One list per country and language it offers, in that language (lower case where it has case). */
export async function seedPopularQueries(db: Db): Promise<void> {
  const rows: Array<InferInsertModel<typeof popularQueries>> = [];
  COUNTRY_CODES.forEach((country, countryIndex) => {
    const rotated = [...POPULAR_QUERIES.slice(countryIndex), ...POPULAR_QUERIES.slice(0, countryIndex)];
    for (const language of COUNTRIES[country].languages) {
      rotated.slice(0, 10).forEach((entry, position) => {
        const query =
          'brand' in entry ? entry.brand : (leafName(entry.leaf)[language] ?? leafName(entry.leaf).en).toLowerCase();
        rows.push({ country, language, query, position: position + 1 });
      });
    }
  });
  await insertBatched(db, popularQueries, rows);
}

/** Bestsellers list this many more reviews, so their reviews run over several pages. */
const EXTRA_LISTED_REVIEWS = 19;

/**
 * More listed reviews of a bestseller, taken out of the reviews its histogram already counts (the
 * stars come from the unlisted part of `distribution`), so its count and average stay the same.
 * Drawn from a generator of their own, so the rest of the catalogue is the same with or without them.
 */
function moreListedReviews(productId: number, distribution: number[], epoch: Date) {
  const random = Random.from(`reviews:${productId}`);
  const remaining = [...distribution];
  const rows: Array<Omit<InferInsertModel<typeof productReviews>, 'id'>> = [];
  for (let r = 0; r < EXTRA_LISTED_REVIEWS; r += 1) {
    const left = remaining.reduce((sum, count) => sum + count, 0);
    if (left === 0) break;
    let draw = random.int(1, left);
    const index = remaining.findIndex((count) => (draw -= count) <= 0);
    remaining[index] = (remaining[index] ?? 0) - 1;
    const rating = index + 1;
    const snippet = random.pick(REVIEW_SNIPPETS.filter((candidate) => candidate.rating === rating));
    rows.push({
      productId,
      userId: null,
      authorName: random.pick(REVIEWER_NAMES),
      rating,
      title: snippet.title,
      body: snippet.body,
      translations: snippet.translations,
      createdAt: new Date(epoch.getTime() - random.int(0, 400) * 86_400_000),
    });
  }
  return rows;
}
