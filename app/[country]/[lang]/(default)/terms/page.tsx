import { ContentPage, contentPageMetadata, type SectionSearchParams } from '@/components/content/content-page';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams>; searchParams: SectionSearchParams };

export function generateMetadata({ params }: Props) {
  return contentPageMetadata(params, 'terms');
}

/** Rendered on request from the cached entry: `?section=` opens one of its sections. */
export default async function TermsPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { section } = await searchParams;
  return <ContentPage country={country} lang={lang} slug="terms" section={section} />;
}
