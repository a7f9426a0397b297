import styles from '@/components/bag/bag-page.module.css';
import { CheckoutView } from '@/components/checkout/checkout-view';
import type { PickupStore } from '@/components/checkout/delivery-section';
import { CHECKOUT_MESSAGES } from '@/components/checkout/messages';
import { userQueryOptions } from '@/lib/api/account';
import { bagQueryOptions, getCart } from '@/lib/api/bag';
import { savedAddressesQueryOptions } from '@/lib/api/orders';
import { hasSessionCookie } from '@/lib/api/server';
import { listStores, type Store } from '@/lib/api/stores';
import { withLanguage } from '@/lib/routing/language-query';
import { signInPath } from '@/lib/routing/return-to';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { defaultLanguage, getCountry } from '@/lib/site';
import { MemberSection } from '@/components/data/member-section';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleProps, LocalePageProps } from '@/app/[country]/[lang]/_routes/props';
import { HeadedSection } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('checkout', 'title', { index: false });

/** A member's checkout, or a guest's (the device's bag, with an e-mail address). */
export default async function CheckoutPage({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'checkout');
  return (
    <HeadedSection id="checkout" heading={t('heading')} className={styles.page} headingClassName={styles.heading}>
      {/* Rendered with the page, not streamed behind a fallback: the form is in the first HTML, so
          it paints at once and is posted (and answered) before, or without, the page's script. */}
      <CheckoutSection country={country} lang={lang} />
    </HeadedSection>
  );
}

async function CheckoutSection({ country, lang }: LocaleProps) {
  // The country's stores are the same for every shopper: they come from the shared cache (the store
  // locator's), read beside the shopper's bag and profile, not after them.
  const stores = listStores(country, lang).catch(() => []);
  const member = await hasSessionCookie();
  const guest = member ? null : { signInHref: withLanguage(signInPath('/checkout'), lang, defaultLanguage(country)) };
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={CHECKOUT_MESSAGES}
      guests
      // The bag names the device, as the bag page's read does: a guest's bag is the device's, and a
      // member who has just signed in gets the bag they filled as a guest (the API merges it). A
      // member's profile and kept addresses come along so their name, mobile and last address are
      // in the form on first paint.
      prefetch={(api, load, { deviceId }) => [
        load({
          ...bagQueryOptions(api),
          queryFn: () => getCart(api, { headers: deviceId ? { 'X-Device-Id': deviceId } : {} }),
        }),
        ...(member ? [load(userQueryOptions(api)), load(savedAddressesQueryOptions(api))] : []),
      ]}
    >
      <Checkout country={country} lang={lang} stores={stores} guest={guest} />
    </MemberSection>
  );
}

async function Checkout({
  country,
  lang,
  stores,
  guest,
}: LocaleProps & {
  stores: Promise<Store[]>;
  guest: { signInHref: string } | null;
}) {
  // Click and collect is offered at the stores that say so.
  const pickup: PickupStore[] = (await stores)
    .filter((s) => s.clickAndCollect)
    .map((s) => ({ slug: s.slug, name: s.name, address: s.address }));
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
      guest={guest}
    />
  );
}
