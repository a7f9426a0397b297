import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslator } from '@/lib/i18n/server';
import { activityListRouteOf, activityListSegment } from '@/lib/routing/listing-variant';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { ServicesPage } from './services-page';

/** The two public paths of the Happening list. */
export const SERVICES_PATHS = { services: '/happening/services', 'beauty-services': '/happening/beauty-services' };
type ListName = keyof typeof SERVICES_PATHS;

export type ServicesRouteProps = { params: Promise<LocaleParams> };
export type ServicesVariantRouteProps = { params: Promise<LocaleParams & { which: string; query: string }> };

export async function servicesMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'happening');
  return { title: t('activities.title'), description: t('activities.intro') };
}

/** The whole Happening list under either of its public paths: no query, so one cached page each. */
export async function ServicesRoute({ params, path }: ServicesRouteProps & { path: string }) {
  const { country, lang } = await localeFromParams(params);
  return <ServicesPage country={country} lang={lang} path={path} />;
}

/** At build, one narrowed list (the classes of the services path) checks the route; the rest on their first visit. */
export function servicesVariantStaticParams(): { which: ListName; query: string }[] {
  return [{ which: 'services', query: activityListSegment({ kind: 'class' }) }];
}

/**
 * The list narrowed by `?group=` and `?kind=`: the proxy names the normalised query in the path
 * (`lib/routing/listing-variant.ts`), so each narrowed list renders once and is then cached.
 */
export async function ServicesVariantRoute({ params }: ServicesVariantRouteProps) {
  const { country, lang } = await localeFromParams(params);
  const { which, query } = await params;
  const path = Object.hasOwn(SERVICES_PATHS, which) ? SERVICES_PATHS[which as ListName] : undefined;
  const narrowed = activityListRouteOf(query);
  if (!path || !narrowed) notFound();
  return <ServicesPage country={country} lang={lang} path={path} group={narrowed.group} kind={narrowed.kind} />;
}
