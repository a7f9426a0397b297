// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeGiftCard } from '@/components/bag/gift-card-actions';
import { addGiftCard, removeGiftCard } from '@/lib/api/bag';
import { createApiClient } from '@/lib/api/client';
import type { CartResponse } from '@/contract';
import { ApiError } from '@/lib/api/errors';
import { createActionApiClient } from '@/lib/api/server';

vi.mock('next/cache', () => ({ refresh: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ createActionApiClient: vi.fn() }));
vi.mock('@/lib/api/bag', async (original) => ({
  ...(await original<object>()),
  addGiftCard: vi.fn(),
  removeGiftCard: vi.fn(),
}));

const { refresh } = await import('next/cache');

beforeEach(() => {
  vi.mocked(refresh).mockReset();
  vi.mocked(addGiftCard).mockReset();
  vi.mocked(removeGiftCard).mockReset();
  vi.mocked(createActionApiClient).mockResolvedValue(createApiClient({ country: 'sg', lang: 'en' }));
});

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('adding a gift card to the bag', () => {
  it('sends the number without its spaces and the PIN, then renders the bag again', async () => {
    vi.mocked(addGiftCard).mockResolvedValue({} as CartResponse);
    const answer = await changeGiftCard('sg', 'en', {}, posted({ number: '6000 0700 0000 0002', pin: '1234' }));
    expect(answer).toEqual({ added: true });
    expect(addGiftCard).toHaveBeenCalledWith(expect.anything(), { number: '6000070000000002', pin: '1234' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refuses a short number or PIN before calling the API, keeping the number typed', async () => {
    expect(await changeGiftCard('sg', 'en', {}, posted({ number: '6000 07', pin: '1234' }))).toEqual({
      failure: 'bag:giftCard.numberInvalid',
      number: '6000 07',
    });
    expect(await changeGiftCard('sg', 'en', {}, posted({ number: '6000070000000002', pin: '12' }))).toEqual({
      failure: 'bag:giftCard.pinInvalid',
      number: '6000070000000002',
    });
    expect(addGiftCard).not.toHaveBeenCalled();
  });

  it('names what the API refused by its code, never echoing the PIN', async () => {
    vi.mocked(addGiftCard).mockRejectedValue(
      new ApiError({ kind: 'http', status: 422, code: 'gift_card_invalid', message: 'English' }),
    );
    const answer = await changeGiftCard('sg', 'en', {}, posted({ number: '6000070000000009', pin: '9999' }));
    expect(answer).toEqual({ failure: 'bag:errors.gift_card_invalid', number: '6000070000000009' });
    expect(JSON.stringify(answer)).not.toContain('9999');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('takes the card off the bag', async () => {
    vi.mocked(removeGiftCard).mockResolvedValue({} as CartResponse);
    expect(await changeGiftCard('sg', 'en', {}, posted({ intent: 'remove' }))).toEqual({ removed: true });
    expect(removeGiftCard).toHaveBeenCalledTimes(1);
  });
});
