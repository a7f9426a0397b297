import { WriteReview } from '@/components/reviews/write-review';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleQueryPageProps, QueryPartProps } from '@/app/[country]/[lang]/_routes/props';
import { AccountScreen } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('reviews', 'write.title', { index: false });

/**
 * Members only: the proxy sends guests to sign in first. The member's part is rendered with the
 * page, not streamed behind a fallback, so the form is there and works before (or without) the
 * page's script.
 */
export default async function WriteReviewRoute({ params, searchParams }: LocaleQueryPageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'reviews');
  return (
    <AccountScreen id="write-review" heading={t('write.title')}>
      <Form country={country} lang={lang} searchParams={searchParams} />
    </AccountScreen>
  );
}

async function Form({ country, lang, searchParams }: QueryPartProps) {
  const value = (await searchParams).product_id;
  const id = Number(Array.isArray(value) ? value[0] : value);
  return <WriteReview country={country} lang={lang} productId={Number.isInteger(id) && id > 0 ? id : null} />;
}
