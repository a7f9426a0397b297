import { addGiftCardRequestSchema } from '@/contract/gift-card';

export interface GiftCardFormState {
  /** The card the last post added, once the API has taken it. */
  added?: boolean;
  removed?: boolean;
  /** Why the last post was refused: a key with its namespace (`bag:errors.…`, `bag:giftCard.…`). */
  failure?: string;
  /** What was typed (never the PIN), for the form posted without JavaScript. */
  number?: string;
}

/** The gift card as the API's request takes it, from the posted form: the browser and the action check it alike. */
export function giftCardEntry(form: FormData) {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 64) : '';
  };
  return addGiftCardRequestSchema.safeParse({ number: read('number'), pin: read('pin') });
}

/** The message of a field the request schema refuses. */
export function giftCardIssueKey(path: PropertyKey | undefined): string {
  return path === 'pin' ? 'bag:giftCard.pinInvalid' : 'bag:giftCard.numberInvalid';
}
