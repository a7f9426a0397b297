'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormAlertHelp } from '@/components/forms/form-alert';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { notifySession } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { runtimeKeys } from '@/lib/i18n/config';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { takeMailedToken } from './mailed-token';
import { CONFIRM_SIGN_UP_MESSAGES } from './messages';
import type { ConfirmSignUpState } from './sign-up-actions';
import formStyles from './sign-up-form.module.css';

const noAction: FormAction<ConfirmSignUpState> = async (state) => state;
const noValues = () => ({});
const SHOWN_ERRORS: ReadonlySet<string> = new Set(CONFIRM_SIGN_UP_MESSAGES.errors);

/**
 * The page of the link mailed at sign-up. The account is made only when the member presses the
 * button, so a mail scanner that opens the link makes none. The form posts to `action`: before
 * JavaScript the token is still in the address it was posted from; with it, the token has left the
 * address bar and goes in the form. A link without a token says so at once.
 */
export function ConfirmSignUpForm({
  lang,
  defaultLang,
  action = noAction,
}: {
  lang: Language;
  defaultLang: Language;
  action?: FormAction<ConfirmSignUpState>;
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const queryClient = useQueryClient();
  const { state: posted, formAction, pending, onSubmit } = useActionForm(action, {}, { defaultValues: noValues });
  // Taken from the address bar once the script runs; null before, '' for a link without one.
  const [token, setToken] = useState<string | null>(null);
  const taken = useRef<string | null>(null);

  useEffect(() => {
    taken.current ??= takeMailedToken();
    setToken(taken.current);
  }, []);
  useEffect(() => {
    if (!posted.round || !posted.welcome) return;
    // The answer's cookies signed the member in: the header and other tabs follow.
    notifySession('signed-in');
    void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
  }, [posted.round, posted.welcome, queryClient]);

  if (posted.welcome) {
    return (
      <FormAlert
        status
        answer={posted.round}
        testId="sign-up-welcome"
        title={t('confirmSignUp.welcome', { name: posted.welcome.firstName, points: posted.welcome.points })}
      >
        <Link href={posted.next ?? withLanguage('/account', lang, defaultLang)}>{t('confirmSignUp.continue')}</Link>
      </FormAlert>
    );
  }

  const errorKey = pending ? null : token === '' && !posted.round ? 'confirmSignUp.invalid' : (posted.errorKey ?? null);
  const invalid = errorKey === 'confirmSignUp.invalid';

  return (
    <>
      {errorKey ? (
        <FormAlert
          answer={posted.round}
          testId="sign-up-confirm-error"
          title={
            invalid
              ? t('confirmSignUp.invalid')
              : runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')
          }
        >
          {invalid ? (
            <FormAlertHelp>
              <Link href={withLanguage('/sign_up', lang, defaultLang)}>{t('confirmSignUp.signUpAgain')}</Link>
            </FormAlertHelp>
          ) : null}
        </FormAlert>
      ) : null}
      {invalid ? null : (
        <form className={formStyles.form} action={formAction} onSubmit={onSubmit} data-testid="sign-up-confirm-form">
          {token ? <input type="hidden" name="token" value={token} /> : null}
          <Button type="submit" variant="primary" block disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('confirmSignUp.submitting') : t('confirmSignUp.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
