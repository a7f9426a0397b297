import { isApiError } from '@/lib/api/errors';
import { getSandboxOrder } from '@/lib/api/sandbox';
import { getTranslator } from '@/lib/i18n/server';
import { COUNTRY_CODES, regionName } from '@/lib/site';
import { ORDER_STATES } from './action-inputs';
import { qaClient } from './action-runner';
import { hiddenField } from './form-state';
import { createOrderInState, settleOrder } from './order-state-actions';
import { OrderOnStage } from './order-fixture-screen';
import { SandboxForm } from './sandbox-form';
import { SandboxPanel, type SandboxPanelProps, type SandboxSearch } from './sandbox-panel';
import styles from './sandbox.module.css';

/**
 * Pick a country and a state: a real order is made in it for a new sandbox member and shown in
 * the real order view; a payment that waits can be settled from here.
 */
export async function OrderStatePanel({
  country,
  lang,
  credential,
  search,
}: SandboxPanelProps & { search: SandboxSearch }) {
  const t = await getTranslator(lang, 'sandbox');
  const query = await search;
  const orderParam = typeof query.order === 'string' && /^\d{1,9}$/.test(query.order) ? Number(query.order) : null;
  const chosenCountry = COUNTRY_CODES.find((code) => code === query.country) ?? 'th';
  let order = null;
  let readError: string | null = null;
  if (orderParam !== null) {
    try {
      order = await getSandboxOrder(qaClient(country, lang), credential, orderParam);
    } catch (error) {
      readError = isApiError(error) && error.status === 404 ? t('orderState.notFound') : t('errors.unavailable');
    }
  }
  const waiting = order && (order.payment.status === 'pending' || order.payment.status === 'review');

  return (
    <>
      <SandboxPanel id="order-make" title={t('orderState.makeHeading')}>
        <SandboxForm
          action={createOrderInState.bind(null, country, lang)}
          testId="order-state-form"
          submit={t('orderState.make')}
          pending={t('orderState.making')}
          fields={[
            {
              name: 'country',
              label: t('orderState.country'),
              type: 'select',
              defaultValue: chosenCountry,
              options: COUNTRY_CODES.map((code) => ({
                value: code,
                label: `${regionName(code, lang)} (${code.toUpperCase()})`,
              })),
            },
            {
              name: 'state',
              label: t('orderState.state'),
              type: 'select',
              defaultValue: 'promptpay_pending',
              options: ORDER_STATES.map((state) => ({ value: state, label: t(`orderState.states.${state}`) })),
            },
          ]}
        />
      </SandboxPanel>

      {readError ? <p className={styles.error}>{readError}</p> : null}

      {order ? (
        <SandboxPanel id="order-made" title={t('orderState.madeHeading', { number: order.number })}>
          <p className={styles.note} data-testid="order-state-status" data-status={order.status}>
            {t('orderState.current', {
              status: t(`orderState.statuses.${order.status}`),
              method: order.payment.method,
            })}
          </p>
          {waiting ? (
            <SandboxForm
              inline
              action={settleOrder.bind(null, country, lang)}
              testId="settle-form"
              submit={t('orderState.settle')}
              pending={t('working')}
              variant="accent"
              fields={[
                hiddenField('orderId', order.id),
                {
                  name: 'outcome',
                  label: t('orderState.outcome'),
                  type: 'select',
                  defaultValue: 'paid',
                  options: (['paid', 'failed', 'blocked'] as const).map((outcome) => ({
                    value: outcome,
                    label: t(`orderState.outcomes.${outcome}`),
                  })),
                },
              ]}
            />
          ) : null}
          <OrderOnStage order={order} lang={lang} />
        </SandboxPanel>
      ) : null}
    </>
  );
}
