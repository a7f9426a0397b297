import { notFoundScreen } from '@/components/layout/not-found-answer';
import { OrderNotFound } from '@/components/orders/order-not-found';
import { OrderPage, parseOrderId } from '@/components/orders/order-page';
import { orderPageVariantSchema } from '@/contract';
import { localeFromParams, paramsReadOnRequest, type LocaleParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';

type Props = { params: Promise<LocaleParams & { id: string; variant: string }> };

// Rendered whole on request, so that an order that is not the member's answers 404.
export const generateStaticParams = paramsReadOnRequest({ id: 'none', variant: 'confirmation' });

export const generateMetadata = titled('orders', 'title', { index: false });

/** `/orders/{id}/confirmation`, `payment_pending`, `payment_failed` and `payment_instruction`. */
export default async function OrderVariantRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const raw = await params;
  const orderId = parseOrderId(raw.id);
  const variant = orderPageVariantSchema.safeParse(raw.variant);
  if (orderId === null || !variant.success) return notFoundScreen(<OrderNotFound />);
  return <OrderPage country={country} lang={lang} orderId={orderId} variant={variant.data} />;
}
