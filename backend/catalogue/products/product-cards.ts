import type { CountryCode, Language, ProductBadge, ProductCard } from '@/contract';
import { money } from '@/backend/shared/money';
import { ancestry, type CategoryRow, type Lookups } from '../shared/lookups';
import { productImageUrl } from '@/backend/shared/media-urls';
import { localize } from '@/backend/shared/text';

/** What a product card is built from (an indexed product with its country offer, or a product row). */
export interface CardRow {
  id: number;
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  price: number;
  salePrice: number | null;
  ratingAverage: number;
  ratingCount: number;
  badges: string[];
  isNew: boolean;
  isBestseller: boolean;
  variantKind: 'shade' | 'size';
  variantCount: number;
}

const BADGES: readonly string[] = ['coming_soon', 'priority_access', 'app_exclusive'];

export function toCard(lookups: Lookups, country: CountryCode, language: Language, row: CardRow): ProductCard {
  const brand = lookups.brandById.get(row.brandId);
  const category = lookups.categoryById.get(row.categoryId);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: { id: row.brandId, slug: brand?.slug ?? '', name: brand?.name ?? '' },
    category: categorySummary(category, language),
    price: money(country, row.price),
    salePrice: row.salePrice === null ? null : money(country, row.salePrice),
    onSale: row.salePrice !== null,
    imageUrl: productImageUrl(row.id),
    rating: { average: row.ratingAverage, count: row.ratingCount },
    badges: row.badges.filter((badge): badge is ProductBadge => BADGES.includes(badge)),
    isNew: row.isNew,
    isBestseller: row.isBestseller,
    variantKind: row.variantKind,
    variantCount: Math.max(1, row.variantCount),
  };
}

export function categorySummary(category: CategoryRow | undefined, language: Language) {
  return {
    id: category?.id ?? 0,
    slug: category?.slug ?? '',
    path: category?.path ?? '',
    name: category ? localize(category.name, language) : '',
    level: (category?.level ?? 3) as 1 | 2 | 3,
  };
}

export function breadcrumbs(lookups: Lookups, category: CategoryRow, language: Language) {
  return ancestry(lookups, category).map((row) => categorySummary(row, language));
}
