// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityCard } from '@/components/happening/activity-card';
import type { Activity } from '@/lib/api/happening';
import { getTranslator } from '@/lib/i18n/server';

const activity = (over: Partial<Activity>): Activity => ({
  id: 7,
  slug: 'brow-shaping',
  kind: 'service',
  title: 'Brow shaping',
  description: '',
  durationMinutes: 30,
  price: { amount: 0, currency: 'THB' },
  currencySymbol: '฿',
  capacity: 1,
  remainingSlots: 22,
  appOnly: false,
  invitedTier: null,
  group: { id: 1, slug: 'brows', name: 'Brows' },
  store: { id: 1, slug: 'siam-center', name: 'Siam Center', timeZone: 'Asia/Bangkok' } as Activity['store'],
  artists: [],
  imageUrl: '/media/activities/7.svg',
  nextSlotAt: null,
  ...over,
});

async function card(lang: 'en' | 'th', over: Partial<Activity>) {
  const t = await getTranslator(lang, 'happening');
  render(
    <ul>
      <ActivityCard activity={activity(over)} country="th" lang={lang} defaultLang="th" t={t} />
    </ul>,
  );
  return screen.getAllByTestId('activity-card').at(-1)!;
}

describe('an activity card', () => {
  it('counts the times left to choose from for a one-to-one service, places for a class', async () => {
    const service = await card('en', {});
    expect(service).toHaveTextContent('22 times to choose from');
    expect(service).not.toHaveTextContent('Places left');
    expect(await card('th', {})).toHaveTextContent('มี 22 เวลาให้เลือก');
    expect(await card('en', { kind: 'class', capacity: 8 })).toHaveTextContent('Places left: 22');
  });

  it('says a priced class is paid in store on the day, in English and Thai', async () => {
    const paid = { kind: 'class', capacity: 8, price: { amount: 120000, currency: 'THB' } } as const;
    expect(await card('en', paid)).toHaveTextContent('Paid in store on the day; nothing is charged when you book.');
    expect(await card('th', paid)).toHaveTextContent('ชำระที่ร้านในวันที่ใช้บริการ');
    expect(await card('en', { kind: 'class', capacity: 8 })).not.toHaveTextContent('Paid in store');
  });
});
