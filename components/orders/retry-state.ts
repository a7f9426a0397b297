import { z } from 'zod';
import { cardFormSchema, cardPayment, type CardField } from '@/contract/card';
import { paymentInputSchema, type Order } from '@/contract/orders';

/** What the form to pay an order again answers: the order, or why the payment was refused. */
export interface RetryFormState {
  /** The order as the payment left it, for the form's script (a post without it gets the page). */
  order?: Order;
  /** Why it was refused: a key with its namespace (`orders:errors.…`, `errors:…`, `checkout:validation.…`). */
  errorKey?: string;
  /** The promo rule the order broke, when the API names it. */
  hintKey?: string;
  /** The card fields the check refused, by their issue keys (`checkout:validation.*`). */
  fieldErrors?: Partial<Record<CardField, string>>;
  /** What was chosen and typed, for the form posted without JavaScript: never the card's details. */
  method?: string;
  cardHolder?: string;
}

/** The form's fields, as typed; the card's only count when the card is the method chosen. */
export interface RetryValues {
  method: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHolder: string;
}

/**
 * The form as the API's payment takes it (`paymentInputSchema`): the card checked by the card
 * form's own rules (`cardFormSchema`, whose issues are the form's message keys) when it pays, the
 * method alone otherwise. The browser checks with it before posting; the action checks the post.
 */
export const retryFormSchema = z
  .object({
    method: z.string().max(64),
    cardNumber: z.string().max(64),
    cardExpiry: z.string().max(16),
    cardCvc: z.string().max(16),
    cardHolder: z.string().max(200),
  })
  .superRefine(({ method, ...card }, ctx) => {
    if (method !== 'card') return;
    const checked = cardFormSchema.safeParse(card);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .transform(({ method, ...card }) => (method === 'card' ? { method, ...cardPayment(card) } : { method }))
  .pipe(paymentInputSchema);

/** The message of the check's refusal: the card form's, said as the checkout says it. */
export const RETRY_REFUSED = 'checkout:validation.summary';
