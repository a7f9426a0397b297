import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import type { Resources } from '@/lib/i18n/config';
import catalogue from '@/locales/en/catalogue.json';
import product from '@/locales/en/product.json';
import search from '@/locales/en/search.json';
import content from '@/locales/en/content.json';

export const API_BASE = () => `${window.location.origin}/api/web/v1`;

/** The providers a client leaf of the storefront runs in, with the English strings of these namespaces. */
export function Providers({ children, resources }: { children: ReactNode; resources?: Resources }) {
  return (
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
        <TranslationsProvider lang="en" resources={resources ?? { catalogue, product, search, content }}>
          {children}
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

export const ACCOUNT = {
  id: 1,
  isEmployee: false,
  age: null,
  cardNumber: '1',
  emailSHA256: 'x',
  emailMD5: 'y',
  mobileNumberMD5: null,
  loyaltyPoints: 0,
  loyaltyTier: 'white',
  tierPointsCounter: 0,
};
