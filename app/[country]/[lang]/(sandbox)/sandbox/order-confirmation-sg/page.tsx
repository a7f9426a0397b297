import type { Metadata } from 'next';
import { OrderFixtureRoute, orderFixtureMetadata } from '@/components/sandbox/order-fixture-route';
import type { LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return orderFixtureMetadata(params, 'order-confirmation-sg');
}

export default function SandboxOrderConfirmationSgPage({ params }: Props) {
  return <OrderFixtureRoute params={params} slug="order-confirmation-sg" />;
}
