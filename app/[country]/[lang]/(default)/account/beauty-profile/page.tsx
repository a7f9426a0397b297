import type { Metadata } from 'next';
import styles from '@/components/account/account-page.module.css';
import { BeautyProfileSection } from '@/components/profile/beauty-profile-page';
import { savedOutcome } from '@/components/profile/beauty-profile-state';
import { BEAUTY_PROFILE_POINTS } from '@/contract/profile-options';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'profile');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Members only: the proxy sends guests to sign in first. The member's part is rendered with the
 * page, not streamed behind a fallback, so the form is there and works before (or without) the
 * page's script.
 */
export default async function BeautyProfileRoute({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const saved = savedOutcome((await searchParams).saved);
  const t = await getTranslator(lang, 'profile');
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="beauty-profile-heading">
      <h1 id="beauty-profile-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <p className={styles.intro}>{t('intro', { points: BEAUTY_PROFILE_POINTS })}</p>
      <BeautyProfileSection country={country} lang={lang} saved={saved} />
    </section>
  );
}
