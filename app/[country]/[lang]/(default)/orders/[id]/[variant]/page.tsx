import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { OrderPage, OrderPageSkeleton, parseOrderId } from '@/components/orders/order-page';
import { orderPageVariantSchema } from '@/lib/api/contract';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { id: string; variant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'orders');
  return { title: t('title'), robots: { index: false } };
}

/** `/orders/{id}/confirmation`, `payment_pending`, `payment_failed` and `payment_instruction`. */
export default function OrderVariantRoute({ params }: Props) {
  return (
    <Suspense fallback={<OrderPageSkeleton />}>
      <ResolvedOrderVariant params={params} />
    </Suspense>
  );
}

async function ResolvedOrderVariant({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const raw = await params;
  const orderId = parseOrderId(raw.id);
  const variant = orderPageVariantSchema.safeParse(raw.variant);
  if (orderId === null || !variant.success) notFound();
  return <OrderPage country={country} lang={lang} orderId={orderId} variant={variant.data} />;
}
