import type { Metadata } from 'next';
import { pageLocale } from '@/components/layout/page-locale';
import { StatusScreen } from '@/components/layout/status-screen';
import { ButtonLink } from '@/components/ui/button';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage } from '@/lib/site';

export async function orderNotFoundMetadata(): Promise<Metadata> {
  const { lang } = await pageLocale();
  const t = await getTranslator(lang, 'orders');
  return { title: t('notFound.heading'), robots: { index: false } };
}

/**
 * The 404 of an order page: an order the API does not show this member (another member's, or
 * none) is, to them, an order that does not exist. Its way on is the member's own orders.
 */
export async function OrderNotFound() {
  const { country, lang } = await pageLocale();
  const t = await getTranslator(lang, 'orders');
  return (
    <StatusScreen
      id="order-not-found-title"
      code="404"
      title={t('notFound.heading')}
      detail={t('errors.not_found')}
      actions={
        <ButtonLink href={withLanguage('/orders', lang, defaultLanguage(country))}>{t('actions.allOrders')}</ButtonLink>
      }
    />
  );
}
