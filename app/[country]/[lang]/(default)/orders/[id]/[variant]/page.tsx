import type { Metadata } from 'next';
import { notFoundScreen } from '@/components/layout/not-found-answer';
import { OrderNotFound } from '@/components/orders/order-not-found';
import { OrderPage, parseOrderId } from '@/components/orders/order-page';
import { getTranslator } from '@/lib/i18n/server';
import { orderPageVariantSchema } from '@/contract';
import { localeFromParams, paramsReadOnRequest, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { id: string; variant: string }> };

// Rendered whole on request, so that an order that is not the member's answers 404.
export const generateStaticParams = paramsReadOnRequest({ id: 'none', variant: 'confirmation' });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'orders');
  return { title: t('title'), robots: { index: false } };
}

/** `/orders/{id}/confirmation`, `payment_pending`, `payment_failed` and `payment_instruction`. */
export default async function OrderVariantRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const raw = await params;
  const orderId = parseOrderId(raw.id);
  const variant = orderPageVariantSchema.safeParse(raw.variant);
  if (orderId === null || !variant.success) return notFoundScreen(<OrderNotFound />);
  return <OrderPage country={country} lang={lang} orderId={orderId} variant={variant.data} />;
}
