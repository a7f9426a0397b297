import type { Metadata } from 'next';
import { notFoundScreen } from '@/components/layout/not-found-answer';
import { OrderNotFound } from '@/components/orders/order-not-found';
import { OrderPage, parseOrderId } from '@/components/orders/order-page';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, paramsReadOnRequest, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { id: string }> };

// Rendered whole on request, so that an order that is not the member's answers 404.
export const generateStaticParams = paramsReadOnRequest({ id: 'none' });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'orders');
  return { title: t('title'), robots: { index: false } };
}

export default async function OrderRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const orderId = parseOrderId((await params).id);
  if (orderId === null) return notFoundScreen(<OrderNotFound />);
  return <OrderPage country={country} lang={lang} orderId={orderId} variant={null} />;
}
