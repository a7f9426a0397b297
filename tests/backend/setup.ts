import { afterAll, vi } from 'vitest';
import { setCommerceClock } from '@/backend/shared/clock';

// Backend test files share their worker's modules (vitest.config.mts): what one file changes of the
// process (the shop's clock, the environment, the timers) goes back before the next file runs.
afterAll(() => {
  setCommerceClock({})();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
