'use client';

import type { Resolver } from 'react-hook-form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormErrorAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { TextField } from '@/components/ui/text-field';
import { EMAIL_INPUT } from '@/lib/forms/email-input';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { runtimeKeys } from '@/lib/i18n/config';
import { REQUEST_ERRORS } from './messages';
import type { EmailLinkFormState } from './session-actions';
import styles from './sign-in-form.module.css';

type EmailValues = { email: string };
/** The forms that mail a link; each names its `auth` keys (`forgot.email`, `unlock.sent` …). */
type Flow = 'forgot' | 'unlock';
type EmailKey<F extends Flow> = `${F}.emailRequired` | `${F}.emailInvalid`;

const errorsFrom = (state: EmailLinkFormState) => postedErrors<EmailValues>({ email: state.emailError });

/**
 * Asks for the address to mail a link to, then says it was sent. The answer is the same whether or
 * not the address has an account, so the page never tells anyone which addresses are registered.
 * The server action is the only write.
 */
export function EmailLinkForm<F extends Flow>({
  flow,
  action,
  resolver,
  sentTestId,
}: {
  flow: F;
  action: FormAction<EmailLinkFormState<EmailKey<F>>>;
  resolver: Resolver<EmailValues>;
  sentTestId: string;
}) {
  const { t } = useTranslation('auth');
  const text = runtimeKeys(t);
  const id = useId();
  const { state, formAction, pending, onSubmit, register, formState } = useActionForm<
    EmailValues,
    EmailLinkFormState<EmailKey<F>>
  >(action, {}, { resolver, defaultValues: (posted) => ({ email: posted.email ?? '' }), errorsFrom });
  const emailError = messageKey(formState.errors.email?.message, [`${flow}.emailRequired`, `${flow}.emailInvalid`]);

  if (state.sentTo) {
    return <FormAlert status testId={sentTestId} title={text(`${flow}.sent`, { email: state.sentTo })} />;
  }
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit}>
      <FormErrorAlert errorKey={state.errorKey} known={REQUEST_ERRORS} answer={state} />
      <TextField
        {...register('email')}
        // In the server's HTML too: a form posted without JavaScript comes back with the address.
        defaultValue={state.email}
        id={`${id}-email`}
        label={text(`${flow}.email`)}
        {...EMAIL_INPUT}
        required
        error={emailError ? text(emailError) : null}
      />
      <FormSubmit pending={pending} label={text(`${flow}.submit`)} pendingLabel={text(`${flow}.submitting`)} />
    </form>
  );
}
