import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApiClient } from '@/lib/api/client';
import type { Cart, CartResponse, LineItem } from '@/contract';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import bag from '@/locales/en/bag.json';
import errors from '@/locales/en/errors.json';

export const API_BASE = () => `${window.location.origin}/api/web/v1`;

const sgd = (amount: number) => ({ amount, currency: 'SGD' });

export function line(over: Partial<LineItem> = {}): LineItem {
  const quantity = over.quantity ?? 1;
  const unit = over.unitPrice?.amount ?? 3000;
  return {
    id: 1,
    type: 'product',
    variantId: 11,
    productId: 101,
    productSlug: 'lip-mask',
    name: 'Lip Mask',
    variantName: '20 g',
    brand: { id: 5, slug: 'laneige', name: 'Laneige' },
    shade: null,
    imageUrl: '/v.svg',
    quantity,
    inventory: 50,
    stockStatus: 'in_stock',
    unitPrice: sgd(unit),
    price: sgd(unit * quantity),
    pointsCost: null,
    nonDiscountable: false,
    clickAndCollectOnly: false,
    blocker: null,
    giftWithPurchaseId: null,
    ...over,
  };
}

export function cart(lines: LineItem[] = [line()], over: Partial<Cart> = {}): Cart {
  const subtotal = lines.filter((l) => l.type === 'product').reduce((s, l) => s + l.price.amount, 0);
  return {
    id: 9,
    country: 'sg',
    currency: 'SGD',
    itemsCount: lines.filter((l) => l.type === 'product').reduce((s, l) => s + l.quantity, 0),
    lineItems: lines,
    promo: null,
    beautyPassOffer: null,
    useStoreCredits: false,
    giftCard: null,
    giftsWithPurchase: [],
    canCheckout: lines.length > 0,
    costSummary: {
      subtotal: sgd(subtotal),
      discount: sgd(0),
      discounts: [],
      priceBeforeTax: sgd(Math.round(subtotal / 1.09)),
      taxName: 'GST',
      taxPercent: 9,
      taxAmount: sgd(subtotal - Math.round(subtotal / 1.09)),
      pointsEarned: Math.floor(subtotal / 100),
      pointsRedeemed: 0,
      shipping: sgd(subtotal >= 3500 ? 0 : 500),
      giftCardAmount: sgd(0),
      total: sgd(subtotal + (subtotal >= 3500 ? 0 : 500)),
      freeShipping: { threshold: sgd(3500), remaining: sgd(Math.max(0, 3500 - subtotal)), qualified: subtotal >= 3500 },
    },
    ...over,
  };
}

export const answer = (data: Cart, notices: CartResponse['notices'] = []): CartResponse => ({ data, notices });

export function BagProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient ?? makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
        <TranslationsProvider lang="en" resources={{ bag, errors }}>
          {children}
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
