import type { ReactNode } from 'react';
import { DrawerAccount, HeaderAccount } from '@/components/account/header-account';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

/** The default layout: header with country and language switchers, page, footer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const { country, lang } = await localeFromParams(params);
  return (
    <>
      <SkipLink lang={lang} />
      <SiteHeader
        country={country}
        lang={lang}
        accountSlot={<HeaderAccount country={country} lang={lang} />}
        drawerAccountSlot={<DrawerAccount country={country} lang={lang} />}
      />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter country={country} lang={lang} />
    </>
  );
}
