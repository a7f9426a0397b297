import type { AuthUser, Db } from '@/backend/types';
import type { CountryCode, Language } from '@/contract';

export interface BookingContext {
  db: Db;
  country: CountryCode;
  language: Language;
  user: AuthUser | null;
  /** Secret that signs the guests' manage links. */
  secret: string;
  now?: Date;
}
