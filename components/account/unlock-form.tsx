'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import type { UnlockRequestBody } from '@/contract/auth';
import { isApiError } from '@/lib/api/errors';
import { useApiClient } from '@/components/data/api-client';
import { unlockAccount } from '@/lib/api/sessions';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { runtimeKeys } from '@/lib/i18n/config';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { UNLOCK_FORM_MESSAGES } from './messages';
import type { UnlockFormState } from './session-actions';
import { UNLOCK_KEYS, unlockFormSchema, unlockIssues } from './session-fields';
import styles from './sign-in-form.module.css';
import { EMAIL_INPUT } from '@/lib/forms/email-input';

const resolver = zodResolver(unlockFormSchema, { error: unlockIssues });
const SHOWN_ERRORS: ReadonlySet<string> = new Set(UNLOCK_FORM_MESSAGES.errors);
const errorsFrom = (state: UnlockFormState) => postedErrors<UnlockRequestBody>({ email: state.emailError });
const noAction: FormAction<UnlockFormState> = async (state) => state;

/**
 * `/users/unlock`: with `?token=` (the emailed link) it unlocks the account at once; otherwise,
 * or when the link is no longer valid, it asks for the email address to send a new link to. The
 * request's server action is its only write.
 */
export function UnlockForm({
  lang,
  defaultLang,
  action = noAction,
}: {
  lang: Language;
  defaultLang: Language;
  /** The server action the request form posts to. */
  action?: FormAction<UnlockFormState>;
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const client = useApiClient();
  const id = useId();
  const { state, formAction, pending, onSubmit, register, formState } = useActionForm<
    UnlockRequestBody,
    UnlockFormState
  >(action, {}, { resolver, defaultValues: (posted) => ({ email: posted.email ?? '' }), errorsFrom });
  const emailError = messageKey(formState.errors.email?.message, UNLOCK_KEYS);

  const unlock = useMutation({ mutationFn: (token: string) => unlockAccount(client, { token }) });
  const { mutate: unlockWith } = unlock;
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (token) unlockWith(token);
  }, [unlockWith]);

  const signInHref = withLanguage('/sign_in', lang, defaultLang);

  if (unlock.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('unlock.unlocking')}
      </p>
    );
  }
  if (unlock.isSuccess) {
    return (
      <FormAlert status title={t('unlock.unlocked')}>
        <Link href={signInHref}>{t('unlock.signIn')}</Link>
      </FormAlert>
    );
  }

  return (
    <>
      {unlock.isError ? (
        <FormAlert
          title={isApiError(unlock.error) && unlock.error.status === 400 ? t('unlock.invalidToken') : tError('generic')}
        />
      ) : null}
      {state.sentTo ? (
        <FormAlert status testId="unlock-sent" title={t('unlock.sent', { email: state.sentTo })} />
      ) : (
        <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit}>
          {state.errorKey ? (
            <FormAlert
              answer={state}
              title={runtimeKeys(tError)(SHOWN_ERRORS.has(state.errorKey) ? state.errorKey : 'generic')}
            />
          ) : null}
          <TextField
            {...register('email')}
            // In the server's HTML too: a form posted without JavaScript comes back with the address.
            defaultValue={state.email}
            id={`${id}-email`}
            label={t('unlock.email')}
            {...EMAIL_INPUT}
            required
            error={emailError ? t(emailError) : null}
          />
          <Button type="submit" variant="primary" block disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('unlock.submitting') : t('unlock.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
