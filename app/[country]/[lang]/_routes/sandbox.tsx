import type { ReactNode } from 'react';
import { OrderFixtureRoute, orderFixtureMetadata } from '@/components/sandbox/order-fixture-route';
import type { OrderFixtureSlug } from '@/components/sandbox/pages';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import type { CountryCode, Language } from '@/lib/site';
import type { LocalePageProps, LocaleQueryPageProps } from './props';

type SandboxPageProps<P extends LocaleParams> = {
  params: Promise<P>;
  searchParams: LocaleQueryPageProps['searchParams'];
};

/** What a sandbox screen is drawn from once the QA credential has been proved. */
export interface SandboxPage<P extends LocaleParams> extends SandboxPageProps<P> {
  country: CountryCode;
  lang: Language;
  credential: string;
}

/**
 * What the route file of a sandbox page named in the index exports: its title and frame come from
 * the index, and `screen` draws the page behind the QA gate (404 while the sandbox is closed).
 */
export function sandboxRoute<P extends LocaleParams = LocaleParams>(
  slug: string,
  screen: (page: SandboxPage<P>) => ReactNode,
) {
  return {
    async generateMetadata({ params }: LocalePageProps) {
      const { lang } = await localeFromParams(params);
      return sandboxPageMetadata(lang, slug);
    },
    async Page({ params, searchParams }: SandboxPageProps<P>) {
      const { country, lang } = await localeFromParams(params);
      return (
        <SandboxScreen slug={slug} country={country} lang={lang}>
          {(credential) => screen({ country, lang, credential, params, searchParams })}
        </SandboxScreen>
      );
    },
  };
}

/** What the route file of an order-state page (`/sandbox/payment-failed-hk` and the rest) exports. */
export function orderFixtureRoute(slug: OrderFixtureSlug) {
  return {
    generateMetadata: ({ params }: LocalePageProps) => orderFixtureMetadata(params, slug),
    Page: ({ params }: LocalePageProps) => <OrderFixtureRoute params={params} slug={slug} />,
  };
}
