import type Redis from 'ioredis';

/** Types of redis-store.mjs for the TypeScript that imports it (its tests). */
export function withRedis<T>(run: (client: Redis) => Promise<T>): Promise<T>;
export function entryKey(kind: string, key: string): string;
export function ttlSeconds(expire: number | undefined): number;
export function lastRevalidated(tags: readonly string[]): Promise<number>;
export function revalidateTags(tags: readonly string[]): Promise<void>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stored values are Next's, of any shape
export function encode(value: unknown): any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stored values are Next's, of any shape
export function decode(value: unknown): any;
