import { afterEach, describe, expect, it, vi } from 'vitest';
import { processState, repeatInProcess } from '@/lib/process-state';

describe('state kept once per server process', () => {
  it('gives every caller the same value, made once, under a registered symbol that bundles apart can read', () => {
    const create = vi.fn(() => ({ count: 0 }));
    const first = processState('test.shared', create);
    first.count += 1;
    expect(processState('test.shared', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    // Another bundle of the same code reaches the value by the symbol's name alone.
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('halcyon.test.shared')]).toEqual({ count: 1 });
  });
});

describe('a loop run once per server process', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts once however often it is asked, waits what each round returns, and retries a failed round', async () => {
    vi.useFakeTimers();
    const delays: readonly (number | 'fail')[] = [1_000, 'fail', 5_000];
    let rounds = 0;
    const round = vi.fn(async (): Promise<number> => {
      const delay = delays[Math.min(rounds, delays.length - 1)] ?? 'fail';
      rounds += 1;
      if (delay === 'fail') throw new Error('API unreachable');
      return delay;
    });
    repeatInProcess('test.loop', round, 200);
    repeatInProcess('test.loop', round, 200);
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(2); // the failing round
    await vi.advanceTimersByTimeAsync(200);
    expect(round).toHaveBeenCalledTimes(3); // retried after retryMs
    await vi.advanceTimersByTimeAsync(4_999);
    expect(round).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(4);
    vi.clearAllTimers();
  });
});
