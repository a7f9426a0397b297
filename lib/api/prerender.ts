import { connection } from 'next/server';
import { serverEnv } from '@/lib/env';

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
