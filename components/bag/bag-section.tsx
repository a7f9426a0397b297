import { cookies } from 'next/headers';
import { bagQueryOptions, getCart } from '@/lib/api/cart';
import { DEVICE_ID_COOKIE } from '@/lib/api/client';
import { PrefetchBoundary } from '@/lib/api/handover';
import { getServerApiClient, getServerQueryClient, hasSessionCookie } from '@/lib/api/server';
import { TranslationsProvider } from '@/lib/i18n/client';
import { pickMessages } from '@/lib/i18n/server';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { BagView } from './bag-view';
import { BAG_VIEW_MESSAGES } from './messages';

/**
 * The bag is live: read per request (cookies) and handed to the browser, which then owns it.
 * A guest's bag is keyed by the device id, sent as a header because the server call carries no
 * cookies. If the read fails, nothing is handed over and the browser asks again.
 */
export async function BagSection({ country, lang }: { country: CountryCode; lang: Language }) {
  const queryClient = getServerQueryClient();
  const deviceId = (await cookies()).get(DEVICE_ID_COOKIE)?.value;
  if (deviceId || (await hasSessionCookie())) {
    const api = await getServerApiClient(country, lang);
    await queryClient
      .prefetchQuery({
        ...bagQueryOptions(api),
        queryFn: () => getCart(api, { headers: deviceId ? { 'X-Device-Id': deviceId } : {} }),
      })
      .catch(() => undefined);
  }
  const messages = await pickMessages(lang, BAG_VIEW_MESSAGES);
  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <PrefetchBoundary queryClient={queryClient}>
        <BagView
          country={country}
          lang={lang}
          defaultLang={defaultLanguage(country)}
          bnplProviders={getCountry(country).bnplProviders}
          checkoutPath="/checkout"
        />
      </PrefetchBoundary>
    </TranslationsProvider>
  );
}
