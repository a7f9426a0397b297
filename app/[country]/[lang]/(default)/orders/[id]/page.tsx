import { notFoundScreen } from '@/components/layout/not-found-answer';
import { OrderNotFound } from '@/components/orders/order-not-found';
import { OrderPage, parseOrderId } from '@/components/orders/order-page';
import { localeFromParams, paramsReadOnRequest, type LocaleParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';

type Props = { params: Promise<LocaleParams & { id: string }> };

// Rendered whole on request, so that an order that is not the member's answers 404.
export const generateStaticParams = paramsReadOnRequest({ id: 'none' });

export const generateMetadata = titled('orders', 'title', { index: false });

export default async function OrderRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const orderId = parseOrderId((await params).id);
  if (orderId === null) return notFoundScreen(<OrderNotFound />);
  return <OrderPage country={country} lang={lang} orderId={orderId} variant={null} />;
}
