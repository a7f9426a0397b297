import { BagSection } from '@/components/bag/bag-section';
import { bagErrorFromQuery, giftStateFromQuery, promoStateFromQuery } from '@/components/bag/bag-state';
import styles from '@/components/bag/bag-page.module.css';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleQueryPageProps } from '@/app/[country]/[lang]/_routes/props';
import { HeadedSection } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('bag', 'title', { index: false });

export default async function CartPage({ params, searchParams }: LocaleQueryPageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'bag');
  const query = await searchParams;
  return (
    <HeadedSection id="bag" heading={t('heading')} className={styles.page} headingClassName={styles.heading}>
      {/* Rendered with the page, not streamed behind a fallback: the lines are in the first HTML,
          so they paint at once and show before (or without) the page's script. */}
      <BagSection
        country={country}
        lang={lang}
        promo={promoStateFromQuery(query)}
        gifts={giftStateFromQuery(query)}
        refused={bagErrorFromQuery(query)}
      />
    </HeadedSection>
  );
}
