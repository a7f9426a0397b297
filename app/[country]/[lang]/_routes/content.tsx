import { ContentPage, contentPageMetadata, type SectionSearchParams } from '@/components/content/content-page';
import { CONTENT_PAGES_FOLDED, type ContentPageSlug } from '@/contract/content-pages';
import { localeFromParams } from '@/lib/routing/params';
import type { LocalePageProps } from './props';

/**
 * What the route file of one of the store's own pages (`/about`, `/terms`…) exports. A page whose
 * sections fold away reads `?section=`, so it renders on request from the cached entry; the others
 * are static per country × language.
 */
export function contentRoute(slug: ContentPageSlug) {
  async function StorePage({ params }: LocalePageProps) {
    const { country, lang } = await localeFromParams(params);
    return <ContentPage country={country} lang={lang} slug={slug} />;
  }

  async function FoldedStorePage({ params, searchParams }: LocalePageProps & { searchParams: SectionSearchParams }) {
    const { country, lang } = await localeFromParams(params);
    const { section } = await searchParams;
    return <ContentPage country={country} lang={lang} slug={slug} section={section} />;
  }

  return {
    generateMetadata: ({ params }: LocalePageProps) => contentPageMetadata(params, slug),
    Page: CONTENT_PAGES_FOLDED.includes(slug) ? FoldedStorePage : StorePage,
  };
}
