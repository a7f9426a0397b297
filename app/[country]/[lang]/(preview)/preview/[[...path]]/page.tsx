import type { RawSearchParams } from '@/lib/catalogue/listing-state';
import { PreviewScreen } from '@/components/preview/preview-page';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';

type Props = { params: Promise<LocaleParams & { path?: string[] }>; searchParams: Promise<RawSearchParams> };

export const generateMetadata = titled('preview', 'title', { index: false, follow: false });

/** Preview mode: `/preview/{pageType}/…`, the page type being the second path segment. */
export default async function PreviewPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { path = [] } = await params;
  return <PreviewScreen country={country} lang={lang} path={path} searchParams={searchParams} />;
}
