// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Activity } from '@/lib/api/happening';

const activity = (id: number, kind: Activity['kind'], nextSlotAt: string | null): Activity => ({
  id,
  slug: `activity-${id}`,
  kind,
  title: `Activity ${id}`,
  description: '',
  durationMinutes: 60,
  price: { amount: 0, currency: 'SGD' },
  currencySymbol: 'S$',
  capacity: 8,
  remainingSlots: 8,
  appOnly: false,
  invitedTier: null,
  group: { id: 1, slug: 'group', name: 'Group' },
  store: { id: 1, slug: 'ion-orchard', name: 'ION Orchard', timeZone: 'Asia/Singapore' } as Activity['store'],
  artists: [],
  imageUrl: `/media/activities/${id}.svg`,
  nextSlotAt,
});

vi.mock('@/lib/api/happening-catalogue', () => ({
  listActivities: vi.fn(async () => [
    activity(1, 'service', '2030-03-14T06:00:00Z'),
    activity(2, 'service', '2030-03-12T06:00:00Z'),
    activity(3, 'class', '2030-03-20T02:00:00Z'),
    activity(4, 'event', null),
  ]),
  listHappeningBanners: vi.fn(async () => [
    {
      id: 7,
      title: 'จองแต่งหน้าฟรี',
      subtitle: 'เมื่อซื้อผลิตภัณฑ์แต่งหน้า 2 ชิ้น',
      imageUrl: '/media/banners/happening-7.svg',
      link: '/happening/services',
      status: 'published',
      segment: null,
    },
  ]),
}));

const { HappeningHub } = await import('@/components/happening/hub-page');

describe('the Happening hub', () => {
  it('leads to services, classes and events with their counts and next dates, in English', async () => {
    render(await HappeningHub({ country: 'sg', lang: 'en' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Beauty services, classes and events');
    const services = screen.getAllByTestId('happening-group')[0]!;
    expect(within(services).getByRole('link', { name: 'Beauty services' })).toHaveAttribute(
      'href',
      '/happening/services?kind=service',
    );
    expect(services).toHaveTextContent('2 to discover');
    expect(services).toHaveTextContent('Next date: Tue, 12 Mar');
    expect(services.querySelector('img')).toHaveAttribute('src', '/media/activities/2.svg');
    const [, classes, events] = screen.getAllByTestId('happening-group');
    expect(within(classes!).getByRole('link', { name: 'Beauty classes' })).toHaveAttribute(
      'href',
      '/happening/services?kind=class',
    );
    expect(classes).toHaveTextContent('Next date: Wed, 20 Mar');
    expect(events).toHaveTextContent('Store events');
    expect(events).toHaveTextContent('No time slots');
    expect(screen.getByRole('link', { name: 'See everything in one list' })).toHaveAttribute(
      'href',
      '/happening/services',
    );
  });

  it('speaks Thai, with the language kept in its links', async () => {
    render(await HappeningHub({ country: 'th', lang: 'th' }));
    const [services] = screen.getAllByTestId('happening-group');
    expect(within(services!).getByRole('link', { name: 'บริการความงาม' })).toHaveAttribute(
      'href',
      '/happening/services?kind=service',
    );
    expect(services).toHaveTextContent('มีให้เลือก 2 รายการ');
    expect(services).toHaveTextContent('วันถัดไป:');
    // The editors' banners, under their own heading.
    const banners = screen.getByRole('region', { name: 'กิจกรรมที่น่าสนใจ' });
    const [banner] = within(banners).getAllByTestId('happening-banner');
    expect(within(banner!).getByRole('link', { name: 'จองแต่งหน้าฟรี' })).toHaveAttribute('href', '/happening/services');
    expect(banner).toHaveTextContent('เมื่อซื้อผลิตภัณฑ์แต่งหน้า 2 ชิ้น');
  });
});
