'use client';

import { startTransition, useActionState } from 'react';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';

/** A server action as a form's `action` takes it: the state it answered last, and the post. */
export type FormAction<State> = (state: Awaited<State>, form: FormData) => Promise<State>;

/**
 * A form's server action and its last answer, without the form library: what a form on every page
 * (the footer's) uses, whose check loads with its first submit. `post` sends the form as the
 * browser's own post would, with the button pressed (its `intent`), marked as the script's
 * (`SCRIPTED_FIELD`); `prepare` adds what only the script knows (an attempt's idempotency key).
 */
export function useActionPost<State>(action: FormAction<State>, initial: Awaited<State>) {
  const [state, formAction, pending] = useActionState(action, initial);

  function post(form: HTMLFormElement, submitter: HTMLElement | null, prepare?: (data: FormData) => void) {
    const data = new FormData(form, submitter);
    data.set(SCRIPTED_FIELD, '1');
    prepare?.(data);
    startTransition(() => formAction(data));
  }

  return { state, formAction, pending, post };
}
