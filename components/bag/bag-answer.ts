import type { CartResponse } from '@/contract';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';

/** Why a bag action refused a change: translation keys, what was typed, and whether to try again. */
export interface BagRefusal {
  /** A translation key with its namespace (`bag:…`, `errors:…`). */
  errorKey?: string;
  hintKey?: string;
  code?: string;
  /** The refusal may not hold on a second try (no answer, or a transient one): same attempt again. */
  retry?: boolean;
}

/**
 * What a bag action (`bag-actions.ts`) answers its form's script: the bag as the API left it, or
 * why the change was refused. A plain post gets a page instead.
 */
export interface BagAnswer {
  cart?: CartResponse;
  refused?: BagRefusal;
}

export class BagRefused extends Error {
  constructor(readonly refusal: BagRefusal) {
    super(refusal.errorKey ?? 'refused');
  }
}

/**
 * Sends `form` to a bag action as its script does (the same action a post without JavaScript
 * reaches): resolves to the bag it answers, or rejects with `BagRefused`.
 */
export async function throughBagAction(
  action: (form: FormData) => Promise<BagAnswer>,
  form: FormData,
): Promise<CartResponse> {
  form.set(SCRIPTED_FIELD, '1');
  const answer = await action(form);
  if (answer.cart) return answer.cart;
  throw new BagRefused(answer.refused ?? {});
}
