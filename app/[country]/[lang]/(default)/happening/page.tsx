import type { Metadata } from 'next';
import { HappeningHub } from '@/components/happening/hub-page';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'happening');
  return { title: t('activities.title'), description: t('activities.intro') };
}

export default async function HappeningHubRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return <HappeningHub country={country} lang={lang} />;
}
