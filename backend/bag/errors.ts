import { ApiError } from '@/backend/http/errors';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/contract';

/** A bag error with its code and the shopper-facing message of the contract. */
export const cartError = (
  status: 401 | 404 | 409 | 422,
  key: keyof typeof CART_ERROR_CODES & keyof typeof CART_MESSAGES,
  details?: Record<string, unknown>,
) => new ApiError(status, CART_ERROR_CODES[key], CART_MESSAGES[key], details);

export const signInToRedeem = () => cartError(401, 'signInToRedeem');
