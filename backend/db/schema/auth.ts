import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobileCallingCode: text('mobile_calling_code'),
    mobilePhoneNumber: text('mobile_phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    isEmployee: boolean('is_employee').notNull().default(false),
    cardNumber: text('card_number').notNull(),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    loyaltyTier: text('loyalty_tier').$type<'white' | 'black' | 'gold'>().notNull().default('white'),
    tierPointsCounter: integer('tier_points_counter').notNull().default(0),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when too many failed sign-ins locked the account; cleared by the unlock flow. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockReference: text('lock_reference'),
    /** Failed attempts before this instant no longer count towards a lockout. */
    failedAttemptsResetAt: timestamp('failed_attempts_reset_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Sign-in attempts counted since failedAttemptsResetAt: taken by a conditional update before the
     * password is checked, given back by a success. Never above the lockout threshold.
     */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_card_number_unique').on(t.cardNumber),
    check('users_loyalty_tier_check', sql`${t.loyaltyTier} in ('white', 'black', 'gold')`),
  ],
);

/** Earlier password hashes, newest first by created_at; used by rule AUTH_MS_PV_006. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/** A chain of rotated refresh tokens from one sign-in; revoking it ends the session. */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_user_idx').on(t.userId, t.createdAt)],
);

/** The columns of a link mailed to a member that works once, until it expires: only the token's hash is kept. */
const oneTimeTokenColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const unlockTokens = pgTable('unlock_tokens', oneTimeTokenColumns(), (t) => [
  uniqueIndex('unlock_tokens_hash_unique').on(t.tokenHash),
]);

/** Password reset links: only the token's hash is kept; a token works once, until it expires. */
export const passwordResetTokens = pgTable('password_reset_tokens', oneTimeTokenColumns(), (t) => [
  uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
  index('password_reset_tokens_user_idx').on(t.userId),
]);

/**
 * The outbox: every mail the shop sends, written by backend/mail (`queueMail`) in the transaction
 * of what it is about, then delivered by its sender. QA reads it through the sandbox; no API
 * answer carries a link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased address the message is sent to. */
    toEmail: text('to_email').notNull(),
    kind: text('kind')
      .$type<
        | 'unlock'
        | 'booking'
        | 'password_reset'
        | 'registration_confirm'
        | 'registration_existing'
        | 'no_account'
        | 'order_confirmation'
      >()
      .notNull(),
    /** The language the message is written in (en, id, th or zh). */
    language: text('language').notNull().default('en'),
    subject: text('subject').notNull(),
    /** Plain-text body, with absolute links. */
    body: text('body').notNull(),
    /** HTML body, when the message has one. */
    html: text('html'),
    /** The secret the message carries (e.g. the unlock token), so QA can follow the link. */
    token: text('token'),
    /** Delivery: `pending` until the transport accepts it (`sent`), `failed` after the last attempt. */
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (attempts back off after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.toEmail, t.createdAt),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Sign-ups waiting for their address to be confirmed: the member is created (and earns the sign-up
 * points) only from the link mailed to the address. Several may wait for one address; the first
 * link used creates the member and the others stop working.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobileCallingCode: text('mobile_calling_code'),
    mobilePhoneNumber: text('mobile_phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_registrations_hash_unique').on(t.tokenHash),
    index('pending_registrations_email_idx').on(t.email),
  ],
);

/**
 * The counters of backend/http/limits.ts (rate-limiter-flexible's Drizzle store): kept in the
 * database so every API process shares them and a restart forgets no block.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

export type UserRow = typeof users.$inferSelect;
