import type { Metadata } from 'next';
import { StoreLocatorPage } from '@/components/stores/store-locator-page';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'happening');
  return { title: t('stores.title'), description: t('stores.intro') };
}

export default async function StoreLocatorRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return <StoreLocatorPage country={country} lang={lang} />;
}
