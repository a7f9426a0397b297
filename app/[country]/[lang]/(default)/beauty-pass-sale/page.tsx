import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/catalogue/page.module.css';
import { BeautyPassSaleView } from '@/components/loyalty/beauty-pass-sale';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'loyalty');
  return { title: t('sale.title') };
}

/** The Beauty Pass Sale: the shell for everyone, then what it is to this shopper and its member prices. */
export default async function BeautyPassSalePage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'loyalty');
  return (
    <section className={styles.page} aria-labelledby="sale-heading">
      <h1 id="sale-heading" className={styles.title}>
        {t('sale.title')}
      </h1>
      <p>{t('sale.intro')}</p>
      <Suspense fallback={<div style={{ minHeight: '32rem' }} aria-busy="true" />}>
        <BeautyPassSaleView country={country} lang={lang} />
      </Suspense>
    </section>
  );
}
