import type { StockState, VariantListKind } from '@/contract';

/** At most 6 of an item. */
export const MAX_QUANTITY = 6;

export interface PurchaseVariant {
  id: number;
  name: string;
  kind: 'shade' | 'size';
  hexColor: string | null;
  imageUrl: string;
  /** Already formatted in the country's currency. */
  price: string;
  salePrice: string | null;
  stockState: StockState;
  stockQuantity: number | null;
  waitlistable: boolean;
}

/**
 * Which list a variant can be put on: out of stock → waitlist, coming soon → reminder. A variant
 * that cannot be bought is never offered to the bag: the shopper can only ask to hear about it.
 */
export function listKindFor(variant: Pick<PurchaseVariant, 'stockState' | 'waitlistable'>): VariantListKind | null {
  if (variant.stockState === 'coming_soon') return 'reminder';
  if (variant.stockState === 'out_of_stock') return 'waitlist';
  return null;
}

/** How many of a variant can go in the bag at once: at most 6, and never more than are left. */
export function maxQuantityFor(variant: Pick<PurchaseVariant, 'stockState' | 'stockQuantity'>): number {
  if (variant.stockState === 'out_of_stock' || variant.stockState === 'coming_soon') return 0;
  return variant.stockQuantity === null ? MAX_QUANTITY : Math.max(0, Math.min(MAX_QUANTITY, variant.stockQuantity));
}
