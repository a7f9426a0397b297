'use client';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordRuleCode } from '@/contract/auth';
import styles from './sign-up-form.module.css';

/**
 * The password rules as a live checklist, with the coded messages. `failing` holds the rules the
 * typed password breaks (and any the server reported); before anything is typed no rule is marked.
 */
export function PasswordChecklist({
  rules,
  failing,
  touched,
  serverOnly = [],
}: {
  rules: readonly PasswordRuleCode[];
  failing: ReadonlySet<PasswordRuleCode>;
  touched: boolean;
  /** Rules only the server can check (006): marked only when it reports them broken. */
  serverOnly?: readonly PasswordRuleCode[];
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className={styles.rules}>
      <p id={`${id}-rules`} className={styles.rulesTitle}>
        {t('signUp.rulesHeading')}
      </p>
      <ul className={styles.ruleList} aria-labelledby={`${id}-rules`} aria-live="polite">
        {rules.map((code) => {
          const state =
            failing.has(code) && touched ? 'unmet' : !touched || serverOnly.includes(code) ? 'pending' : 'met';
          return (
            <li key={code} className={styles.rule} data-state={state} data-code={code}>
              <span className={styles.ruleMark} aria-hidden="true">
                {state === 'met' ? '✓' : state === 'unmet' ? '✕' : '·'}
              </span>
              <span>{t(`passwordRules.${code}`)}</span>
              <span className={styles.visuallyHidden}>
                {state === 'met' ? t('signUp.ruleMet') : state === 'unmet' ? t('signUp.ruleUnmet') : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
