import type { Metadata } from 'next';
import { OrderStatePanel } from '@/components/sandbox/order-state-panel';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'order-state');
}

export default async function SandboxOrderStatePage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="order-state" country={country} lang={lang}>
      {(credential) => <OrderStatePanel country={country} lang={lang} credential={credential} search={searchParams} />}
    </SandboxScreen>
  );
}
