import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import type { Activity } from '@/lib/api/happening';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { activityPrice, paymentNote } from './activity-card';
import { AppPrompt } from './app-prompt';
import { BookingFlow } from './booking-flow';
import { BookingPage } from './booking-page';
import { BOOKING_MESSAGES_PICK } from './messages';
import styles from './happening.module.css';

/**
 * `/happening/{services,classes,events}/{id}`: the activity and its booking flow (or the app
 * prompt); with `onePage` (`?book=1`), its booking form on one page instead of the stepper.
 */
export async function ActivityPage({
  activity,
  country,
  lang,
  onePage = false,
}: {
  activity: Activity;
  country: CountryCode;
  lang: Language;
  onePage?: boolean;
}) {
  const [t, messages] = await Promise.all([
    getTranslator(lang, 'happening'),
    pickMessages(lang, BOOKING_MESSAGES_PICK),
  ]);
  return (
    <article className={styles.page} aria-labelledby="activity-heading">
      <div className={styles.activityLayout}>
        <header>
          <p className={styles.eyebrow}>{activity.group.name}</p>
          <h1 id="activity-heading" className={styles.heading}>
            {activity.title}
          </h1>
          <p className={styles.intro}>{activity.description}</p>
          <ul className={styles.facts}>
            <li>
              <strong>{t('booking.store')}</strong>
              {activity.store.name}
            </li>
            <li>
              <strong>{t('booking.duration')}</strong>
              {t('activities.duration', { minutes: activity.durationMinutes })}
            </li>
            <li>
              <strong>{t('activities.price')}</strong>
              {activityPrice(activity, country, lang, t('activities.free'))}
              {activity.price.amount > 0 ? (
                <span className={styles.payNote}>{paymentNote(activity.price, t)}</span>
              ) : null}
            </li>
            {activity.artists.length > 0 ? (
              <li>
                <strong>{t('activities.artists')}</strong>
                {activity.artists.map((artist) => artist.name).join(', ')}
              </li>
            ) : null}
          </ul>
          {activity.invitedTier ? (
            <p className={styles.invitation} data-testid="activity-invitation">
              {t(`activities.invitation.${activity.invitedTier}`)}
            </p>
          ) : null}
        </header>
        {activity.appOnly ? (
          <AppPrompt
            country={country}
            labels={{
              title: t('activities.appOnly'),
              text: t('activities.appOnlyText'),
              ios: t('activities.appStore'),
              android: t('activities.googlePlay'),
            }}
          />
        ) : (
          <TranslationsProvider lang={lang} resources={messages}>
            {onePage ? (
              <BookingPage activity={activity} country={country} lang={lang} />
            ) : (
              <BookingFlow activity={activity} country={country} lang={lang} defaultLang={defaultLanguage(country)} />
            )}
          </TranslationsProvider>
        )}
      </div>
    </article>
  );
}
