import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { SkipLink } from '@/components/layout/skip-link';
import { localeFromParams } from '@/lib/routing/params';
import type { LocaleLayoutProps } from '@/app/[country]/[lang]/_routes/props';

/**
 * The checkout's layout: nothing between the shopper and paying. A slim header (the wordmark, that
 * the checkout is secure, the way back to the bag) and a footer of help and policies, where every
 * other page has search, the category menu and the account menus.
 */
export default async function CheckoutLayout({ children, params }: LocaleLayoutProps) {
  const { country, lang } = await localeFromParams(params);
  return (
    <>
      <SkipLink lang={lang} />
      <CheckoutFrame country={country} lang={lang}>
        {children}
      </CheckoutFrame>
    </>
  );
}
