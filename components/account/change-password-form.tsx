'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { passwordShapeCodes, PASSWORD_RULE_CODES, type PasswordRuleCode } from '@/lib/api/contract/auth';
import { PasswordChecklist } from './password-checklist';
import type { ChangePasswordFormState } from './profile-actions';
import { SCRIPTED_FIELD } from './profile-fields';
import { RESET_PASSWORD_RULES } from './reset-password-form';
import { PROFILE_PAGE_MESSAGES } from './messages';
import styles from './sign-up-form.module.css';
import pageStyles from './profile-page.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

type ChangeAction = (state: ChangePasswordFormState, form: FormData) => Promise<ChangePasswordFormState>;
const SHOWN_ERRORS: ReadonlySet<string> = new Set(PROFILE_PAGE_MESSAGES.errors);
const noAction: ChangeAction = async (state) => state;

function isRuleCode(value: unknown): value is PasswordRuleCode {
  return typeof value === 'string' && (PASSWORD_RULE_CODES as readonly string[]).includes(value);
}

/**
 * Changes the password: the current one, then the new one twice, with the same live checklist and
 * coded rules as a reset (006, not one of the last two passwords, only the server can check). On
 * success every other session of the member ends; this browser stays signed in. The form posts to
 * `action` with or without JavaScript, so passwords travel in a POST body only.
 */
export function ChangePasswordForm({
  posted: postedBefore = {},
  action = noAction,
}: {
  /** The answer to a post made without JavaScript, which the page shows after coming back. */
  posted?: ChangePasswordFormState;
  action?: ChangeAction;
}) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const [posted, formAction, pending] = useActionState(action, postedBefore);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [serverCodes, setServerCodes] = useState<PasswordRuleCode[]>((posted.codes ?? []).filter(isRuleCode));
  const [localError, setLocalError] = useState<string | null>(null);
  const [shownRound, setShownRound] = useState(posted.round ?? 0);
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  if ((posted.round ?? 0) !== shownRound) {
    setShownRound(posted.round ?? 0);
    setServerCodes((posted.codes ?? []).filter(isRuleCode));
    setLocalError(null);
    if (posted.changed) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
    }
  }
  useEffect(() => {
    if (!posted.round) return;
    if (posted.changed) statusRef.current?.focus();
    else alertRef.current?.focus();
  }, [posted.round, posted.changed]);

  const live = new Set<PasswordRuleCode>(passwordShapeCodes(password));
  if (password !== confirmation) live.add('AUTH_MS_PV_007');
  for (const code of serverCodes) live.add(code);
  const touched = password.length > 0 || serverCodes.length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent from here rather than by the form's own action, which would reset the fields afterwards.
    event.preventDefault();
    const form = event.currentTarget;
    if (!current) {
      setLocalError('password.currentRequired');
      form.querySelector<HTMLInputElement>('input[name="currentPassword"]')?.focus();
    } else if (passwordShapeCodes(password).length > 0 || password !== confirmation) {
      setLocalError('password.invalid');
      form.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
    } else {
      const data = new FormData(form);
      data.set(SCRIPTED_FIELD, '1');
      startTransition(() => formAction(data));
    }
  }

  const errorKey = localError ?? (posted.changed ? null : (posted.errorKey ?? null));
  const changed = posted.changed && !localError && !pending;
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} data-testid="change-password-form">
      {errorKey ? (
        <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>
            {errorKey.startsWith('password.')
              ? runtimeKeys(t)(errorKey)
              : runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')}
          </p>
        </div>
      ) : null}
      {changed ? (
        <p ref={statusRef} tabIndex={-1} role="status" className={pageStyles.saved}>
          {t('password.changed')}
        </p>
      ) : null}
      <TextField
        label={t('password.current')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={256}
        value={current}
        onChange={(e) => {
          setCurrent(e.target.value);
          setLocalError(null);
        }}
        error={
          localError === 'password.currentRequired' || (!localError && posted.errorKey === 'password.currentIncorrect')
            ? runtimeKeys(t)(localError ?? 'password.currentIncorrect')
            : null
        }
      />
      <TextField
        label={t('password.new')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setServerCodes([]);
        }}
      />
      <TextField
        label={t('password.confirmation')}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
        value={confirmation}
        onChange={(e) => {
          setConfirmation(e.target.value);
          setServerCodes([]);
        }}
      />
      <PasswordChecklist
        rules={RESET_PASSWORD_RULES}
        failing={live}
        touched={touched}
        serverOnly={['AUTH_MS_PV_006']}
      />
      <Button type="submit" variant="secondary" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('password.submitting') : t('password.submit')}
      </Button>
    </form>
  );
}
