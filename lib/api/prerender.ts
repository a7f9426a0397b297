import { connection } from 'next/server';
import { serverEnv } from '@/lib/env';
import { apiProbesFail } from '@/lib/routing/api-health';

/**
 * Reads cached catalogue data for a page's static shell. The build prerenders catalogue pages
 * with the API it is given. A build without one (`BUILD_WITHOUT_API`, set by `npm run build`) and
 * a read that fails leave the part to request time: `connection()` never resolves while
 * prerendering, so the page renders on request instead of baking a failure into it. At request
 * time it reads (again).
 */
export async function readForShell<T>(read: () => Promise<T>): Promise<T> {
  if (serverEnv().BUILD_WITHOUT_API) await connection();
  try {
    return await read();
  } catch {
    await connection();
    return read();
  }
}

/**
 * Reads an optional part of the page's frame (the header's category menu, the footer's sections)
 * like `readForShell`, or answers null without asking while this server's probes say the API is
 * down (lib/routing/api-health.ts). The pages rendered then are the 503 and 404 screens: a cached
 * read failing inside their render would make them answer 500, and they do well without the part.
 */
export async function readFramePart<T>(read: () => Promise<T>): Promise<T | null> {
  if (apiProbesFail()) return null;
  return readForShell(read).catch(() => null);
}
