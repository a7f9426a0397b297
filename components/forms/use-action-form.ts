'use client';

import { useMemo, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
} from 'react-hook-form';
import { useActionPost, type FormAction } from './action-post';

export type { FormAction } from './action-post';

type Options<Values extends FieldValues, Sent, State> = Omit<
  UseFormProps<Values, unknown, Sent>,
  'errors' | 'defaultValues'
> & {
  /**
   * What the fields start with, from the action's answer: after a post without JavaScript the page
   * comes back with what was typed, and the fields must keep it once the script takes over.
   */
  defaultValues: (state: Awaited<State>) => DefaultValues<Values>;
  /** The field errors in an answer of the action (a post the server refused), shown as the browser's. */
  errorsFrom?: (state: Awaited<State>) => FieldErrors<Values> | undefined;
  onInvalid?: SubmitErrorHandler<Values>;
  /**
   * Adds to the post what only the script knows, from the checked values: an attempt's
   * idempotency key, kept while the same values are sent again.
   */
  prepare?: (data: FormData, sent: Sent) => void;
};

/**
 * A form whose only write is its server action. Without JavaScript the browser posts the form to
 * the action; with it, the fields are checked first with the contract's schema (react-hook-form and
 * its resolver), and the same action is then called with the form's data, so both paths get the
 * same answer and the same translated errors. The fields keep what was typed either way.
 */
export function useActionForm<Values extends FieldValues, State, Sent = Values>(
  action: FormAction<State>,
  initial: Awaited<State>,
  { errorsFrom, onInvalid, defaultValues, prepare, ...options }: Options<Values, Sent, State>,
) {
  const { state, formAction, pending, post } = useActionPost(action, initial);
  const errors = useMemo(() => errorsFrom?.(state), [errorsFrom, state]);
  const form = useForm<Values, unknown, Sent>({
    ...options,
    defaultValues: defaultValues(state),
    ...(errors ? { errors } : {}),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent from here rather than by the form's own action, which would reset the fields afterwards.
    const element = event.currentTarget;
    // The button pressed names what the form asks for (`intent`), as in a plain post.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void form.handleSubmit(
      (sent) => post(element, submitter, prepare && ((data) => prepare(data, sent))),
      onInvalid,
    )(event);
  }

  return { ...form, state, formAction, pending, onSubmit };
}
