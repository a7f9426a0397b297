import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { unindexed } from '@/components/layout/page-locale';
import { getActivity, listActivities } from '@/lib/api/happening-catalogue';
import { serverEnv } from '@/lib/env';
import type { ActivityKind } from '@/lib/api/happening';
import { localeFromParams, paramsReadOnRequest, type LocaleParams } from '@/lib/routing/params';
import { ActivityPage } from './activity-page';

export type ActivityRouteProps = { params: Promise<LocaleParams & { id: string }> };

async function load(params: ActivityRouteProps['params'], kind: ActivityKind) {
  const { country, lang } = await localeFromParams(params);
  const activity = await getActivity(country, lang, (await params).id);
  // `/happening/classes/{id}` shows classes only: another kind's id is not found here.
  return { country, lang, activity: activity?.kind === kind ? activity : null };
}

/**
 * At build, the first activity of the kind in each storefront; every other one on its first visit,
 * then kept like a product page (the proxy answers 404 for an id the site index does not know).
 */
export async function activityStaticParams(params: LocaleParams, kind: ActivityKind): Promise<{ id: string }[]> {
  const { country, lang } = await localeFromParams(Promise.resolve(params));
  // A build without the API still needs one parameter set to check the route against.
  if (serverEnv().BUILD_WITHOUT_API) return [{ id: '1' }];
  const activities = await listActivities(country, lang, { kind }).catch(() => []);
  return [{ id: String(activities[0]?.id ?? 1) }];
}

export async function activityMetadata(params: ActivityRouteProps['params'], kind: ActivityKind): Promise<Metadata> {
  const { activity } = await load(params, kind);
  return activity ? { title: activity.title, description: activity.description } : {};
}

export async function ActivityRoute({ params, kind }: ActivityRouteProps & { kind: ActivityKind }) {
  const { country, lang, activity } = await load(params, kind);
  if (!activity) notFound();
  return <ActivityPage activity={activity} country={country} lang={lang} />;
}

/** What an activity kind's route file (`/happening/{services,classes,events}/[id]`) exports. */
export function activityRoute(kind: ActivityKind) {
  return {
    generateStaticParams: ({ params }: { params: LocaleParams }) => activityStaticParams(params, kind),
    generateMetadata: ({ params }: ActivityRouteProps) => activityMetadata(params, kind),
    Page: ({ params }: ActivityRouteProps) => <ActivityRoute params={params} kind={kind} />,
  };
}

/**
 * An activity's page with its booking form on one page (`?book=1`, served from `…/{id}/book`,
 * lib/routing/booking-variant.ts): drawn for each request, never indexed. The request is read
 * first, so an unknown id answers 404 (see `paramsReadOnRequest`).
 */
export function activityBookingRoute(kind: ActivityKind) {
  return {
    generateStaticParams: paramsReadOnRequest({ id: 'none' }),
    async generateMetadata({ params }: ActivityRouteProps): Promise<Metadata> {
      const { activity } = await load(params, kind);
      return activity ? unindexed(activity.title) : {};
    },
    async Page({ params }: ActivityRouteProps) {
      await connection();
      const { country, lang, activity } = await load(params, kind);
      if (!activity) notFound();
      return <ActivityPage activity={activity} country={country} lang={lang} onePage />;
    },
  };
}
