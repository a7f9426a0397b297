import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/components/ui/link';
import { StoreImage } from '@/components/ui/store-image';
import type { Activity, ActivityKind } from '@/lib/api/happening';
import { listActivities, listHappeningBanners } from '@/lib/api/happening-catalogue';
import { HappeningBanners } from './banners';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, formatZonedShortDate, localeTag, type CountryCode, type Language } from '@/lib/site';
import styles from './happening.module.css';
import hub from './hub.module.css';

const KINDS: readonly ActivityKind[] = ['service', 'class', 'event'];

/** The activity with the soonest time slot: its date is the group's next date, its art the group's picture. */
function soonest(activities: readonly Activity[]): Activity | undefined {
  let first: Activity | undefined;
  for (const activity of activities) {
    if (!activity.nextSlotAt) continue;
    if (!first?.nextSlotAt || Date.parse(activity.nextSlotAt) < Date.parse(first.nextSlotAt)) first = activity;
  }
  return first;
}

/**
 * `/happening`: the way into beauty services, classes and store events, each with how many there are
 * and when the next one is. One list read serves all three groups, the same for every shopper.
 */
export async function HappeningHub({ country, lang }: { country: CountryCode; lang: Language }) {
  const [t, activities, banners] = await Promise.all([
    getTranslator(lang, 'happening'),
    listActivities(country, lang),
    // The banners are news beside the way in: without them the hub still leads everywhere.
    listHappeningBanners(country, lang).catch(() => []),
  ]);
  const defaultLang = defaultLanguage(country);
  const locale = localeTag(country, lang);
  return (
    <section className={styles.page} aria-labelledby="happening-hub-heading">
      <PageHeader
        id="happening-hub-heading"
        title={t('activities.title')}
        intro={t('activities.intro')}
        classes={styles}
      />
      <ul className={hub.grid}>
        {KINDS.map((kind, index) => {
          const ofKind = activities.filter((activity) => activity.kind === kind);
          const next = soonest(ofKind);
          const picture = next ?? ofKind[0];
          const href = withLanguage(`/happening/services?kind=${kind}`, lang, defaultLang);
          const headingId = `happening-hub-${kind}`;
          return (
            <li key={kind} className={hub.card} data-testid="happening-group" data-kind={kind}>
              {picture ? (
                <StoreImage
                  className={hub.image}
                  src={picture.imageUrl}
                  alt=""
                  width={1600}
                  height={600}
                  firstScreen={index === 0}
                />
              ) : (
                <div className={hub.image} aria-hidden="true" />
              )}
              <div className={hub.body}>
                <h2 id={headingId} className={styles.cardTitle}>
                  <Link href={href}>{t(`activities.kinds.${kind}`)}</Link>
                </h2>
                <p className={styles.meta}>{t('hub.count', { count: ofKind.length })}</p>
                <p className={styles.meta}>
                  {next?.nextSlotAt
                    ? t('hub.nextDate', {
                        date: formatZonedShortDate(next.nextSlotAt, next.store.timeZone, locale),
                      })
                    : t('activities.noTimeSlots')}
                </p>
                <p className={styles.cardAction}>
                  <Link className={styles.bookLink} href={href} aria-describedby={headingId}>
                    {t('hub.explore')}
                  </Link>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className={hub.all}>
        <Link href={withLanguage('/happening/services', lang, defaultLang)}>{t('hub.all')}</Link>
      </p>
      {banners.length > 0 ? (
        <HappeningBanners banners={banners} country={country} lang={lang} heading={t('hub.whatsOn')} />
      ) : null}
    </section>
  );
}
