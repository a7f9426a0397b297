import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderOnStage } from '@/components/sandbox/order-fixture-screen';
import { orderFixture } from '@/components/sandbox/order-fixtures';
import { ORDER_FIXTURE_SLUGS, type OrderFixtureSlug } from '@/components/sandbox/pages';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { fixture: string }> };

function fixtureSlug(value: string): OrderFixtureSlug | null {
  return ORDER_FIXTURE_SLUGS.find((slug) => slug === value) ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const slug = fixtureSlug((await params).fixture);
  if (!slug) notFound();
  return sandboxPageMetadata(lang, slug);
}

/** An order page in a named state (confirmation, payment failed, blocked, pending), from a fixture. */
export default async function SandboxOrderFixturePage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const slug = fixtureSlug((await params).fixture);
  if (!slug) notFound();
  return (
    <SandboxScreen slug={slug} country={country} lang={lang}>
      {() => <OrderOnStage order={orderFixture(slug).order} lang={lang} />}
    </SandboxScreen>
  );
}
