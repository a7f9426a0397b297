import type { QueryClient } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { DEVICE_ID_COOKIE, type ApiClient } from '@/lib/api/client';
import { PrefetchBoundary } from '@/components/data/handover';
import { getServerApiClient, getServerQueryClient, hasSessionCookie } from '@/lib/api/server';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import type { MessagePicks } from '@/lib/i18n/config';
import { pickMessages } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';

export interface MemberSectionProps {
  country: CountryCode;
  lang: Language;
  /** The translations the client leaves inside show (`pickMessages`). */
  messages: MessagePicks;
  /**
   * The queries read on the server with the request's API client (`load` is the request's
   * `prefetchQuery`) and handed to the leaves, which show them without asking again. Read only for
   * a member, or with `guests` also for a browser that has a device id (the guest's bag); the
   * device id comes along for the reads that name it.
   */
  prefetch?: (
    api: ApiClient,
    load: QueryClient['prefetchQuery'],
    request: { deviceId?: string },
  ) => readonly Promise<void>[];
  guests?: boolean;
  /**
   * Shown in place of the children to a browser there is nothing to read for (no session and,
   * with `guests`, no device id): what the leaves would show once they had asked, already in the
   * server's HTML, so that nothing is swapped in when the script runs.
   */
  nobody?: ReactNode;
  children: ReactNode;
}

/**
 * The one server recipe of a member's screen part: read its queries per request (cookies), pick
 * its translations, and hand both to the client leaves inside. A read that fails hands nothing
 * over (TanStack's prefetch never throws): the browser asks again, and an expired token refreshes
 * there. Render it inside a `SectionBoundary` and a `Suspense` when the page should not wait for it.
 */
export async function MemberSection({
  country,
  lang,
  messages,
  prefetch,
  guests,
  nobody,
  children,
}: MemberSectionProps) {
  const queryClient = getServerQueryClient();
  if (prefetch || nobody !== undefined) {
    const deviceId = guests ? (await cookies()).get(DEVICE_ID_COOKIE)?.value : undefined;
    const someone = Boolean(deviceId) || (await hasSessionCookie());
    if (!someone && nobody !== undefined) return nobody;
    if (someone && prefetch) {
      const api = await getServerApiClient(country, lang);
      await Promise.all(prefetch(api, (options) => queryClient.prefetchQuery(options), { deviceId }));
    }
  }
  const resources = await pickMessages(lang, messages);
  return (
    <TranslationsProvider lang={lang} resources={resources}>
      <PrefetchBoundary queryClient={queryClient}>{children}</PrefetchBoundary>
    </TranslationsProvider>
  );
}
