'use client';

import type { Order } from '@/contract';
import styles from './orders.module.css';
import type { T } from './order-status';
import { runtimeKeys } from '@/lib/i18n/config';

/** Bank channels a virtual-account transfer can be made from, each with its own steps. */
const VA_CHANNELS = ['atm', 'mobile', 'internet'] as const;

const VA_STEPS = 4;

export function VirtualAccountChannels({
  va,
  amount,
  t,
}: {
  va: NonNullable<Order['payment']['virtualAccount']>;
  amount: string;
  t: T;
}) {
  return (
    <div className={styles.channels}>
      <h3>{t('orders:instruction.howToPay')}</h3>
      {VA_CHANNELS.map((channel, index) => (
        <details key={channel} className={styles.channel} open={index === 0} data-testid={`va-channel-${channel}`}>
          <summary>{t(`orders:instruction.channels.${channel}.title`, { bank: va.bank })}</summary>
          <ol>
            {Array.from({ length: VA_STEPS }, (_, step) => (
              <li key={step}>
                {runtimeKeys(t)(`orders:instruction.channels.${channel}.step${step + 1}`, {
                  bank: va.bank,
                  number: va.accountNumber,
                  amount,
                })}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
