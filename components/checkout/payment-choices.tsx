import { runtimeKeys, type AnyTranslate } from '@/lib/i18n/config';
import { keepTypedBeforeScript } from '@/lib/forms/typed-before-script';
import { bnplProviderName } from '@/lib/site';
import styles from './checkout.module.css';

/**
 * The country's payment choices as cards (methods, then buy now pay later providers, as
 * `bnpl:<provider>`), each saying what happens next: the checkout's payment step and the form
 * that pays a failed order again show the same.
 */
export function PaymentChoices({
  options,
  value,
  onChange,
  t,
}: {
  options: readonly string[];
  value: string;
  onChange: (option: string) => void;
  t: AnyTranslate;
}) {
  // A choice made before the page's script arrived (a slow phone) is the form's once it has.
  const keepChosen = keepTypedBeforeScript((chosen) => {
    if (options.includes(chosen)) onChange(chosen);
  });
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>{t('checkout:payment.legend')}</legend>
      {options.map((option) => {
        const provider = option.startsWith('bnpl:') ? bnplProviderName(option.slice(5)) : null;
        return (
          <label key={option} className={styles.choice}>
            <input
              ref={keepChosen}
              type="radio"
              name="method"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>
              {provider ? t('checkout:payment.bnpl', { provider }) : runtimeKeys(t)(`checkout:payment.${option}`)}
              {option === 'promptpay_qr' ? <span className={styles.hint}>{t('checkout:payment.qrHint')}</span> : null}
              {option === 'virtual_account' ? (
                <span className={styles.hint}>{t('checkout:payment.vaHint')}</span>
              ) : null}
              {provider ? <span className={styles.hint}>{t('checkout:payment.bnplHint', { provider })}</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
