import type { ReactNode } from 'react';
import { ShopFrame } from '@/components/layout/shop-frame';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

/** QA's sandbox pages (`/sandbox/…`, closed unless switched on), in the shop's frame. */
export default async function SandboxLayout({
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
