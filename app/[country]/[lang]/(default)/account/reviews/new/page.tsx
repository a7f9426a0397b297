import type { Metadata } from 'next';
import styles from '@/components/account/account-page.module.css';
import { WriteReview } from '@/components/reviews/write-review';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import type { CountryCode, Language } from '@/lib/site';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'reviews');
  return { title: t('write.title'), robots: { index: false } };
}

/**
 * Members only: the proxy sends guests to sign in first. The member's part is rendered with the
 * page, not streamed behind a fallback, so the form is there and works before (or without) the
 * page's script.
 */
export default async function WriteReviewRoute({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'reviews');
  return (
    <section className={styles.page} aria-labelledby="write-review-heading">
      <h1 id="write-review-heading" className={styles.heading}>
        {t('write.title')}
      </h1>
      <Form country={country} lang={lang} searchParams={searchParams} />
    </section>
  );
}

async function Form({
  country,
  lang,
  searchParams,
}: {
  country: CountryCode;
  lang: Language;
  searchParams: Props['searchParams'];
}) {
  const value = (await searchParams).product_id;
  const id = Number(Array.isArray(value) ? value[0] : value);
  return <WriteReview country={country} lang={lang} productId={Number.isInteger(id) && id > 0 ? id : null} />;
}
