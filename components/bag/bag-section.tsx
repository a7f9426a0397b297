import {
  bagQueryOptions,
  getCart,
  getOffers,
  getSamples,
  offersQueryOptions,
  samplesQueryOptions,
} from '@/lib/api/bag';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { BagView } from './bag-view';
import { BeautyPassOffers, startBeautyPassOffers } from './beauty-pass-offers';
import { EmptyBag } from './empty-bag';
import type { GiftFormState, PromoFormState } from './bag-state';
import { BAG_VIEW_MESSAGES } from './messages';
import { MemberSection } from '@/components/data/member-section';

/**
 * The bag is live: read per request (cookies) and handed to the browser, which then owns it.
 * A guest's bag is keyed by the device id, sent as a header because the server call carries no
 * cookies. What the bag shows beside its lines (the promo codes on offer, the samples of the tab
 * that opens first) is read with it, so the first HTML already has the page's final height and
 * nothing moves when the script runs. If a read fails, nothing is handed over for it and the
 * browser asks again.
 */
export function BagSection({
  country,
  lang,
  promo,
  gifts,
  refused,
}: {
  country: CountryCode;
  lang: Language;
  promo?: PromoFormState;
  gifts?: GiftFormState;
  /** Why a line's last change posted without JavaScript was refused (a key of `bag` or `errors`). */
  refused?: string;
}) {
  void startBeautyPassOffers(country, lang);
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={BAG_VIEW_MESSAGES}
      guests
      nobody={<NoBag country={country} lang={lang} />}
      prefetch={(api, load, { deviceId }) => {
        const headers: Record<string, string> = deviceId ? { 'X-Device-Id': deviceId } : {};
        return [
          load({ ...bagQueryOptions(api), queryFn: () => getCart(api, { headers }) }),
          load({ ...offersQueryOptions(api), queryFn: () => getOffers(api, { headers }) }),
          load({ ...samplesQueryOptions(api), queryFn: () => getSamples(api, { headers }) }),
        ];
      }}
    >
      <BagView
        country={country}
        lang={lang}
        defaultLang={defaultLanguage(country)}
        bnplProviders={getCountry(country).bnplProviders}
        checkoutPath="/checkout"
        promo={promo}
        gifts={gifts}
        refused={refused}
        beautyPass={<BeautyPassOffers country={country} lang={lang} />}
      />
    </MemberSection>
  );
}

/** A first visit, with no bag yet: the empty bag, whole in the server's HTML. */
async function NoBag({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'bag');
  return (
    <EmptyBag
      title={t('empty.title')}
      body={t('empty.body')}
      cta={t('empty.cta')}
      href={withLanguage('/', lang, defaultLanguage(country))}
    />
  );
}
