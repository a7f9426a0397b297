/**
 * The field a form adds when its script sends it to its server action (components/forms); a plain
 * post without JavaScript lacks it. An action that answers a page by redirecting answers a script
 * with its state instead.
 */
export const SCRIPTED_FIELD = '$scripted';

/**
 * A server action as a `<form action>`: the same function (so a post without JavaScript reaches
 * it), typed as React types a form's action. React ignores what a form's action answers; the
 * form's script reads the answer by calling the action itself, with `SCRIPTED_FIELD`.
 */
export function asFormAction<Answer>(action: (form: FormData) => Promise<Answer>): (form: FormData) => Promise<void> {
  return action as unknown as (form: FormData) => Promise<void>;
}
