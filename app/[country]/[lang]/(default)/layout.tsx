import { ShopFrame } from '@/components/layout/shop-frame';
import { localeFromParams } from '@/lib/routing/params';
import type { LocaleLayoutProps } from '@/app/[country]/[lang]/_routes/props';

/** The shop's pages, in the shop's frame (header, page, footer). */
export default async function DefaultLayout({ children, params }: LocaleLayoutProps) {
  const { country, lang } = await localeFromParams(params);
  return (
    <ShopFrame country={country} lang={lang}>
      {children}
    </ShopFrame>
  );
}
