import type { Metadata } from 'next';
import { HappeningScreen } from '@/components/sandbox/component-screens';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'happening');
}

export default async function SandboxHappeningPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="happening" country={country} lang={lang}>
      {() => <HappeningScreen country={country} lang={lang} />}
    </SandboxScreen>
  );
}
