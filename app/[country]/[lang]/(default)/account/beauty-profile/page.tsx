import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/account/account-page.module.css';
import { BeautyProfileSection } from '@/components/profile/beauty-profile-page';
import { Skeleton } from '@/components/ui/skeleton';
import { BEAUTY_PROFILE_POINTS } from '@/lib/api/contract/profile-options';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'profile');
  return { title: t('title'), robots: { index: false } };
}

/** Members only: the proxy sends guests to sign in first. */
export default async function BeautyProfileRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'profile');
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="beauty-profile-heading">
      <h1 id="beauty-profile-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <p className={styles.intro}>{t('intro', { points: BEAUTY_PROFILE_POINTS })}</p>
      <Suspense fallback={<Skeleton width="100%" height="32rem" />}>
        <BeautyProfileSection country={country} lang={lang} />
      </Suspense>
    </section>
  );
}
