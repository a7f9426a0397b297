import { Suspense } from 'react';
import styles from '@/components/catalogue/page.module.css';
import { BeautyPassSaleView } from '@/components/loyalty/beauty-pass-sale';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocalePageProps } from '@/app/[country]/[lang]/_routes/props';
import { HeadedSection } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('loyalty', 'sale.title');

/** The Beauty Pass Sale: the shell for everyone, then what it is to this shopper and its member prices. */
export default async function BeautyPassSalePage({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'loyalty');
  return (
    <HeadedSection id="sale" heading={t('sale.title')} className={styles.page} headingClassName={styles.title}>
      <p>{t('sale.intro')}</p>
      <Suspense fallback={<div style={{ minHeight: '32rem' }} aria-busy="true" />}>
        <BeautyPassSaleView country={country} lang={lang} />
      </Suspense>
    </HeadedSection>
  );
}
