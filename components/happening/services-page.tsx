import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/components/ui/link';
import type { ActivityKind } from '@/lib/api/happening';
import { listActivities, listActivityGroups } from '@/lib/api/happening-catalogue';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { ActivityGrid } from './activity-lists';
import styles from './happening.module.css';

/**
 * `/happening/services` and `/happening/beauty-services`: every bookable activity of the country,
 * with the activity groups as sidebar categories (`?group=` narrows, `?kind=` picks a kind).
 */
export async function ServicesPage({
  country,
  lang,
  path,
  group,
  kind,
}: {
  country: CountryCode;
  lang: Language;
  path: string;
  group?: string;
  kind?: ActivityKind;
}) {
  const [t, groups, activities] = await Promise.all([
    getTranslator(lang, 'happening'),
    listActivityGroups(country, lang),
    listActivities(country, lang, { group, kind }),
  ]);
  const defaultLang = defaultLanguage(country);
  const href = (slug?: string) =>
    withLanguage(slug ? `${path}?group=${encodeURIComponent(slug)}` : path, lang, defaultLang);
  const current = groups.find((entry) => entry.slug === group);
  return (
    <section className={styles.page} aria-labelledby="happening-heading">
      <PageHeader
        id="happening-heading"
        title={current?.name ?? t('activities.title')}
        intro={current?.description ?? t('activities.intro')}
        classes={styles}
      />
      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-label={t('activities.categories')}>
          <h2 className={styles.sidebarTitle}>{t('activities.categories')}</h2>
          <ul>
            <li>
              <Link href={href()} aria-current={!group ? 'page' : undefined}>
                {t('activities.allCategories')}
              </Link>
            </li>
            {groups.map((entry) => (
              <li key={entry.id}>
                <Link href={href(entry.slug)} aria-current={entry.slug === group ? 'page' : undefined}>
                  {entry.name} <span className={styles.count}>{entry.activityCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ActivityGrid activities={activities} country={country} lang={lang} />
      </div>
    </section>
  );
}
