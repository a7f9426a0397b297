import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILED_PROBES_FOR_DOWN, recordApiProbe } from '@/lib/routing/api-health';

const connection = vi.fn(async () => undefined);
vi.mock('next/server', () => ({ connection: () => connection() }));

async function health(env: Record<string, string> = {}) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { GET } = await import('@/app/api/health/route');
  return GET();
}

afterEach(() => {
  vi.unstubAllEnvs();
  recordApiProbe('up');
});

describe('GET /api/health', () => {
  it('answers 200 per request, never kept, with the API up and the process cache', async () => {
    recordApiProbe('up');
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ status: 'ok', api: 'up', cache: 'process' });
    expect(connection).toHaveBeenCalled();
  });

  it('says the API is down while its probes fail, and still answers 200: the node serves its 503 screen', async () => {
    for (let probe = 0; probe < FAILED_PROBES_FOR_DOWN; probe += 1) recordApiProbe('failed');
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ api: 'down' });
    recordApiProbe('up');
    expect(await (await health()).json()).toMatchObject({ api: 'up' });
  });

  it('names the shared cache when the node has REDIS_URL', async () => {
    expect(await (await health({ REDIS_URL: 'redis://127.0.0.1:6379' })).json()).toMatchObject({ cache: 'shared' });
  });
});
