// The handler of `'use cache'` reads when REDIS_URL is set (next.config.ts): entries and tag times
// live in Redis, so every node serves what one rendered, and a revalidation on one node reaches all.
// It keeps the built-in handler's rules: an entry is served until its revalidate time, a tag
// revalidated after an entry was made turns that entry into a miss, and an expire of 0 is never kept.
import { entryKey, lastRevalidated, revalidateTags, ttlSeconds, withRedis } from './redis-store.mjs';

/** Sets still writing, so that a read in this process waits for them instead of missing. */
const pending = new Map();

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

const handler = {
  async get(cacheKey) {
    await pending.get(cacheKey);
    try {
      const stored = await withRedis((client) => client.get(entryKey('use-cache', cacheKey)));
      if (!stored) return undefined;
      const { value, ...entry } = JSON.parse(stored);
      if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
      if ((await lastRevalidated(entry.tags)) > entry.timestamp) return undefined;
      return { ...entry, value: streamOf(Buffer.from(value, 'base64')) };
    } catch {
      // Redis away or an unreadable entry: render again rather than fail the page.
      return undefined;
    }
  },

  async set(cacheKey, pendingEntry) {
    let done = () => {};
    pending.set(
      cacheKey,
      new Promise((resolve) => {
        done = resolve;
      }),
    );
    try {
      const entry = await pendingEntry;
      if (entry.expire === 0) return;
      const bytes = Buffer.from(await new Response(entry.value).arrayBuffer());
      const { value: _stream, ...meta } = entry;
      const stored = JSON.stringify({ ...meta, value: bytes.toString('base64') });
      await withRedis((client) => client.set(entryKey('use-cache', cacheKey), stored, 'EX', ttlSeconds(entry.expire)));
    } catch {
      // Not kept: the next read renders again.
    } finally {
      done();
      pending.delete(cacheKey);
    }
  },

  // Tag times are read from Redis on each check, so there is no local copy to refresh.
  async refreshTags() {},

  async getExpiration(tags) {
    try {
      return await lastRevalidated(tags);
    } catch {
      return 0;
    }
  },

  async updateTags(tags) {
    await revalidateTags(tags);
  },
};

export default handler;
