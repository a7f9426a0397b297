import { DEFAULT_PAYMENT_EXPIRY_MINUTES } from '@/contract';

/**
 * Time and payment windows of the commerce routes, in one replaceable place so tests can move the
 * clock past an expiry instead of waiting for it.
 */
export interface CommerceClock {
  now(): Date;
  /** Minutes a PromptPay QR code stays payable. */
  qrExpiryMinutes: number;
  /** Minutes a virtual account stays payable. */
  virtualAccountExpiryMinutes: number;
}

const defaults = (): CommerceClock => ({
  now: () => new Date(),
  qrExpiryMinutes: DEFAULT_PAYMENT_EXPIRY_MINUTES,
  virtualAccountExpiryMinutes: 24 * 60,
});

export const commerceClock: CommerceClock = defaults();

/** Overrides parts of the clock; returns a function restoring the defaults. */
export function setCommerceClock(overrides: Partial<CommerceClock>): () => void {
  Object.assign(commerceClock, overrides);
  return () => Object.assign(commerceClock, defaults());
}
