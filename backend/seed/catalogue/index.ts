import { count } from 'drizzle-orm';
import {
  activities,
  activityGroups,
  activityTimeSlots,
  artists,
  bookingQuestions,
  brands,
  categories,
  contentEntries,
  giftsWithPurchase,
  happeningBanners,
  layouts,
  overlays,
  popularQueries,
  productReviews,
  products,
  productVariants,
  promos,
  rewards,
  samples,
  stores,
  userSegments,
} from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import { seedRewardsPromosGifts } from './offers';
import { seedContent } from './content';
import { seedContentPages } from './content-pages';
import { seedStoresAndHappening } from './happening';
import { resetSequences } from './insert';
import { seedBrandsAndCategories, seedPopularQueries, seedProducts } from './products';

export interface SeedCatalogueOptions {
  /** 1 = 1,500 products (default); 0.1 gives 150 for quick tests; 10 and 100 for benchmarks. */
  scale?: number;
  /** Day the Happening schedule starts (time slots run 21 days from it); default today (UTC). */
  today?: Date;
}

/**
 * Seeds the catalogue, content, stores, Happening, rewards, promos, gifts and samples.
 * Deterministic: the same scale (and day, for time slots) always gives the same rows and ids.
 * Does nothing when the catalogue already has brands, so it is safe to call at every boot.
 */
export async function seedCatalogue(db: Db, opts: SeedCatalogueOptions = {}): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(brands);
  if ((existing?.value ?? 0) > 0) return;

  const scale = opts.scale ?? 1;
  if (!(scale > 0)) throw new Error(`seedCatalogue: scale must be positive, got ${scale}`);

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const { brandIds, leaves } = await seedBrandsAndCategories(txDb);
    const catalogue = await seedProducts(txDb, { scale, brandIds, leaves });
    await seedPopularQueries(txDb);
    await seedStoresAndHappening(txDb, opts.today ?? new Date());
    await seedRewardsPromosGifts(txDb, catalogue, opts.today ?? new Date());
    await seedContent(txDb, catalogue);
    await seedContentPages(txDb);
    await resetSequences(txDb, [
      brands,
      categories,
      products,
      productVariants,
      productReviews,
      popularQueries,
      stores,
      artists,
      activityGroups,
      activities,
      activityTimeSlots,
      bookingQuestions,
      happeningBanners,
      rewards,
      promos,
      giftsWithPurchase,
      samples,
      userSegments,
      contentEntries,
      layouts,
      overlays,
    ]);
  });
}
