import { Activity, type ReactNode } from 'react';
import { DrawerAccount, HeaderAccount } from '@/components/account/header-account';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import type { CountryCode, Language } from '@/lib/site';

/**
 * The shop's frame: header with country and language switchers, page, footer. The shop's pages
 * and QA's sandbox pages (each their own route group) are framed alike.
 *
 * Header, page and footer are each an `<Activity>` boundary. The server HTML is the same (each part
 * sits between `<!--&-->` markers, never behind a fallback), but the browser hydrates each part on
 * its own, at a priority that yields to the shopper every few milliseconds, instead of the whole
 * page in one long task. A click on a part not yet hydrated hydrates that part first.
 * docs/decisions/0018-the-page-hydrates-in-parts.md gives the figures.
 */
export function ShopFrame({ country, lang, children }: { country: CountryCode; lang: Language; children: ReactNode }) {
  return (
    <>
      <SkipLink lang={lang} />
      <Activity>
        <SiteHeader
          country={country}
          lang={lang}
          accountSlot={<HeaderAccount country={country} lang={lang} />}
          drawerAccountSlot={<DrawerAccount country={country} lang={lang} />}
        />
      </Activity>
      <main id="main-content" tabIndex={-1}>
        <Activity>{children}</Activity>
      </main>
      <Activity>
        <SiteFooter country={country} lang={lang} />
      </Activity>
    </>
  );
}
