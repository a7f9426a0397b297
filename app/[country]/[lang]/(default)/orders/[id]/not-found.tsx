import { OrderNotFound, orderNotFoundMetadata } from '@/components/orders/order-not-found';

export const generateMetadata = orderNotFoundMetadata;

export default function OrderRouteNotFound() {
  return <OrderNotFound />;
}
