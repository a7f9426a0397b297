import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getActivity } from '@/lib/api/happening-catalogue';
import type { ActivityKind } from '@/lib/api/happening';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { ActivityPage } from './activity-page';

export type ActivityRouteProps = { params: Promise<LocaleParams & { id: string }> };

async function load(params: ActivityRouteProps['params'], kind: ActivityKind) {
  const { country, lang } = await localeFromParams(params);
  const activity = await getActivity(country, lang, (await params).id);
  // `/happening/classes/{id}` shows classes only: another kind's id is not found here.
  return { country, lang, activity: activity?.kind === kind ? activity : null };
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
