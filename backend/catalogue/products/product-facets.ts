import type { Db } from '@/backend/types';
import type { CountryCode, Language } from '@/contract';
import { money } from '@/backend/shared/money';
import { ancestry } from '../shared/lookups';
import { getCatalogueIndex } from './catalogue-index';
import { FLAG } from './catalogue-index-types';
import { localize } from '@/backend/shared/text';
import { brandOk, categoryOk, compile, priceOk, restOk, type ProductFilters } from './product-filters';

export interface Facets {
  brands: Array<{ slug: string; name: string; count: number }>;
  categories: Array<{ slug: string; name: string; count: number; level: 1 | 2 | 3; path: string }>;
  price: { min: number; max: number; currency: string };
  onSale: number;
  others: Array<{ key: string; count: number }>;
  total: number;
}

/** One pass over the country's offers; each facet ignores its own filter (brand counts ignore the brand filter…). */
export async function productFacets(
  db: Db,
  country: CountryCode,
  language: Language,
  filters: ProductFilters,
): Promise<Facets> {
  const index = await getCatalogueIndex(db);
  const { lookups } = index;
  const f = compile(index, filters);
  const brandCounts = new Map<number, number>();
  const leafCounts = new Map<number, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let total = 0;
  const counts = { onSale: 0, isNew: 0, bestseller: 0, coming_soon: 0, priority_access: 0, app_exclusive: 0 };

  if (!f.impossible) {
    const c = index.countries[country];
    for (let i = 0; i < c.offers.length; i += 1) {
      if (!restOk(f, c, i)) continue;
      const b = brandOk(f, c, i);
      const k = categoryOk(f, c, i);
      const p = priceOk(f, c, i);
      if (k && p) brandCounts.set(c.brandId[i]!, (brandCounts.get(c.brandId[i]!) ?? 0) + 1);
      if (b && p) leafCounts.set(c.categoryId[i]!, (leafCounts.get(c.categoryId[i]!) ?? 0) + 1);
      const price = c.effectivePrice[i]!;
      if (b && k) {
        if (price < min) min = price;
        if (price > max) max = price;
      }
      if (!(b && k && p)) continue;
      total += 1;
      const flags = c.flags[i]!;
      if (flags & FLAG.onSale) counts.onSale += 1;
      if (flags & FLAG.isNew) counts.isNew += 1;
      if (flags & FLAG.bestseller) counts.bestseller += 1;
      if (flags & FLAG.coming_soon) counts.coming_soon += 1;
      if (flags & FLAG.priority_access) counts.priority_access += 1;
      if (flags & FLAG.app_exclusive) counts.app_exclusive += 1;
    }
  }

  const brandFacets = lookups.brands
    .filter((brand) => brandCounts.has(brand.id))
    .map((brand) => ({ slug: brand.slug, name: brand.name, count: brandCounts.get(brand.id) ?? 0 }));

  // Leaf counts roll up to their category and top category.
  const categoryCounts = new Map<number, number>();
  for (const [leafId, count] of leafCounts) {
    const leaf = lookups.categoryById.get(leafId);
    if (!leaf) continue;
    for (const node of ancestry(lookups, leaf)) categoryCounts.set(node.id, (categoryCounts.get(node.id) ?? 0) + count);
  }
  const categoryFacets = lookups.categories
    .filter((category) => categoryCounts.has(category.id))
    .map((category) => ({
      slug: category.slug,
      name: localize(category.name, language),
      count: categoryCounts.get(category.id) ?? 0,
      level: category.level as 1 | 2 | 3,
      path: category.path,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));

  return {
    brands: brandFacets,
    categories: categoryFacets,
    price: { min: Number.isFinite(min) ? min : 0, max, currency: money(country, 0).currency },
    onSale: counts.onSale,
    others: [
      { key: 'new', count: counts.isNew },
      { key: 'bestseller', count: counts.bestseller },
      { key: 'coming_soon', count: counts.coming_soon },
      { key: 'priority_access', count: counts.priority_access },
      { key: 'app_exclusive', count: counts.app_exclusive },
    ],
    total,
  };
}
