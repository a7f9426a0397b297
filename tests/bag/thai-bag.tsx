import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import thBag from '@/locales/th/bag.json';
import thErrors from '@/locales/th/errors.json';

/** The bag's providers as a Thai page gives them: its API client and the bag's Thai strings. */
export function ThaiBagProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'th', lang: 'th' })}>
        <TranslationsProvider lang="th" resources={{ bag: thBag, errors: thErrors }}>
          {children}
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
