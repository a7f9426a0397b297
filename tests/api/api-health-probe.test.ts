import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeApi } from '@/lib/api/api-health';
import { apiIsDown, recordApiProbe, SILENT_PROBES_FOR_DOWN } from '@/lib/routing/api-health';
import { gate, setupMswServer } from './msw';

vi.stubEnv('API_ORIGIN', 'http://api.internal:4000');
const HEALTH = 'http://api.internal:4000/api/web/v1/health';
const server = setupMswServer();

afterEach(() => recordApiProbe('up'));

describe('the API health probe', () => {
  it('is up when the API answers ok in time', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.json({ status: 'ok' })));
    expect(await probeApi()).toBe('up');
    expect(apiIsDown()).toBe(false);
  });

  it('fails when the API says it is not ready, or cannot be reached, and two failures make it down', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.json({ status: 'unavailable' }, { status: 503 })));
    expect(await probeApi()).toBe('failed');
    server.use(http.get(HEALTH, () => HttpResponse.error()));
    expect(await probeApi()).toBe('failed');
    expect(apiIsDown()).toBe(true);
  });

  it('takes an API busy with a load spike for slow, not down, until its silence lasts', async () => {
    // Busy: the API takes the calls and answers none of them while the probes wait.
    const busy = gate();
    server.use(
      http.get(HEALTH, async () => {
        await busy.opened;
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    for (let probe = 1; probe < SILENT_PROBES_FOR_DOWN; probe += 1) {
      expect(await probeApi(50)).toBe('silent');
      expect(apiIsDown()).toBe(false);
    }
    expect(await probeApi(50)).toBe('silent');
    expect(apiIsDown()).toBe(true);
    // An answer in time brings it back.
    busy.open();
    expect(await probeApi(1_000)).toBe('up');
    expect(apiIsDown()).toBe(false);
  });
});
