import type { Metadata } from 'next';
import type { RawSearchParams } from '@/lib/catalogue/listing-state';
import { PreviewScreen } from '@/components/preview/preview-page';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { path?: string[] }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'preview');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Preview mode: `/preview/{pageType}/…`, the page type being the second path segment. */
export default async function PreviewPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { path = [] } = await params;
  return <PreviewScreen country={country} lang={lang} path={path} searchParams={searchParams} />;
}
