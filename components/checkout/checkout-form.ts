import type { Order } from '@/contract/orders';
import { CARD_FIELDS } from '@/contract/card';
import type { FieldErrors } from 'react-hook-form';
import { postedErrors } from '@/lib/forms/posted-errors';
import { EMPTY_VALUES, type CheckoutValues, type DeliveryType, type ValidationKey } from './checkout-state';

/** What the checkout's server action answered its last post. */
export interface CheckoutFormState {
  /** The order placed, answered to the form's script (a plain post lands on the order's page). */
  order?: Order;
  /** Why the order was not placed, when it is no field's (an i18n key, e.g. `checkout:errors.empty_bag`). */
  errorKey?: string;
  /** Each wrong field's message (`checkout:validation.<key>`). */
  fieldErrors?: Partial<Record<keyof CheckoutValues, ValidationKey>>;
  /** What was typed, for the page drawn again after a post without JavaScript; never the card's details. */
  values?: Partial<CheckoutValues>;
}

/** The card's number, expiry and code leave with the post and are never sent back to the page. */
const SECRET = new Set<string>(CARD_FIELDS.filter((name) => name !== 'cardHolder'));

/** Past what any field takes, so that the schema, not the cut, refuses a value too long. */
const MAX_FIELD = 1024;

/** The checkout's values as posted: text fields as typed, the choices only among their values. */
export function postedCheckoutValues(form: FormData): CheckoutValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, MAX_FIELD) : '';
  };
  const values = { ...EMPTY_VALUES };
  for (const name of Object.keys(EMPTY_VALUES) as Array<keyof CheckoutValues>) {
    if (name !== 'saveAddress' && name !== 'deliveryType') values[name] = read(name);
  }
  const deliveryType: DeliveryType = read('deliveryType') === 'click_and_collect' ? 'click_and_collect' : 'delivery';
  // A box that is not ticked is not posted.
  return { ...values, deliveryType, saveAddress: form.has('saveAddress') };
}

/** The values a refused post keeps: all but the card's number, expiry and code. */
export function keptValues(values: CheckoutValues): Partial<CheckoutValues> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.has(name))) as Partial<CheckoutValues>;
}

/** The field errors of an answer, as the form's own. */
export function checkoutErrorsFrom(state: CheckoutFormState): FieldErrors<CheckoutValues> | undefined {
  return postedErrors<CheckoutValues>(state.fieldErrors);
}
