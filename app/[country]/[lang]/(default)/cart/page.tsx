import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BagSection } from '@/components/bag/bag-section';
import { BagSkeleton } from '@/components/bag/bag-view';
import styles from '@/components/bag/bag-page.module.css';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'bag');
  return { title: t('title'), robots: { index: false } };
}

export default async function CartPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'bag');
  return (
    <section className={styles.page} aria-labelledby="bag-heading">
      <h1 id="bag-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <Suspense fallback={<BagSkeleton label={t('loading')} />}>
        <BagSection country={country} lang={lang} />
      </Suspense>
    </section>
  );
}
