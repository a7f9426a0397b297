import { Tabs } from '@/components/ui/tabs';
import type { Activity } from '@/lib/api/happening';
import { listActivities } from '@/lib/api/happening-catalogue';
import { getTranslator } from '@/lib/i18n/server';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { ActivityCard } from './activity-card';
import styles from './happening.module.css';

const KINDS = ['service', 'class', 'event'] as const;

/** A grid of activity cards, or the empty-state text. */
export async function ActivityGrid({
  activities,
  country,
  lang,
}: {
  activities: Activity[];
  country: CountryCode;
  lang: Language;
}) {
  const t = await getTranslator(lang, 'happening');
  if (activities.length === 0) return <p className={styles.empty}>{t('activities.empty')}</p>;
  return (
    <ul className={styles.grid}>
      {activities.map((activity) => (
        <ActivityCard
          key={activity.id}
          activity={activity}
          country={country}
          lang={lang}
          defaultLang={defaultLanguage(country)}
          t={t}
        />
      ))}
    </ul>
  );
}

/** The store page's tabs: its beauty services, classes and events with their next slots. */
export async function StoreActivityTabs({
  store,
  country,
  lang,
  initial,
}: {
  store: string;
  country: CountryCode;
  lang: Language;
  initial?: string;
}) {
  const [t, activities] = await Promise.all([
    getTranslator(lang, 'happening'),
    listActivities(country, lang, { store }),
  ]);
  const items = await Promise.all(
    KINDS.map(async (kind) => ({
      id: kind,
      label: t(`activities.kinds.${kind}`),
      panel: (
        <ActivityGrid
          activities={activities.filter((activity) => activity.kind === kind)}
          country={country}
          lang={lang}
        />
      ),
    })),
  );
  return <Tabs label={t('stores.tabsLabel')} items={items} initial={initial} />;
}
