'use client';

import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TERMS_AND_PRIVACY, TermsAndPrivacyText } from '@/components/content/terms-and-privacy';
import type { Language } from '@/lib/site';
import { CONSENT_FIELDS, type ConsentField, type SignUpValues } from './sign-up-fields';
import styles from './sign-up-form.module.css';

/**
 * The registration's consents: the four compulsory ones, each with its message when left
 * unchecked, then marketing. `checked` is what the server's HTML shows after a post without
 * JavaScript.
 */
export function SignUpConsents({
  register,
  errorOf,
  checked,
  lang,
  defaultLang,
}: {
  register: UseFormRegister<SignUpValues>;
  errorOf: (name: ConsentField) => string | null;
  checked?: Readonly<Record<ConsentField, boolean>>;
  lang: Language;
  defaultLang: Language;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const intro = `${id}-consents`;
  return (
    <fieldset className={styles.group} aria-describedby={intro}>
      <legend className={styles.legend}>{t('signUp.consentsHeading')}</legend>
      <p id={intro} className={styles.hint}>
        {t('signUp.consentsIntro')}
      </p>
      {CONSENT_FIELDS.map((name) => {
        const inputId = `${id}-consent-${name}`;
        const error = errorOf(name);
        return (
          <div key={name} className={styles.consent}>
            <input
              {...register(`consents.${name}`)}
              id={inputId}
              className={styles.checkbox}
              type="checkbox"
              defaultChecked={checked?.[name]}
              required={name !== 'marketing'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
            <label htmlFor={inputId} className={styles.consentLabel}>
              {t(`signUp.consents.${name}`)}
              {name === 'marketing' ? <span className={styles.optional}> {t('signUp.optional')}</span> : null}
            </label>
            {name === 'policy' ? (
              <p className={`${styles.hint} ${styles.consentLinks}`} data-testid="sign-up-policies">
                <TermsAndPrivacyText
                  template={t('signUp.readPolicies', TERMS_AND_PRIVACY)}
                  termsLabel={t('signUp.termsLink')}
                  privacyLabel={t('signUp.privacyLink')}
                  lang={lang}
                  defaultLang={defaultLang}
                />
              </p>
            ) : null}
            {error ? (
              <p id={`${inputId}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
