// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_HOURS_MESSAGES } from '@/components/stores/messages';
import { StoreOpenState } from '@/components/stores/store-open-state';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';

// Closed on Sundays; Monday to Saturday 10:00–21:30.
const HOURS = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '21:30' }));
const store = { openingHours: HOURS, timeZone: 'Asia/Bangkok' };

afterEach(() => vi.useRealTimers());

async function showAt(lang: 'en' | 'th', iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  const { unmount } = render(
    <TranslationsProvider lang={lang} resources={await pickMessages(lang, STORE_HOURS_MESSAGES)}>
      <p data-testid="state">
        <StoreOpenState store={store} />
      </p>
    </TranslationsProvider>,
  );
  const text = screen.getByTestId('state').textContent;
  unmount();
  return text;
}

describe('a closed store', () => {
  it('says when it opens, in the store’s time, in English and Thai', async () => {
    // Tuesday 08:00 in Bangkok: before opening.
    expect(await showAt('en', '2026-12-01T01:00:00Z')).toBe('Closed now Opens today at 10:00');
    // Tuesday 22:00 in Bangkok: after closing.
    expect(await showAt('en', '2026-12-01T15:00:00Z')).toBe('Closed now Opens tomorrow at 10:00');
    // Saturday 22:00: closed on Sunday, so Monday.
    expect(await showAt('en', '2026-12-05T15:00:00Z')).toBe('Closed now Opens Monday at 10:00');
    expect(await showAt('th', '2026-12-05T15:00:00Z')).toBe('ปิดอยู่ เปิดวันจันทร์ เวลา 10:00 น.');
    // Open: today's hours as before.
    expect(await showAt('en', '2026-12-01T05:00:00Z')).toBe('Open now Today 10:00–21:30');
  });
});
