import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'common');
  return { title: t('notFound.metaTitle'), robots: { index: false } };
}

/**
 * Any path no route claims. The proxy already answers it with status 404 (lib/routing/known-routes);
 * the screen is rendered here as a page rather than thrown with notFound(), so that it is in the
 * server's HTML: with notFound() the answer is an empty error shell that only the browser fills in.
 * It reads nothing from the request, so it is part of the static shell, also without JavaScript.
 */
export default function UnknownPage() {
  return <NotFoundView />;
}
