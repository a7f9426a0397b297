'use client';

import { useMemo, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RegisterOptions,
  type SubmitErrorHandler,
  type UseFormProps,
} from 'react-hook-form';
import { typedBeforeScript } from '@/lib/forms/typed-before-script';
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

  /**
   * react-hook-form's `register`, handing what was typed into a field (or chosen among radio
   * buttons) before the page's script to the form as if done after. React leaves it in place while
   * it hydrates; react-hook-form takes typed text into its values without telling the form's
   * watchers, so what they draw from it (a checklist, a check against another field) would show the
   * field empty, and puts a radio group back to its default. What was typed is read, the field
   * registered as the server drew it, and the value set once the hydration is committed (every
   * watcher has subscribed by then).
   */
  function register<Name extends FieldPath<Values>>(name: Name, options?: RegisterOptions<Values, Name>) {
    const field = form.register(name, options);
    const ref = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
      const typed = typedBeforeScript(element);
      if (typed !== null && element && !(element instanceof HTMLInputElement && element.type === 'radio')) {
        element.value = (element as HTMLInputElement).defaultValue;
      }
      field.ref(element);
      if (typed !== null) {
        queueMicrotask(() => form.setValue(name, typed as FieldPathValue<Values, Name>, { shouldDirty: true }));
      }
    };
    return { ...field, ref };
  }

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

  return { ...form, register, state, formAction, pending, onSubmit };
}
