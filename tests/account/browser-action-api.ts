import { vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import type { CountryCode, Language } from '@/lib/site';

/**
 * `@/lib/api/server` for tests that run a form's real server action: its API client is the
 * browser's, which the test answers with MSW, and the cookies it would set are left out.
 * `vi.mock('@/lib/api/server', () => import('./browser-action-api'))`.
 */
export const createActionApiClient = async (country: CountryCode, lang: Language) => createApiClient({ country, lang });
export const persistSession = vi.fn();
/** A member's session unless a test says otherwise (`vi.mocked(hasSessionCookie).mockResolvedValue(false)`). */
export const hasSessionCookie = vi.fn(async () => true);
