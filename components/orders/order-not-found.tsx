import type { Metadata } from 'next';
import { pageWords, unindexed } from '@/components/layout/page-locale';
import { StatusScreen } from '@/components/layout/status-screen';
import { ButtonLink } from '@/components/ui/button';

export async function orderNotFoundMetadata(): Promise<Metadata> {
  const { t } = await pageWords('orders');
  return unindexed(t('notFound.heading'));
}

/**
 * The 404 of an order page: an order the API does not show this member (another member's, or
 * none) is, to them, an order that does not exist. Its way on is the member's own orders.
 */
export async function OrderNotFound() {
  const { t, href } = await pageWords('orders');
  return (
    <StatusScreen
      id="order-not-found-title"
      code="404"
      title={t('notFound.heading')}
      detail={t('errors.not_found')}
      actions={<ButtonLink href={href('/orders')}>{t('actions.allOrders')}</ButtonLink>}
    />
  );
}
