import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// While prerendering, connection() never resolves; at request time it resolves at once.
const connection = vi.fn<() => Promise<void>>();
vi.mock('next/server', () => ({ connection: () => connection() }));
let buildWithoutApi = false;
vi.mock('@/lib/env', () => ({ serverEnv: () => ({ BUILD_WITHOUT_API: buildWithoutApi }) }));

let probesFail = false;
vi.mock('@/lib/routing/api-health', () => ({ apiProbesFail: () => probesFail }));

const { readForShell, readFramePart } = await import('@/lib/api/prerender');

beforeEach(() => {
  buildWithoutApi = false;
  probesFail = false;
  connection.mockReset();
  connection.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Whether `promise` is still pending once everything it could do without a timer has run: the
 * fake clock's tick yields to the event loop, so every settled promise before it has run on.
 */
async function stillPending(promise: Promise<unknown>): Promise<boolean> {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const outcome = Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
  ]);
  await vi.advanceTimersByTimeAsync(50);
  return (await outcome) === 'pending';
}

describe('readForShell', () => {
  it('returns the cached read and stays in the prerendered page when the API answers', async () => {
    const read = vi.fn().mockResolvedValue({ title: 'Home' });
    await expect(readForShell(read)).resolves.toEqual({ title: 'Home' });
    expect(read).toHaveBeenCalledTimes(1);
    expect(connection).not.toHaveBeenCalled();
  });

  it('leaves a failed read to request time, then reads again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValueOnce({ title: 'Home' });
    await expect(readForShell(read)).resolves.toEqual({ title: 'Home' });
    expect(connection).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('never settles while prerendering without the API, so nothing is baked into the page', async () => {
    connection.mockReturnValue(new Promise<void>(() => undefined));
    const read = vi.fn().mockRejectedValue(new Error('ECONNREFUSED'));
    expect(await stillPending(readForShell(read))).toBe(true);
    expect(connection).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('lets the caller handle an API that is still down at request time', async () => {
    const read = vi.fn().mockRejectedValue(new Error('ECONNREFUSED'));
    await expect(readForShell(read)).rejects.toThrow('ECONNREFUSED');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not even try the API in a build told it has none', async () => {
    buildWithoutApi = true;
    connection.mockReturnValue(new Promise<void>(() => undefined));
    const read = vi.fn().mockResolvedValue({ title: 'Home' });
    expect(await stillPending(readForShell(read))).toBe(true);
    expect(connection).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('readFramePart', () => {
  it('reads the part while the API answers, and goes without it when the read fails', async () => {
    await expect(readFramePart(vi.fn().mockResolvedValue(['Makeup']))).resolves.toEqual(['Makeup']);
    await expect(readFramePart(vi.fn().mockRejectedValue(new Error('ECONNREFUSED')))).resolves.toBeNull();
  });

  it("does not ask an API this server's probes say is down", async () => {
    probesFail = true;
    const read = vi.fn().mockResolvedValue(['Makeup']);
    await expect(readFramePart(read)).resolves.toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(connection).not.toHaveBeenCalled();
  });
});
