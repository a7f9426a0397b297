'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/account/sign-in-form.module.css';
import { FormErrorAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { TextField } from '@/components/ui/text-field';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import type { OrderLookupFormState } from './order-lookup-actions';
import { LOOKUP_KEYS, lookupIssues, orderLookupFormSchema, type OrderLookupForm } from './order-lookup-fields';
import { EMAIL_INPUT } from '@/lib/forms/email-input';

const resolver = zodResolver(orderLookupFormSchema, { error: lookupIssues });
const errorsFrom = (state: OrderLookupFormState) => postedErrors<OrderLookupForm>(state.fieldErrors);
const noAction: FormAction<OrderLookupFormState> = async (state) => state;
const SHOWN_ERRORS = ['orderNotFound', 'tooManyRequests', 'network', 'unavailable'];

/**
 * Finds a guest's order by its number and e-mail address. A wrong address and an unknown number
 * get one answer, so the form tells nobody which orders exist. The server action is the only write.
 */
export function OrderLookupForm({
  action = noAction,
  example,
}: {
  action?: FormAction<OrderLookupFormState>;
  /** An order number as this store writes them. */
  example: string;
}) {
  const { t } = useTranslation('orders');
  const id = useId();
  const { state, formAction, pending, onSubmit, register, formState } = useActionForm<
    OrderLookupForm,
    OrderLookupFormState
  >(
    action,
    {},
    {
      resolver,
      defaultValues: (posted) => ({ number: posted.number ?? '', email: posted.email ?? '' }),
      errorsFrom,
    },
  );
  const fieldError = (name: 'number' | 'email') => {
    const key = messageKey(formState.errors[name]?.message, LOOKUP_KEYS);
    return key ? t(key) : null;
  };
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} data-testid="order-lookup">
      <FormErrorAlert errorKey={state.errorKey} known={SHOWN_ERRORS} answer={state} />
      <TextField
        {...register('number')}
        defaultValue={state.number}
        id={`${id}-number`}
        label={t('lookup.number')}
        placeholder={example}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        error={fieldError('number')}
      />
      <TextField
        {...register('email')}
        defaultValue={state.email}
        id={`${id}-email`}
        label={t('lookup.email')}
        {...EMAIL_INPUT}
        required
        error={fieldError('email')}
      />
      <FormSubmit pending={pending} label={t('lookup.submit')} pendingLabel={t('lookup.submitting')} />
    </form>
  );
}
