import { LRUCache } from 'lru-cache';

/**
 * What a response body becomes (its UTF-8 bytes, its compressed bytes), made once and kept for the
 * bodies sent most recently.
 *
 * A page cached in memory is the same string each time, so a lookup compares no characters; an
 * equal string read afresh (from a shared cache) is found too, at the cost of one comparison. A
 * byte body is found only as the same object. At most `count` bodies are kept, and at most
 * `bytes` of memory for them and what they became (a string holds up to two bytes a character).
 */
export type Body = string | Uint8Array;

export interface Limits {
  count: number;
  bytes: number;
}

export function recentBodies(make: (body: Body) => Buffer, limits: Limits): (body: Body) => Buffer {
  const kept = new LRUCache<Body, Buffer>({
    max: limits.count,
    maxSize: limits.bytes,
    sizeCalculation: (made, body) => made.length + (typeof body === 'string' ? 2 * body.length : body.byteLength),
  });
  return (body) => {
    const found = kept.get(body);
    if (found) return found;
    const made = make(body);
    kept.set(body, made);
    return made;
  };
}
