import type { Metadata } from 'next';
import { BooxiReturn } from '@/components/happening/booxi-return';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = {
  params: Promise<LocaleParams>;
  searchParams: Promise<{ booking?: string | string[]; token?: string | string[] }>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'happening');
  return { title: t('booxi.successTitle'), robots: { index: false } };
}

export default async function BooxiSuccessRoute({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const query = await searchParams;
  return (
    <BooxiReturn
      outcome="success"
      country={country}
      lang={lang}
      number={first(query.booking)}
      token={first(query.token)}
    />
  );
}
