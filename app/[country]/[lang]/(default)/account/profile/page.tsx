import type { Metadata } from 'next';
import styles from '@/components/account/account-page.module.css';
import { ProfilePage } from '@/components/account/profile-page';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'account');
  return { title: t('profile.title'), robots: { index: false } };
}

/**
 * Members only: the proxy sends guests to sign in first. Rendered whole on request, with no
 * Suspense boundary around the forms: a streamed boundary is revealed by a script, and the forms
 * must work without JavaScript.
 */
export default async function AccountProfileRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'account');
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="profile-heading">
      <h1 id="profile-heading" className={styles.heading}>
        {t('profile.heading')}
      </h1>
      <p className={styles.intro}>{t('profile.intro')}</p>
      <ProfilePage country={country} lang={lang} />
    </section>
  );
}
