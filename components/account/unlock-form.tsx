'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useActionState, useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { UnlockRequestBody } from '@/lib/api/contract/auth';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { useApiClient } from '@/lib/api/react';
import { requestUnlock, unlockAccount } from '@/lib/api/sessions';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { UNLOCK_FORM_MESSAGES } from './messages';
import type { UnlockFormState } from './session-actions';
import { UNLOCK_KEYS, unlockFormSchema, unlockIssues } from './session-fields';
import styles from './sign-in-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const resolver = zodResolver(unlockFormSchema, { error: unlockIssues });
const SHOWN_ERRORS: ReadonlySet<string> = new Set(UNLOCK_FORM_MESSAGES.errors);

/**
 * `/users/unlock`: with `?token=` (the emailed link) it unlocks the account at once; otherwise,
 * or when the link is no longer valid, it asks for the email address to send a new link to.
 */
type UnlockRequestAction = (state: UnlockFormState, form: FormData) => Promise<UnlockFormState>;

const noAction: UnlockRequestAction = async (state) => state;

export function UnlockForm({
  lang,
  defaultLang,
  action = noAction,
}: {
  lang: Language;
  defaultLang: Language;
  /** The server action a script-less post of the request form goes to. */
  action?: UnlockRequestAction;
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const client = useApiClient();
  const id = useId();
  const [posted, formAction] = useActionState(action, {});
  const serverErrors = useMemo(() => postedErrors<UnlockRequestBody>({ email: posted.emailError }), [posted]);
  const { register, handleSubmit, setFocus, formState } = useForm<UnlockRequestBody>({
    resolver,
    defaultValues: { email: posted.email ?? '' },
    errors: serverErrors,
    shouldFocusError: false,
  });
  const emailError = messageKey(formState.errors.email?.message, UNLOCK_KEYS);
  const statusRef = useRef<HTMLDivElement>(null);

  const unlock = useMutation({ mutationFn: (token: string) => unlockAccount(client, { token }) });
  const request = useMutation({ mutationFn: (address: string) => requestUnlock(client, { email: address }) });

  const { mutate: unlockWith } = unlock;
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (token) unlockWith(token);
  }, [unlockWith]);

  useEffect(() => {
    if (unlock.isSuccess || unlock.isError || request.isSuccess || request.isError) statusRef.current?.focus();
  }, [unlock.isSuccess, unlock.isError, request.isSuccess, request.isError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(
      ({ email }) => request.mutate(email),
      () => setFocus('email'),
    )(event);

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
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.success}>
        <p>{t('unlock.unlocked')}</p>
        <Link href={signInHref} className={styles.successLink}>
          {t('unlock.signIn')}
        </Link>
      </div>
    );
  }

  const requestErrorKey = request.error
    ? errorMessageKey(request.error)
    : request.isIdle
      ? (posted.errorKey ?? null)
      : null;
  const sentTo = request.isSuccess ? request.variables : request.isIdle ? posted.sentTo : undefined;

  return (
    <>
      {unlock.isError ? (
        <div ref={statusRef} tabIndex={-1} role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>
            {isApiError(unlock.error) && unlock.error.status === 400 ? t('unlock.invalidToken') : tError('generic')}
          </p>
        </div>
      ) : null}
      {sentTo ? (
        <div ref={statusRef} tabIndex={-1} role="status" className={styles.success}>
          <p>{t('unlock.sent', { email: sentTo })}</p>
        </div>
      ) : (
        // A server action: without JavaScript React's form posts (never GET) to `action`.
        <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit}>
          {requestErrorKey ? (
            <div ref={statusRef} tabIndex={-1} role="alert" className={styles.alert}>
              <p className={styles.alertTitle}>
                {runtimeKeys(tError)(
                  requestErrorKey && SHOWN_ERRORS.has(requestErrorKey) ? requestErrorKey : 'generic',
                )}
              </p>
            </div>
          ) : null}
          <TextField
            {...register('email')}
            // In the server's HTML too: a form posted without JavaScript comes back with the address.
            defaultValue={posted.email}
            id={`${id}-email`}
            label={t('unlock.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={emailError ? t(emailError) : null}
          />
          <Button
            type="submit"
            variant="primary"
            block
            disabled={request.isPending}
            aria-busy={request.isPending || undefined}
          >
            {request.isPending ? t('unlock.submitting') : t('unlock.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
