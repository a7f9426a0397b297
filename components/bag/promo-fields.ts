import { z } from 'zod';
import { applyCouponRequestSchema } from '@/contract/bag';

/*
 * The promo form's code: the API's request once trimmed, checked alike by the browser before it
 * sends the code and by the server action a post without JavaScript reaches. Its own module, so
 * that the product page, which shares the bag's state helpers, loads no schema library.
 */

const promoFormSchema = z.object({ promo: z.string().trim().pipe(applyCouponRequestSchema.shape.code) });

type PromoIssueKey = 'bag:promo.required' | 'bag:promo.invalid';

/**
 * The code to send, or why it is refused: to type one when there is none, else that it is not a
 * code (the key of the form's message).
 */
export function checkPromo(typed: string): { code: string } | { refused: PromoIssueKey } {
  const checked = promoFormSchema.safeParse({ promo: typed });
  if (checked.success) return { code: checked.data.promo };
  return { refused: typed.trim() ? 'bag:promo.invalid' : 'bag:promo.required' };
}
