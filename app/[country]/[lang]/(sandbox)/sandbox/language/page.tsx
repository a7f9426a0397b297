import type { Metadata } from 'next';
import { LanguageScreen } from '@/components/sandbox/component-screens';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'language');
}

export default async function SandboxLanguagePage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="language" country={country} lang={lang}>
      {() => <LanguageScreen country={country} lang={lang} />}
    </SandboxScreen>
  );
}
