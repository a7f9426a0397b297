'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { OrderView } from '@/components/orders/order-view';
import type { ApiClient } from '@/lib/api/client';
import { ApiClientProvider } from '@/components/data/api-client';
import type { Language } from '@/lib/site';

/** An API that never answers: the order view stays in its loading state for a look at it. */
function silentClient(lang: Language): ApiClient {
  return { country: 'sg', lang, target: 'browser', request: () => new Promise<never>(() => {}) };
}

export function OrderLoading({ lang }: { lang: Language }) {
  const [client] = useState(() => silentClient(lang));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <OrderView
          orderId={1}
          variant="confirmation"
          country="sg"
          lang={lang}
          defaultLang="en"
          methods={['card']}
          bnplProviders={[]}
        />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
