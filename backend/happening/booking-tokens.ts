import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token of a booking's manage link: an HMAC of its number, so nothing needs storing. */
export function manageToken(secret: string, number: string): string {
  return createHmac('sha256', secret).update(`booking:${number}`).digest('base64url').slice(0, 32);
}

/**
 * The token of the link sent to a guest's address: opening it confirms the booking, so it proves
 * the address is theirs. Never in an answer, only in the mail.
 */
export function confirmToken(secret: string, number: string): string {
  return createHmac('sha256', secret).update(`booking-confirm:${number}`).digest('base64url').slice(0, 32);
}

export function sameToken(expected: string, token: string | undefined): boolean {
  if (!token) return false;
  const wanted = Buffer.from(expected);
  const given = Buffer.from(token);
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}

export function tokenMatches(secret: string, number: string, token: string | undefined): boolean {
  return sameToken(manageToken(secret, number), token) || sameToken(confirmToken(secret, number), token);
}
