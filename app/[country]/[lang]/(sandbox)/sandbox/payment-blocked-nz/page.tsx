import type { Metadata } from 'next';
import { OrderFixtureRoute, orderFixtureMetadata } from '@/components/sandbox/order-fixture-route';
import type { LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderFixtureMetadata(params, 'payment-blocked-nz');
}

export default function SandboxPaymentBlockedNzPage({ params }: Props) {
  return <OrderFixtureRoute params={params} slug="payment-blocked-nz" />;
}
