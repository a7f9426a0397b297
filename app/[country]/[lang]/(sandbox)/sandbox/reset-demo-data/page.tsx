import type { Metadata } from 'next';
import { ResetPanel } from '@/components/sandbox/reset-panel';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'reset-demo-data');
}

export default async function SandboxResetDemoDataPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="reset-demo-data" country={country} lang={lang}>
      {() => <ResetPanel country={country} lang={lang} />}
    </SandboxScreen>
  );
}
