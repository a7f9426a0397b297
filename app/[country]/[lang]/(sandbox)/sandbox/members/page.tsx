import type { Metadata } from 'next';
import { MembersPanel } from '@/components/sandbox/members-panel';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'members');
}

export default async function SandboxMembersPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="members" country={country} lang={lang}>
      {(credential) => <MembersPanel country={country} lang={lang} credential={credential} />}
    </SandboxScreen>
  );
}
