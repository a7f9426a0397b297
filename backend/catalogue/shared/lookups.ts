import { asc } from 'drizzle-orm';
import { brands, categories } from '@/backend/db/schema';
import type { Db } from '@/backend/types';

export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export interface Lookups {
  brands: BrandRow[];
  brandById: Map<number, BrandRow>;
  brandBySlug: Map<string, BrandRow>;
  categories: CategoryRow[];
  categoryById: Map<number, CategoryRow>;
  categoryBySlug: Map<string, CategoryRow>;
  categoryByPath: Map<string, CategoryRow>;
  childrenOf: Map<number | null, CategoryRow[]>;
}

/**
 * Brands and categories are small and change only with a re-seed, so every request reads them
 * from memory; they are reloaded at most once a minute so an edited row shows up soon enough.
 */
const TTL_MS = 60_000;
const cache = new WeakMap<Db, { loadedAt: number; value: Promise<Lookups> }>();

async function load(db: Db): Promise<Lookups> {
  const [brandRows, categoryRows] = await Promise.all([
    db.select().from(brands),
    db.select().from(categories).orderBy(asc(categories.level), asc(categories.position)),
  ]);
  // A–Z as people read it (accents and case ignored), which the database collation may not do.
  brandRows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of categoryRows) {
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  return {
    brands: brandRows,
    brandById: new Map(brandRows.map((row) => [row.id, row])),
    brandBySlug: new Map(brandRows.map((row) => [row.slug, row])),
    categories: categoryRows,
    categoryById: new Map(categoryRows.map((row) => [row.id, row])),
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
    categoryByPath: new Map(categoryRows.map((row) => [row.path, row])),
    childrenOf,
  };
}

export function getLookups(db: Db): Promise<Lookups> {
  const cached = cache.get(db);
  const now = Date.now();
  if (cached && now - cached.loadedAt < TTL_MS) return cached.value;
  const value = load(db);
  cache.set(db, { loadedAt: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

/** Top → … → the category itself. */
export function ancestry(lookups: Lookups, category: CategoryRow): CategoryRow[] {
  const chain: CategoryRow[] = [];
  let current: CategoryRow | undefined = category;
  while (current) {
    chain.unshift(current);
    current = current.parentId === null ? undefined : lookups.categoryById.get(current.parentId);
  }
  return chain;
}
