import { ORDER_VIEW_MESSAGES } from '@/components/orders/messages';
import { orderSite } from '@/components/orders/order-site';
import type { Order } from '@/contract';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { FixtureOrderView } from './fixture-order-view';
import styles from './sandbox.module.css';

/**
 * An order drawn by the real order view, as a shopper of the order's own store sees it (its
 * payment methods and currency), in the page's language where that store offers it.
 */
export async function OrderOnStage({ order, lang }: { order: Order; lang: Language }) {
  const country = order.country.toLowerCase() as CountryCode;
  const site = getCountry(country);
  const shownIn: Language = site.languages.includes(lang) ? lang : defaultLanguage(country);
  const messages = await pickMessages(shownIn, ORDER_VIEW_MESSAGES);
  return (
    <div className={styles.stage} lang={shownIn} data-testid="order-stage">
      <TranslationsProvider lang={shownIn} resources={messages}>
        <FixtureOrderView
          key={`${order.id}:${order.status}:${order.payment.status}`}
          order={order}
          lang={shownIn}
          site={orderSite(country)}
        />
      </TranslationsProvider>
    </div>
  );
}
