import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { API_BASE_PATH } from '@/backend/app';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The API as a process of its own, as `npm start` and a deployment run it (backend/server.ts). */
export interface ApiProcess {
  port: number;
  /** `http://127.0.0.1:<port>/api/web/v1` */
  base: string;
  /** Sends the signal and waits for the process to end: SIGKILL for a node that dies. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the API with `env` (DATA_DIR or DATABASE_URL, secrets) on `port`; resolves once it is healthy. */
export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const listen = port ?? (await freePort());
  // One process, the server itself (tsx's command would run it as a child, out of a signal's reach).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env, API_PORT: String(listen) },
    stdio: 'ignore',
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    return exited;
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    const up = await fetch(`http://127.0.0.1:${listen}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { port: listen, base: `http://127.0.0.1:${listen}${API_BASE_PATH}`, stop };
    if (Date.now() - started > 90_000) {
      await stop('SIGKILL');
      throw new Error('the API did not start within 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
