import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/backend/db/client';
import { migrateDatabase } from '@/backend/db/migrate';
import { seedCatalogue } from '@/backend/seed/catalogue';
import type { Db } from '@/backend/types';
import { createTestApp, type TestApp } from '../harness';

const handles: DbHandle[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all([...handles.map((handle) => handle.close()), ...apps.map((app) => app.close())]);
});

async function seeded(scale: number): Promise<Db> {
  const handle = createDb({ memory: true });
  handles.push(handle);
  await migrateDatabase(handle.db);
  await seedCatalogue(handle.db, { scale, today: new Date('2026-03-01T00:00:00Z') });
  return handle.db;
}

async function rows(db: Db, query: string): Promise<Array<Record<string, unknown>>> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows;
}

async function count(db: Db, table: string): Promise<number> {
  const [row] = await rows(db, `select count(*)::int as n from ${table}`);
  return Number(row?.n ?? 0);
}

let small: Db | undefined;

describe('seedCatalogue', () => {
  it('is deterministic: the same seed gives the same rows, and a larger scale extends a smaller one', async () => {
    const [a, b] = await Promise.all([seeded(0.1), seeded(0.1)]);
    const snapshot = (db: Db) =>
      rows(
        db,
        `select p.id, p.slug, p.name, p.rating_average, o.country, o.price, o.sale_price,
                (select string_agg(v.sku || ':' || v.stock, ',' order by v.id) from product_variants v where v.product_id = p.id) as variants
           from products p join product_offers o on o.product_id = p.id order by p.id, o.country`,
      );
    small = a;
    const first = await snapshot(a);
    expect(first.length).toBeGreaterThan(100);
    expect(await snapshot(b)).toEqual(first);
    expect(await rows(b, 'select * from activity_time_slots order by id limit 50')).toEqual(
      await rows(a, 'select * from activity_time_slots order by id limit 50'),
    );
    expect(await rows(b, 'select code, country, minimum_spend from promos order by id')).toEqual(
      await rows(a, 'select code, country, minimum_spend from promos order by id'),
    );
  }, 60_000);

  it('seeds the required size at scale 1, and is a no-op on a seeded database', async () => {
    // The run's seeded copy is the scale-1 seed (scripts/seed-snapshots.ts): seeding it again here
    // would repeat the run's longest step.
    const app = await createTestApp({ seed: 'all' });
    apps.push(app);
    const { db } = app;
    expect(await count(db, 'products')).toBe(1500);
    expect(await count(db, 'brands')).toBeGreaterThanOrEqual(60);
    expect(await count(db, 'categories where level = 3')).toBeGreaterThanOrEqual(40);
    expect(await count(db, 'categories where level = 1')).toBeGreaterThanOrEqual(6);
    expect(await count(db, 'product_variants')).toBeGreaterThan(3000);
    expect(await count(db, 'product_reviews')).toBeGreaterThan(100);
    expect(await count(db, 'product_variants where hex_color is not null')).toBeGreaterThan(500);
    expect(await count(db, 'product_offers where sale_price is not null')).toBeGreaterThan(500);
    for (const country of ['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th']) {
      expect(await count(db, `stores where country = '${country}'`)).toBeGreaterThanOrEqual(2);
    }
    // Every stock state is represented.
    expect(await count(db, 'product_variants where coming_soon')).toBeGreaterThan(0);
    expect(await count(db, 'product_variants where stock = 0 and not coming_soon')).toBeGreaterThan(0);
    expect(await count(db, 'product_variants where stock between 1 and 5')).toBeGreaterThan(0);
    // Promos cover each rule in every country.
    const [rules] = await rows(
      db,
      `select count(*) filter (where minimum_spend is not null)::int as minimum,
              count(*) filter (where first_time_only)::int as first_time,
              count(*) filter (where cardinality(brand_ids) > 0)::int as brand,
              count(*) filter (where cardinality(product_ids) > 0)::int as product,
              count(*) filter (where ends_at < now())::int as expired,
              count(*) filter (where not combinable_with_credits)::int as no_credits
         from promos where country = 'sg'`,
    );
    expect(Object.keys(rules ?? {}).sort()).toEqual([
      'brand',
      'expired',
      'first_time',
      'minimum',
      'no_credits',
      'product',
    ]);
    expect(Object.entries(rules!).filter(([, value]) => Number(value) < 1)).toEqual([]);
    // IDR prices have no minor units and are whole thousands.
    expect(await count(db, "product_offers where country = 'id' and price % 1000 <> 0")).toBe(0);
    // The first products of a larger scale are those of a smaller one.
    const head = 'select id, slug, name, brand_id, category_id from products where id <= 150 order by id';
    expect(await rows(db, head)).toEqual(await rows(small!, head));
    // Seeding again changes nothing.
    await seedCatalogue(db);
    expect(await count(db, 'products')).toBe(1500);
  }, 60_000);
});

describe('ratingDistribution', () => {
  it.each([
    [2500, 4.6],
    [168, 3.7],
    [40, 3.2],
    [7, 5],
  ])('spreads %i ratings to average %d, as closely as whole reviews allow', async (total, average) => {
    const { averageOf, ratingDistribution } = await import('@/backend/seed/catalogue/products');
    const distribution = ratingDistribution(total, average);
    expect(distribution).toHaveLength(5);
    expect(distribution.reduce((sum, n) => sum + n, 0)).toBe(total);
    expect(distribution.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    // Rounding to whole reviews moves the average by a few reviews' worth at most.
    expect(Math.abs(averageOf(distribution) - average)).toBeLessThanOrEqual(Math.max(0.05, 4 / total));
  });

  it('has nothing to spread without ratings', async () => {
    const { averageOf, ratingDistribution } = await import('@/backend/seed/catalogue/products');
    expect(ratingDistribution(0, 4.2)).toEqual([0, 0, 0, 0, 0]);
    expect(averageOf([0, 0, 0, 0, 0])).toBe(0);
    expect(averageOf([1, 0, 0, 0, 1])).toBe(3);
  });
});
