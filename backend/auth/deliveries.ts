/**
 * Work an answer must not wait for: looking an address up and mailing it. Requests about an
 * address (forgotten password, unlock, registration) answer before it runs, so their answer and its
 * timing are the same whether or not the address is a member's.
 */
const pending = new Set<Promise<void>>();

export function deliverLater(work: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => {
      console.error('[backend] a mail could not be prepared', error);
    })
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every delivery started so far has finished (the sandbox's mail reader waits for it). */
export async function deliveriesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
