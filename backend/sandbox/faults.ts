import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/backend/types';
import { ERROR_MESSAGES, faultConfigSchema, type FaultConfig, type FaultConfigInput } from '@/contract';

/** mulberry32: small, fast and deterministic for a given seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fault switch of one app instance. */
export class FaultSwitch {
  #config: FaultConfig | null = null;
  #random: () => number = seededRandom(1);

  get config(): FaultConfig | null {
    return this.#config;
  }

  set(input: FaultConfigInput): FaultConfig {
    const config = faultConfigSchema.parse(input);
    this.#config = config;
    this.#random = seededRandom(config.seed);
    return config;
  }

  clear(): void {
    this.#config = null;
  }

  /** Whether this request path (relative to the API base) is subject to the faults. */
  applies(relativePath: string): boolean {
    const config = this.#config;
    if (!config) return false;
    if (config.paths.length === 0) return true;
    return config.paths.some((prefix) => {
      const normalised = `/${prefix.replace(/^\/+|\/+$/g, '')}`;
      return relativePath === normalised || relativePath.startsWith(`${normalised}/`);
    });
  }

  /** Draws a number for every rate in a fixed order, so a seed gives a reproducible sequence. */
  draw(): { error: boolean; malformed: boolean; force401: boolean } {
    const config = this.#config;
    if (!config) return { error: false, malformed: false, force401: false };
    const force401 = this.#random() < config.force401Rate;
    const error = this.#random() < config.errorRate;
    const malformed = this.#random() < config.malformedRate;
    return { force401, error, malformed };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies the switch to API routes outside `sandbox/`: latency first, then (in this order) a forced
 * 401, a 500, or a 200 whose body is not valid JSON.
 */
export function faultMiddleware(faults: FaultSwitch, basePath: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const relative = c.req.path.slice(basePath.length).replace(/\/+$/, '') || '/';
    if (relative === '/sandbox' || relative.startsWith('/sandbox/') || relative === '/openapi.json') {
      return next();
    }
    const config = faults.config;
    if (!config || !faults.applies(relative)) return next();
    if (config.latencyMs > 0) await sleep(config.latencyMs);
    const outcome = faults.draw();
    if (outcome.force401) {
      return c.json({ error: { code: 'unauthorized', message: ERROR_MESSAGES.authenticationFailed } }, 401);
    }
    if (outcome.error) {
      return c.json({ error: { code: 'sandbox_fault', message: 'Injected server error (sandbox fault switch)' } }, 500);
    }
    if (outcome.malformed) {
      return c.body('{"data": [', 200, { 'Content-Type': 'application/json' });
    }
    return next();
  };
}
