import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

/** The preview layout: a clear banner above unpublished CMS content. */
export default async function PreviewLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const { lang } = await localeFromParams(params);
  return (
    <>
      <PreviewBanner lang={lang} />
      <main id="main-content">{children}</main>
    </>
  );
}
