// The handler of Next's response cache (pages and route answers) when REDIS_URL is set
// (next.config.ts): a page rendered on one node is served by all, a node that restarts finds it
// warm, and a tag revalidated on any node makes every node render the pages that carry it again.
import { decode, encode, entryKey, lastRevalidated, revalidateTags, ttlSeconds, withRedis } from './redis-store.mjs';

const TAGS_HEADER = 'x-next-cache-tags';

/** The tags a stored page or route answer carries (Next writes them into its headers). */
function tagsOf(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

export default class RedisIncrementalCache {
  async get(key, ctx) {
    try {
      const stored = await withRedis((client) => client.get(entryKey('response', key)));
      if (!stored) return null;
      const entry = JSON.parse(stored);
      const value = decode(entry.value);
      const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...tagsOf(value)];
      if ((await lastRevalidated(tags)) > entry.lastModified) return null;
      return { lastModified: entry.lastModified, cacheControl: entry.cacheControl, value };
    } catch {
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      if (!data) {
        await withRedis((client) => client.del(entryKey('response', key)));
        return;
      }
      const cacheControl = ctx?.cacheControl;
      const entry = { lastModified: Date.now(), tags: ctx?.tags ?? [], cacheControl, value: encode(data) };
      const stored = JSON.stringify(entry);
      await withRedis((client) =>
        client.set(entryKey('response', key), stored, 'EX', ttlSeconds(cacheControl?.expire)),
      );
    } catch {
      // Not kept: the next request renders again.
    }
  }

  async revalidateTag(tags) {
    await revalidateTags(Array.isArray(tags) ? tags : [tags]);
  }

  resetRequestCache() {}
}
