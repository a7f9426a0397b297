import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Looks at a request before the server's own listener (Next) does. Answers true when it has taken
 * the request: the listener then never sees it, unless the hook hands it on later with `passOn`.
 */
export type RequestHook = (req: IncomingMessage, res: ServerResponse, passOn: () => void) => boolean;

/** What a hook is installed on: a server prototype (`http.Server`'s by default) or a server. */
export type RequestEmitter = { emit: http.Server['emit'] };

/**
 * Installs `hook` once per process under `name`: every HTTP server of the process (or of `target`,
 * a server prototype) hands each request to it first. Hooks installed later run first.
 */
export function hookRequests(name: string, hook: RequestHook, target: RequestEmitter = http.Server.prototype): void {
  const installed = Symbol.for(`halcyon.${name}`);
  const marked = target as RequestEmitter & { [installed]?: true };
  if (marked[installed]) return;
  const emit = target.emit;
  marked.emit = function emitAfterHook(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (hook(req, res, () => Reflect.apply(emit, this, [event, ...args]))) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  };
  marked[installed] = true;
}
