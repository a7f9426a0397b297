import { z } from 'zod';
import { selectBeautyPassOfferRequestSchema } from '@/contract/beauty-pass-offers';

/** The radio of "no offer": the form posts it, the API takes it as `null`. */
export const NO_OFFER = 'none';

export interface BeautyPassFormState {
  /** The offer the last choice applied (`null`: none), once the API has taken it. */
  chosen?: string | null;
  /** Why the last choice was refused: a key with its namespace (`bag:errors.…`, `errors:…`). */
  failure?: string;
  /** The choice refused, for the form posted without JavaScript: it stays chosen. */
  offer?: string;
}

/**
 * The form's choice as the API's request takes it ("no offer" is `null`): the browser checks the
 * fields with this before it calls the server action, and the action checks the post again with it.
 */
export const beautyPassFormSchema = z
  .object({ offer: z.string().max(100) })
  .transform(({ offer }) => ({ key: offer === NO_OFFER ? null : offer }))
  .pipe(selectBeautyPassOfferRequestSchema);

export type BeautyPassValues = z.input<typeof beautyPassFormSchema>;

/** The choice of a posted form (`beautyPassFormSchema`). */
export function beautyPassChoice(form: FormData) {
  return beautyPassFormSchema.safeParse({ offer: postedOffer(form) });
}

/** The radio a posted form chose, as posted. */
export function postedOffer(form: FormData): string {
  const raw = form.get('offer');
  return typeof raw === 'string' ? raw.slice(0, 100) : '';
}
