import { selectBeautyPassOfferRequestSchema } from '@/contract/beauty-pass-offers';

/** The radio of "no offer": the form posts it, the API takes it as `null`. */
export const NO_OFFER = 'none';

export interface BeautyPassFormState {
  /** The offer the last choice applied (`null`: none), once the API has taken it. */
  chosen?: string | null;
  /** Why the last choice was refused: a key with its namespace (`bag:errors.…`, `errors:…`). */
  failure?: string;
}

/**
 * The choice as the API's request takes it, from the posted form: the browser checks it with this
 * before it calls the server action, and the action checks it again with the same schema.
 */
export function beautyPassChoice(form: FormData) {
  const raw = form.get('offer');
  const key = typeof raw === 'string' && raw !== NO_OFFER ? raw.slice(0, 100) : raw === NO_OFFER ? null : '';
  return selectBeautyPassOfferRequestSchema.safeParse({ key });
}
