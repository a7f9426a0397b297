import type { Metadata } from 'next';
import { BagSection } from '@/components/bag/bag-section';
import { promoStateFromQuery } from '@/components/bag/bag-state';
import styles from '@/components/bag/bag-page.module.css';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'bag');
  return { title: t('title'), robots: { index: false } };
}

export default async function CartPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'bag');
  return (
    <section className={styles.page} aria-labelledby="bag-heading">
      <h1 id="bag-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      {/* Rendered with the page, not streamed behind a fallback: the lines are in the first HTML,
          so they paint at once and show before (or without) the page's script. */}
      <BagSection country={country} lang={lang} promo={promoStateFromQuery(await searchParams)} />
    </section>
  );
}
