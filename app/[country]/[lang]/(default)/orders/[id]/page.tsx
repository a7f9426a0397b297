import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { OrderPage, OrderPageSkeleton, parseOrderId } from '@/components/orders/order-page';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'orders');
  return { title: t('title'), robots: { index: false } };
}

export default function OrderRoute({ params }: Props) {
  return (
    <Suspense fallback={<OrderPageSkeleton />}>
      <ResolvedOrder params={params} />
    </Suspense>
  );
}

async function ResolvedOrder({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const orderId = parseOrderId((await params).id);
  if (orderId === null) notFound();
  return <OrderPage country={country} lang={lang} orderId={orderId} variant={null} />;
}
