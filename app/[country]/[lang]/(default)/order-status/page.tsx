import { findOrderWithForm } from '@/components/orders/order-lookup-actions';
import { OrderLookupForm } from '@/components/orders/order-lookup-form';
import { formRoute } from '@/app/[country]/[lang]/_routes/form';

const MESSAGES = {
  orders: ['lookup'],
  errors: ['orderNotFound', 'tooManyRequests', 'network', 'unavailable', 'generic'],
} as const;

/** Where a guest finds an order again. */
const route = formRoute({
  ns: 'orders',
  texts: 'lookup',
  id: 'order-lookup',
  messages: MESSAGES,
  form: ({ country, lang }) => (
    <OrderLookupForm
      action={findOrderWithForm.bind(null, country, lang)}
      example={`HB${country.toUpperCase()}00001234`}
    />
  ),
  links: (t) => [{ path: '/orders', prompt: t('lookup.member'), label: t('lookup.signIn') }],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
