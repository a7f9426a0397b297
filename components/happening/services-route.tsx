import type { Metadata } from 'next';
import { activityKindSchema } from '@/lib/api/contract/happening';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { ServicesPage } from './services-page';

export type ServicesRouteProps = {
  params: Promise<LocaleParams>;
  searchParams: Promise<{ group?: string | string[]; kind?: string | string[] }>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function servicesMetadata({ params }: ServicesRouteProps): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'happening');
  return { title: t('activities.title'), description: t('activities.intro') };
}

/** The services list under either of its public paths. */
export async function ServicesRoute({ params, searchParams, path }: ServicesRouteProps & { path: string }) {
  const { country, lang } = await localeFromParams(params);
  const query = await searchParams;
  const kind = activityKindSchema.safeParse(first(query.kind));
  return (
    <ServicesPage
      country={country}
      lang={lang}
      path={path}
      group={first(query.group)}
      kind={kind.success ? kind.data : undefined}
    />
  );
}
