import type { BackendEnv } from '@/backend/env';

/** What a limit counts per: the shopper's address, or the account or address the action is aimed at. */
type LimitKey =
  | 'client'
  | 'email'
  | 'email+client'
  | 'member'
  | 'member or device'
  | 'member or contact e-mail'
  | 'order number'
  | 'gift card';

export interface LimitSpec {
  /** Requests (or, for the `*Failures` limits, failed attempts) allowed per `seconds`. */
  points: number;
  seconds: number;
  /** Once over, the key waits this long instead of the rest of the window. */
  blockSeconds?: number;
  key: LimitKey;
}

/**
 * Every limit of the API, in one place (docs/security.md lists them with what the shopper sees).
 * Per-client limits stop one client; per-target limits protect an account from many clients, so
 * they are short: a distributed attacker slows a target down, never shuts it out for long.
 */
export function limitTable(env: BackendEnv) {
  return {
    signInClient: { points: env.signInLimits.perClient, seconds: 5 * 60, key: 'client' },
    /** Consecutive failures of one client on one address; the block grows (SIGN_IN_PAIR_BLOCKS). */
    signInPairFailures: { points: 5, seconds: 15 * 60, key: 'email+client' },
    /** Failures of one client on any address (password spraying). */
    signInClientFailures: { points: 100, seconds: 24 * 60 * 60, blockSeconds: 60 * 60, key: 'client' },
    /** Failures on one address from any client; clients the member signed in from are let through. */
    signInEmailFailures: { points: env.signInLimits.perEmail, seconds: 5 * 60, key: 'email' },
    /** Not a limit: how many blocks a pair has had today, so each lasts twice the one before. */
    signInPairBlocks: { points: 1000, seconds: 24 * 60 * 60, key: 'email+client' },
    /** Not a limit: the clients an address signed in from in the last 30 days. */
    signInKnownClient: { points: 1, seconds: 30 * 24 * 60 * 60, key: 'email+client' },
    registerClient: { points: 10, seconds: 60 * 60, key: 'client' },
    registerEmail: { points: 3, seconds: 15 * 60, key: 'email' },
    confirmClient: { points: 30, seconds: 15 * 60, key: 'client' },
    forgotClient: { points: 20, seconds: 60 * 60, key: 'client' },
    forgotEmail: { points: 3, seconds: 15 * 60, key: 'email' },
    unlockClient: { points: 20, seconds: 60 * 60, key: 'client' },
    unlockEmail: { points: 3, seconds: 15 * 60, key: 'email' },
    resetClient: { points: 20, seconds: 15 * 60, key: 'client' },
    passwordChangeClient: { points: env.signInLimits.perClient, seconds: 5 * 60, key: 'client' },
    passwordChangeMember: { points: env.signInLimits.perEmail, seconds: 5 * 60, key: 'member' },
    bookingClient: { points: 20, seconds: 60 * 60, key: 'client' },
    bookingTarget: { points: 10, seconds: 60 * 60, key: 'member or contact e-mail' },
    reviewClient: { points: 30, seconds: 60 * 60, key: 'client' },
    reviewMember: { points: 20, seconds: 60 * 60, key: 'member' },
    newsletterClient: { points: 20, seconds: 60 * 60, key: 'client' },
    newsletterEmail: { points: 3, seconds: 60 * 60, key: 'email' },
    promoClient: { points: 30, seconds: 10 * 60, key: 'client' },
    promoOwner: { points: 20, seconds: 10 * 60, key: 'member or device' },
    guestOrderClient: { points: 20, seconds: 60 * 60, key: 'client' },
    guestOrderEmail: { points: 10, seconds: 60 * 60, key: 'email' },
    orderLookupClient: { points: 10, seconds: 15 * 60, key: 'client' },
    orderLookupNumber: { points: 5, seconds: 15 * 60, key: 'order number' },
    giftCardClient: { points: 10, seconds: 15 * 60, key: 'client' },
    giftCardNumber: { points: 5, seconds: 15 * 60, key: 'gift card' },
  } satisfies Record<string, LimitSpec>;
}

export type LimitName = keyof ReturnType<typeof limitTable>;

/** The growing block of a client on one address: 1 minute, then doubling, at most 30 minutes. */
export const PAIR_BLOCK_FIRST_SECONDS = 60;
export const PAIR_BLOCK_MAX_SECONDS = 30 * 60;
