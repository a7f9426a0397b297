import type { OtherKey } from '@/lib/catalogue/listing-state';

export interface FacetOption {
  slug: string;
  name: string;
  count: number;
}

export interface ListingFacets {
  brands: FacetOption[];
  categories: FacetOption[];
  onSale: number;
  others: Array<{ key: OtherKey; count: number }>;
  currency: string;
}
