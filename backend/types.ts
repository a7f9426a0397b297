import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { CountryCode, Language } from '@/contract';

/** The database handle every service receives: PGlite or postgres-js behind one Drizzle type. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** The member making the request, when the request is authenticated. */
export interface AuthUser {
  id: number;
  email: string;
  isEmployee: boolean;
}

/** Hono variables set by the app's middleware, available to every handler. */
export interface AppVariables {
  db: Db;
  country: CountryCode;
  language: Language;
  user: AuthUser | null;
  /** Whether cookies set by this answer carry Secure (see backend/auth/cookies.ts). */
  secureCookies: boolean;
}

export interface AppEnv {
  Variables: AppVariables;
}
