/** Types of use-cache.mjs for the TypeScript that imports it (its tests): the handler as Next calls it. */
declare const handler: {
  get(cacheKey: string, softTags: string[]): Promise<{ value: ReadableStream<Uint8Array> } | undefined>;
  set(cacheKey: string, pendingEntry: Promise<Record<string, unknown>>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[]): Promise<void>;
};
export default handler;
