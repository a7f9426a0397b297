import type { Metadata } from 'next';
import { NotificationScreen } from '@/components/sandbox/component-screens';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'notification');
}

export default async function SandboxNotificationPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="notification" country={country} lang={lang}>
      {() => <NotificationScreen lang={lang} />}
    </SandboxScreen>
  );
}
