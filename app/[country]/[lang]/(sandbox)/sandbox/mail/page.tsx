import type { Metadata } from 'next';
import { MailPanel } from '@/components/sandbox/mail-panel';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'mail');
}

export default async function SandboxMailPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="mail" country={country} lang={lang}>
      {(credential) => <MailPanel country={country} lang={lang} credential={credential} search={searchParams} />}
    </SandboxScreen>
  );
}
