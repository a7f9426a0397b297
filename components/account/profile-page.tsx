import { cookies } from 'next/headers';
import { Link } from '@/components/ui/link';
import { RefreshAfterSignIn } from '@/components/layout/refresh-after-sign-in';
import { Skeleton } from '@/components/ui/skeleton';
import { getUser } from '@/lib/api/account';
import { readAsMember } from '@/lib/api/member-read';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, formatDate, getCountry, type CountryCode, type Language } from '@/lib/site';
import { ChangePasswordForm } from './change-password-form';
import { PROFILE_PAGE_MESSAGES } from './messages';
import { changePasswordWithForm, updateProfileWithForm } from './profile-actions';
import { PROFILE_RESULT_COOKIE, profileValues, readProfileResult, storedProfile } from './profile-fields';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.css';

/** The page's skeleton, the size of the two forms, so nothing moves when they arrive. */
export function ProfileSkeleton() {
  return <Skeleton width="100%" height="40rem" />;
}

/**
 * `/account/profile`: the member's details and their password, each its own form. Always fresh:
 * it reads the member's profile with their token. An expired token draws the skeleton while the
 * browser refreshes it; the page is then drawn again.
 */
export async function ProfilePage({ country, lang }: { country: CountryCode; lang: Language }) {
  const result = readProfileResult((await cookies()).get(PROFILE_RESULT_COOKIE)?.value);
  const [t, messages, profile] = await Promise.all([
    getTranslator(lang, 'account'),
    pickMessages(lang, PROFILE_PAGE_MESSAGES),
    readAsMember(country, lang, getUser),
  ]);
  if (profile === null) {
    return (
      <RefreshAfterSignIn>
        <ProfileSkeleton />
      </RefreshAfterSignIn>
    );
  }
  const dateOfBirthText = profile.dateOfBirth
    ? formatDate(`${profile.dateOfBirth}T00:00:00Z`, country, lang, 'long', { timeZone: 'UTC' })
    : null;
  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="profile-details-heading">
          <h2 id="profile-details-heading" className={styles.sectionHeading}>
            {t('profile.sectionHeading')}
          </h2>
          <ProfileForm
            country={country}
            callingCode={getCountry(country).callingCode}
            email={profile.email}
            initial={profileValues(profile, country)}
            storedMobile={storedProfile(profile, country).mobile}
            dateOfBirthText={dateOfBirthText}
            posted={result?.form === 'profile' ? result.state : undefined}
            action={updateProfileWithForm.bind(null, country, lang)}
          />
        </section>
        <section className={styles.section} aria-labelledby="profile-password-heading">
          <h2 id="profile-password-heading" className={styles.sectionHeading}>
            {t('password.heading')}
          </h2>
          <p className={styles.sectionIntro}>{t('password.intro')}</p>
          <ChangePasswordForm
            posted={result?.form === 'password' ? result.state : undefined}
            action={changePasswordWithForm.bind(null, country, lang)}
          />
        </section>
        <p>
          <Link href={withLanguage('/account', lang, defaultLanguage(country))}>{t('profile.back')}</Link>
        </p>
      </div>
    </TranslationsProvider>
  );
}
