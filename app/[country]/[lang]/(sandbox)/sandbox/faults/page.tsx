import type { Metadata } from 'next';
import { FaultsPanel } from '@/components/sandbox/faults-panel';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'faults');
}

export default async function SandboxFaultsPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="faults" country={country} lang={lang}>
      {(credential) => <FaultsPanel country={country} lang={lang} credential={credential} />}
    </SandboxScreen>
  );
}
