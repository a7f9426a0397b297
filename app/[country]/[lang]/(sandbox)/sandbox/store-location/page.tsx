import type { Metadata } from 'next';
import { StoreLocationScreen } from '@/components/sandbox/component-screens';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'store-location');
}

export default async function SandboxStoreLocationPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="store-location" country={country} lang={lang}>
      {() => <StoreLocationScreen country={country} lang={lang} />}
    </SandboxScreen>
  );
}
