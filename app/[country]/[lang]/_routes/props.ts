import type { ReactNode } from 'react';
import type { LocaleParams } from '@/lib/routing/params';
import type { CountryCode, Language } from '@/lib/site';

/** The props of a page whose only parameters are the locale's. */
export type LocalePageProps = { params: Promise<LocaleParams> };

/** The props of such a page that reads its query. */
export type LocaleQueryPageProps = LocalePageProps & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The props of a layout below the locale's segments. */
export type LocaleLayoutProps = LocalePageProps & { children: ReactNode };

/** The props of a page's part: the page's locale. */
export type LocaleProps = { country: CountryCode; lang: Language };

/** The props of a page's part that reads the page's query, so it renders per request. */
export type QueryPartProps = LocaleProps & { searchParams: LocaleQueryPageProps['searchParams'] };
