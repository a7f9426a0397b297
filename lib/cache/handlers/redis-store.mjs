// The Redis side of the shared cache (docs/deploying.md): one connection per process, the keys of
// this build's entries, and the tags' revalidation times, which every node and every build share.
// Plain JavaScript: Next loads the cache handlers by path when the server starts, before any bundle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';

/** When each tag was last revalidated (ms since the epoch), shared by every node and build. */
const TAGS_KEY = 'halcyon:cache:tags';
/** No entry outlives this, whatever its own lifetime says (a bound on what Redis keeps). */
const MAX_TTL_SECONDS = 7 * 24 * 60 * 60;

let connection;
/** The process's connection; REDIS_URL is checked by lib/env-schema at start. */
function redis() {
  if (!connection) {
    const url = process.env.REDIS_URL;
    if (!url) throw new Error('The Redis cache handlers need REDIS_URL');
    connection = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    // Errors surface on the command that meets them; the connection retries on its own.
    connection.on('error', () => {});
  }
  return connection;
}

// The connection opens as the server loads this module, not inside its first page's answer: a node
// that has just started would otherwise spend its first read's ANSWER_WITHIN_MS on the handshake.
if (process.env.REDIS_URL) redis();

/** How long a read or write may wait for Redis before the page goes on without the cache. */
const ANSWER_WITHIN_MS = 500;

/** Whether the last command failed: the log says so when that changes, not on every command. */
let away = false;

function noteAway(error) {
  if (away) return;
  away = true;
  console.warn(
    `[cache] the shared cache (Redis) is unavailable (${error.message}): pages render on this node until it is back`,
  );
}

function noteBack() {
  if (!away) return;
  away = false;
  console.info('[cache] the shared cache (Redis) is back');
}

/**
 * Runs commands on the connection, or fails at once while Redis is known to be away and after
 * ANSWER_WITHIN_MS otherwise: a cache that cannot answer is a miss, never a page that waits.
 */
export async function withRedis(run) {
  const client = redis();
  let timer;
  try {
    if (['reconnecting', 'close', 'end'].includes(client.status)) throw new Error('Redis is unavailable');
    const late = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), ANSWER_WITHIN_MS);
    });
    const answer = await Promise.race([run(client), late]);
    noteBack();
    return answer;
  } catch (error) {
    noteAway(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

let buildId;
/** Entries are this build's: another build's payloads would not fit its pages. */
export function entryKey(kind, key) {
  buildId ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  return `halcyon:cache:${buildId}:${kind}:${key}`;
}

/** Seconds an entry may stay in Redis, from its own expiry in seconds (none or Infinity: the bound). */
export function ttlSeconds(expire) {
  return Number.isFinite(expire) && expire > 0 ? Math.min(Math.ceil(expire), MAX_TTL_SECONDS) : MAX_TTL_SECONDS;
}

/** The latest revalidation time of any of these tags (0 when none was ever revalidated). */
export async function lastRevalidated(tags) {
  const unique = [...new Set(tags)].filter(Boolean);
  if (unique.length === 0) return 0;
  const times = await withRedis((client) => client.hmget(TAGS_KEY, ...unique));
  return Math.max(0, ...times.map((time) => Number(time) || 0));
}

/** Marks these tags revalidated now: every node's next read of an entry they carry misses. */
export async function revalidateTags(tags) {
  const unique = [...new Set(tags)].filter(Boolean);
  if (unique.length === 0) return;
  const now = Date.now();
  await withRedis((client) => client.hset(TAGS_KEY, Object.fromEntries(unique.map((tag) => [tag, String(now)]))));
}

/** JSON for values that hold Buffers and Maps (a page's RSC payload and its segments). */
export function encode(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  }
  return value;
}

export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    if (typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map.map(([k, v]) => [k, decode(v)]));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}
