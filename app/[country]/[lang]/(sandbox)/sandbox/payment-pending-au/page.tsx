import type { Metadata } from 'next';
import { OrderFixtureRoute, orderFixtureMetadata } from '@/components/sandbox/order-fixture-route';
import type { LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderFixtureMetadata(params, 'payment-pending-au');
}

export default function SandboxPaymentPendingAuPage({ params }: Props) {
  return <OrderFixtureRoute params={params} slug="payment-pending-au" />;
}
