/**
 * State and loops that live once per server process. Next bundles the proxy and the app apart, so
 * a module variable is not shared between them; a value kept on `globalThis` under a registered
 * symbol is. The proxy only reads such state (no network call there); the app's background loops
 * (instrumentation.ts) write it.
 */

function holder(): Record<symbol, unknown> {
  return globalThis as unknown as Record<symbol, unknown>;
}

/** This process's value under `name`, made by `create` the first time it is asked for. */
export function processState<T extends object>(name: string, create: () => T): T {
  const key = Symbol.for(`halcyon.${name}`);
  const slot = holder();
  slot[key] ??= create();
  return slot[key] as T;
}

/**
 * Runs `round` at once and then again after the delay (ms) each round returns, for the life of
 * the process. Started at most once per process under `name`; a round that throws is retried
 * after `retryMs`. The timers do not keep the process alive.
 */
export function repeatInProcess(name: string, round: () => Promise<number>, retryMs: number): void {
  const state = processState(`${name}.loop`, () => ({ started: false }));
  if (state.started) return;
  state.started = true;
  const run = async () => {
    const next = await round().catch(() => retryMs);
    setTimeout(() => void run(), next).unref();
  };
  void run();
}
