'use client';

import { useEffect } from 'react';
import { trackCommerce, type CommerceItem } from '@/lib/analytics/data-layer';

/**
 * Sends the analytics `view_item` event once per product shown (GA4 e-commerce shape, money in
 * the store's currency). Renders nothing.
 */
export function ViewItemEvent({ item }: { item: Omit<CommerceItem, 'quantity'> }) {
  const { id, name, brand, variant, unitPrice } = item;
  const { currency, amount } = unitPrice;
  useEffect(() => {
    trackCommerce('view_item', [{ id, name, brand, variant, unitPrice: { currency, amount }, quantity: 1 }]);
  }, [id, name, brand, variant, currency, amount]);
  return null;
}
