import type { IncomingMessage, ServerResponse } from 'node:http';
import { processState } from '@/lib/process-state';

/**
 * One step of the storefront's request path (server.ts): it looks at a request before Next does.
 * Answers true when it has taken the request; the steps after it and Next then never see it, unless
 * the step hands it on later with `passOn`. A step that answers false may still have changed the
 * request, or wrapped this one response's methods, on the way.
 */
export type RequestStep = (req: IncomingMessage, res: ServerResponse, passOn: () => void) => boolean;

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** A request listener that hands each request to `steps` in their order, then to `last` (Next). */
export function throughSteps(steps: readonly RequestStep[], last: RequestListener): RequestListener {
  const from = (first: number, req: IncomingMessage, res: ServerResponse): void => {
    for (let index = first; index < steps.length; index += 1) {
      const step = steps[index] as RequestStep;
      if (step(req, res, () => from(index + 1, req, res))) return;
    }
    last(req, res);
  };
  return (req, res) => from(0, req, res);
}

function requestPath(): { steps: number } {
  return processState<{ steps: number }>('request-path', () => ({ steps: 0 }));
}

/** Says that this process hands every request through `steps` first (server.ts). */
export function serveThroughSteps(steps: readonly RequestStep[], last: RequestListener): RequestListener {
  requestPath().steps = steps.length;
  return throughSteps(steps, last);
}

/**
 * Whether this process's requests go through the steps: not under a bare `next start`, where a
 * request could carry the routed marker past the proxy and nothing would be compressed or kept.
 */
export function requestPathInstalled(): boolean {
  return requestPath().steps > 0;
}
