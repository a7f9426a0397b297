import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/bag/bag-page.module.css';
import { CheckoutView } from '@/components/checkout/checkout-view';
import type { PickupStore } from '@/components/checkout/delivery-section';
import { CHECKOUT_MESSAGES } from '@/components/checkout/messages';
import { Skeleton } from '@/components/ui/skeleton';
import { userQueryOptions } from '@/lib/api/account';
import { bagQueryOptions } from '@/lib/api/cart';
import { getPickupStores, savedAddressesQueryOptions } from '@/lib/api/orders';
import { getServerApiClient } from '@/lib/api/server';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { MemberSection } from '@/lib/api/member-section';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'checkout');
  return { title: t('title'), robots: { index: false } };
}

/** Members only: the proxy sends guests to sign in and back here. */
export default async function CheckoutPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'checkout');
  return (
    <section className={styles.page} aria-labelledby="checkout-heading">
      <h1 id="checkout-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <Suspense fallback={<Skeleton width="100%" height="40rem" />}>
        <CheckoutSection country={country} lang={lang} />
      </Suspense>
    </section>
  );
}

function CheckoutSection({ country, lang }: { country: CountryCode; lang: Language }) {
  // Read beside the member's bag and profile, not after them.
  const stores = getServerApiClient(country, lang)
    .then(getPickupStores)
    .catch(() => []);
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={CHECKOUT_MESSAGES}
      // The profile and the kept addresses come along so the member's name, mobile and last address
      // are in the form on first paint.
      prefetch={(api, load) => [
        load(bagQueryOptions(api)),
        load(userQueryOptions(api)),
        load(savedAddressesQueryOptions(api)),
      ]}
    >
      <Checkout country={country} lang={lang} stores={stores} />
    </MemberSection>
  );
}

async function Checkout({
  country,
  lang,
  stores,
}: {
  country: CountryCode;
  lang: Language;
  stores: Promise<Awaited<ReturnType<typeof getPickupStores>>>;
}) {
  const pickup: PickupStore[] = (await stores).map((s) => ({ slug: s.slug, name: s.name, address: s.address }));
  const site = getCountry(country);
  return (
    <CheckoutView
      country={country}
      lang={lang}
      defaultLang={defaultLanguage(country)}
      callingCode={site.callingCode}
      methods={site.paymentMethods}
      bnplProviders={site.bnplProviders}
      stores={pickup}
    />
  );
}
