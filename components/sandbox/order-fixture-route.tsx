import type { Metadata } from 'next';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { OrderOnStage } from './order-fixture-screen';
import { orderFixture } from './order-fixtures';
import type { OrderFixtureSlug } from './pages';
import { SandboxScreen, sandboxPageMetadata } from './sandbox-surface';

/*
 * The body of each order-state route (`/sandbox/payment-failed-hk` and the rest). Each has a
 * route of its own rather than one dynamic segment, so that any other /sandbox path is the
 * shop's 404 with a 404 status.
 */

export async function orderFixtureMetadata(params: Promise<LocaleParams>, slug: OrderFixtureSlug): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, slug);
}

export async function OrderFixtureRoute({ params, slug }: { params: Promise<LocaleParams>; slug: OrderFixtureSlug }) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug={slug} country={country} lang={lang}>
      {() => <OrderOnStage order={orderFixture(slug).order} lang={lang} />}
    </SandboxScreen>
  );
}
