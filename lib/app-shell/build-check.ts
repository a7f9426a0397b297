import { publicBuildId } from '@/lib/public-env';

/** Delay after the browser is idle before asking for the latest build. */
export const BUILD_CHECK_DELAY_MS = 1_000;
export const BUILD_ID_PATH = '/build-id.json';

/** The running page's build, inlined at build time. */
export const RUNNING_BUILD_ID = publicBuildId() ?? 'development';

/** Whether the deployed build differs from the running one (an unreadable answer never does). */
export function isNewerBuild(running: string, latest: unknown): boolean {
  if (typeof latest !== 'object' || latest === null) return false;
  const id = (latest as { buildId?: unknown }).buildId;
  return typeof id === 'string' && id.length > 0 && id !== running;
}

export async function checkLatestBuild(fetcher: typeof fetch = fetch, running = RUNNING_BUILD_ID): Promise<boolean> {
  try {
    const answer = await fetcher(BUILD_ID_PATH, { cache: 'no-store' });
    if (!answer.ok) return false;
    return isNewerBuild(running, await answer.json());
  } catch {
    return false;
  }
}
