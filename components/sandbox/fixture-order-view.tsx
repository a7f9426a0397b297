'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderSite } from '@/components/orders/order-site';
import { OrderView } from '@/components/orders/order-view';
import type { ApiClient, RequestOptions } from '@/lib/api/client';
import type { Order } from '@/contract';
import { ApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { ApiClientProvider } from '@/components/data/api-client';
import type { CountryCode, Language } from '@/lib/site';

/** Cached answers never go stale here: the order shown is the one given. */
const FOREVER = 100 * 365 * 24 * 60 * 60 * 1000;

/**
 * An API client that knows one order: it answers the order view's own reads (the order, the QR
 * status check) from it and refuses anything else, so the real view renders a given order without
 * a member's session and without touching the shop's data.
 */
function oneOrderClient(order: Order, country: CountryCode, lang: Language): ApiClient {
  return {
    country,
    lang,
    target: 'browser',
    async request<T>(options: RequestOptions<T>): Promise<T> {
      if (options.method === 'GET' && options.path === `orders/${order.id}`) {
        return options.schema.parse({ data: order });
      }
      if (options.method === 'POST' && options.path === 'orders/enquireKbankPayment') {
        const status =
          order.payment.status === 'paid' ? 'paid' : order.payment.status === 'expired' ? 'expired' : 'pending';
        return options.schema.parse({ data: { status, order } });
      }
      throw new ApiError({
        kind: 'http',
        status: 409,
        code: 'payment_not_retryable',
        message: 'Not available in the sandbox',
        method: options.method,
        path: options.path,
      });
    },
  };
}

/** The real order view (`components/orders`) drawing a given order. */
export function FixtureOrderView({ order, lang, site }: { order: Order; lang: Language; site: OrderSite }) {
  const { country } = site;
  const [client] = useState(() => oneOrderClient(order, country, lang));
  const [queryClient] = useState(() => {
    const created = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    created.setQueryData(queryKeys.orders(country, lang, order.id), order, { updatedAt: Date.now() + FOREVER });
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <OrderView orderId={order.id} variant={null} lang={lang} {...site} />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
