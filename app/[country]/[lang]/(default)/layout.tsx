import type { ReactNode } from 'react';
import { ShopFrame } from '@/components/layout/shop-frame';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

/** The shop's pages, in the shop's frame (header, page, footer). */
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<LocaleParams>;
}) {
  const { country, lang } = await localeFromParams(params);
  return (
    <ShopFrame country={country} lang={lang}>
      {children}
    </ShopFrame>
  );
}
