import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoApiEnglish } from './support/api-english';
import { signInFirst } from './support/checkout';
import { createMember, createMemberRecord, mailedLink, pastBooking } from './support/members';
import { interactive } from './support/ready';
import { formatZonedShortDate } from '../lib/site/dates';

const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const hostOf = (country: string) =>
  country === 'sg' ? `http://localhost:${port}` : `http://${country}.localhost:${port}`;
const LANG: Record<string, string> = { sg: 'en-SG', th: 'th-TH' };

interface ApiActivity {
  id: number;
  capacity: number;
  kind: 'service' | 'class' | 'event';
  appOnly: boolean;
  invitedTier: 'black' | 'gold' | null;
  remainingSlots: number;
  nextSlotAt: string | null;
  title: string;
  store: { slug: string; name: string; timeZone: string };
}

async function activities(request: APIRequestContext, country: string): Promise<ApiActivity[]> {
  const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/happening/services/activities`, {
    headers: { 'X-Site-Country': country, 'Accept-Language': LANG[country] ?? 'en-SG' },
  });
  return ((await answer.json()) as { data: ApiActivity[] }).data;
}

async function bookable(request: APIRequestContext, country: string, kind: ApiActivity['kind']) {
  const found = (await activities(request, country)).find(
    (activity) => activity.kind === kind && !activity.appOnly && !activity.invitedTier && activity.nextSlotAt !== null,
  );
  if (!found) throw new Error(`no bookable ${kind} in ${country}`);
  return found;
}

interface ApiSlot {
  id: number;
  startsAt: string;
  capacity: number;
  remaining: number;
}

async function timeSlots(request: APIRequestContext, country: string, activityId: number): Promise<ApiSlot[]> {
  const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/booking-service/time-slots/${activityId}`, {
    headers: { 'X-Site-Country': country, 'Accept-Language': LANG[country] ?? 'en-SG' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ApiSlot[] }).data;
}

const reservations = `http://127.0.0.1:${apiPort}/api/web/v1/reservation-service`;
const apiHeaders = (country: string) => ({ 'X-Site-Country': country, 'Accept-Language': LANG[country] ?? 'en-SG' });

/** A guest's booking of the slot through the reservation API: pending, holding no place yet. */
async function bookAsGuest(
  request: APIRequestContext,
  country: string,
  activity: ApiActivity,
  slotId: number,
  email: string,
) {
  // Services ask for the skin type; classes and events ask nothing required.
  const answers = activity.kind === 'service' ? { skin_type: 'dry' } : {};
  const answer = await request.post(`${reservations}/create`, {
    headers: { ...apiHeaders(country), 'Idempotency-Key': `guest-${email}` },
    data: { activityId: activity.id, slotId, answers, contact: { fullName: 'Guest Shopper', email } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The path of the link mailed to a guest for their booking (it confirms, then manages it). */
const bookingLink = (request: APIRequestContext, email: string) =>
  mailedLink(request, email, /^\/happening\/[a-z]+\/cancel\/[A-Z0-9]+\?token=/);

/** Books every place left in the slot as guests who each open their mailed link, through the API. */
async function bookFull(request: APIRequestContext, country: string, activity: ApiActivity, slot: ApiSlot) {
  const stamp = Date.now().toString(36);
  for (let place = 0; place < slot.remaining; place += 1) {
    const email = `guest.${slot.id}.${place}.${stamp}@example.test`;
    await bookAsGuest(request, country, activity, slot.id, email);
    const link = new URL(await bookingLink(request, email), 'http://link.invalid');
    const number = link.pathname.split('/').at(-1);
    const token = link.searchParams.get('token');
    const opened = await request.get(`${reservations}/${number}?token=${token}`, { headers: apiHeaders(country) });
    expect(((await opened.json()) as { data: { status: string } }).data.status).toBe('confirmed');
  }
}

async function next(page: Page, label: string | RegExp) {
  await (await interactive(page.getByRole('button', { name: label }))).click();
}

test.describe('Happening booking', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a shopper in Thailand finds a store near them and books a class as a guest, in store time', async ({
    page,
    request,
    context,
  }) => {
    const target = await bookable(request, 'th', 'class');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 13.7466, longitude: 100.5393 });

    await page.goto(`${hostOf('th')}/store-locations`);
    await expect(page.getByRole('heading', { level: 1, name: 'ค้นหาสาขา' })).toBeVisible();
    await next(page, 'สาขาใกล้ฉัน');
    const first = page.getByTestId('store-card').first();
    await expect(first).toContainText('กม.');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${hostOf('th')}/store-locations/${target.store.slug}`);
    await (await interactive(page.getByRole('tab', { name: 'คลาสความงาม' }))).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: target.title }).click();

    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    const time = page.getByTestId('slot-time').first();
    await (await interactive(time)).click();
    // Classes start at 14:00 in the store's zone, whatever the browser's zone is.
    await expect(time).toHaveText('14:00');
    await expectNoSeriousA11yViolations(page);
    await next(page, 'ถัดไป');
    // Questions, then contact details; the name is required.
    await next(page, 'ถัดไป');
    await next(page, 'ถัดไป');
    await expect(page.getByText('กรุณากรอกชื่อ-นามสกุล')).toBeVisible();
    await page.getByLabel('ชื่อ-นามสกุล').fill('Ploy Guest');
    await page.getByLabel('อีเมล').fill('not-an-email');
    await next(page, 'ถัดไป');
    await expect(page.getByText('อีเมลไม่ถูกต้อง')).toBeVisible();
    const guest = `ploy.${Date.now().toString(36)}@example.com`;
    await page.getByLabel('อีเมล').fill(guest);
    await next(page, 'ถัดไป');
    await next(page, 'ยืนยันการจอง');

    // A guest's booking takes its place once the mailed link shows the address is theirs.
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole('heading', { name: 'ตรวจสอบอีเมลเพื่อยืนยัน' })).toBeVisible();
    await expect(page.getByTestId('booking-pending')).toContainText(guest);
    await expect(page.getByTestId('booking-number')).toHaveText(/^HB[A-Z0-9]{8}$/);
    await expect(page.getByTestId('booking-time')).toHaveText(/^14:00–15:30$/);
    const ics = await page.getByRole('link', { name: 'เพิ่มลงในปฏิทิน' }).getAttribute('href');
    expect(decodeURIComponent(ics ?? '')).toMatch(/DTSTART;TZID=Asia\/Bangkok:\d{8}T140000/);

    // The mailed link confirms the booking, then manages it without signing in.
    const link = await bookingLink(request, guest);
    await page.goto(`${hostOf('th')}${link}`);
    await expect(page.getByTestId('manage-booking')).toBeVisible();
    await expect(page.getByTestId('manage-booking')).toContainText('ยืนยันแล้ว');
    await expectNoApiEnglish(page);
    await next(page, 'ใช่ ยกเลิก');
    await expect(page.getByTestId('manage-booking').getByRole('status')).toContainText('ยกเลิกการจองแล้ว');
  });

  test('a gold member books a service with an artist, finds it in their bookings, reschedules and cancels it', async ({
    page,
    request,
  }) => {
    const email = await createMember(request, { loyaltyTier: 'gold' });
    const target = await bookable(request, 'sg', 'service');
    await signInFirst(page, 'sg', email);

    await page.goto(`${hostOf('sg')}/happening/services/${target.id}`);
    await (await interactive(page.getByTestId('slot-time').first())).click();
    await next(page, 'Continue');
    const artist = page.getByRole('radio').nth(1);
    await artist.check();
    await next(page, 'Continue');
    await next(page, 'Continue');
    await expect(page.getByText('Required field')).toBeVisible();
    await page.getByLabel('Skin type *').selectOption('dry');
    await next(page, 'Continue');
    await expect(page.getByLabel('Full name')).toHaveValue('Rena Fresh');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await next(page, 'Continue');
    await next(page, 'Confirm booking');
    const number = await page.getByTestId('booking-number').textContent();
    expect(number).toMatch(/^HB[A-Z0-9]{8}$/);

    await page.goto(`${hostOf('sg')}/account/bookings`);
    const entry = page.getByTestId('member-booking').filter({ hasText: number! });
    await expect(entry).toContainText('Confirmed');
    await expectNoSeriousA11yViolations(page);

    await entry.getByRole('link', { name: 'Reschedule' }).click();
    const manage = page.getByTestId('manage-booking');
    await (await interactive(manage.getByTestId('slot-time').first())).click();
    await (await interactive(manage.getByRole('button', { name: 'Move my booking' }))).click();
    await expect(manage.getByTestId('booking-status')).toContainText('Rescheduled');

    await page.goto(`${hostOf('sg')}/account/bookings`);
    await entry.getByRole('link', { name: 'Cancel booking' }).click();
    await (await interactive(manage.getByRole('button', { name: 'Yes, cancel it' }))).click();
    await expect(manage.getByTestId('booking-status')).toContainText('Cancelled');
    await page.goto(`${hostOf('sg')}/account/bookings`);
    await expect(page.getByTestId('member-booking').filter({ hasText: number! })).toContainText('Cancelled');
  });

  test('an event by invitation says who may book it: a Black member is told why in Thai, a Gold member books it', async ({
    page,
    request,
    browser,
  }) => {
    const invited = (await activities(request, 'th')).find((activity) => activity.invitedTier === 'gold');
    expect(invited, 'every country has an event by invitation (backend/seed/catalogue/happening.ts)').toBeDefined();
    await signInFirst(page, 'th', await createMember(request, { loyaltyTier: 'black' }));
    await page.goto(`${hostOf('th')}/happening/events/${invited!.id}`);
    await expect(page.getByTestId('activity-invitation')).toHaveText(
      'เฉพาะสมาชิก Beauty Pass Gold ที่ได้รับเชิญ เข้าสู่ระบบด้วยบัญชีสมาชิก Gold เพื่อจอง',
    );
    await expectNoSeriousA11yViolations(page);
    await (await interactive(page.getByTestId('slot-time').first())).click();
    await next(page, 'ถัดไป');
    await next(page, 'ถัดไป');
    await next(page, 'ยืนยันการจอง');
    await expect(page.getByText('กิจกรรมนี้เฉพาะผู้ได้รับเชิญ: จองได้เฉพาะสมาชิก Beauty Pass ตามที่ระบุเท่านั้น')).toBeVisible();
    await expectNoApiEnglish(page);
    await expect(page.getByTestId('booking-confirmation')).toHaveCount(0);

    const gold = await browser.newPage();
    await signInFirst(gold, 'th', await createMember(request, { loyaltyTier: 'gold' }));
    await gold.goto(`${hostOf('th')}/happening/events/${invited!.id}`);
    await (await interactive(gold.getByTestId('slot-time').first())).click();
    await next(gold, 'ถัดไป');
    await next(gold, 'ถัดไป');
    await next(gold, 'ยืนยันการจอง');
    await expect(gold.getByTestId('booking-number')).toHaveText(/^HB[A-Z0-9]{8}$/);
    await gold.close();
  });

  test('an app-only service shows the app prompt instead of a booking flow', async ({ page, request }) => {
    const appOnly = (await activities(request, 'sg')).find((activity) => activity.appOnly);
    expect(appOnly, 'every country has an app-only activity (backend/seed/catalogue/happening.ts)').toBeDefined();
    const path = { service: 'services', class: 'classes', event: 'events' }[appOnly!.kind];
    await page.goto(`${hostOf('sg')}/happening/${path}/${appOnly!.id}`);
    await expect(page.getByTestId('app-prompt')).toContainText('Download app to book');
    await expect(page.getByTestId('slot-time')).toHaveCount(0);
  });

  test('a full event offers no place at that time: its day is not among the dates to choose', async ({
    page,
    request,
  }) => {
    const now = Date.now();
    const events = (await activities(request, 'sg')).filter(
      (activity) => activity.kind === 'event' && !activity.appOnly && !activity.invitedTier,
    );
    let found: { event: ApiActivity; full: ApiSlot; open: ApiSlot } | null = null;
    for (const event of events) {
      const upcoming = (await timeSlots(request, 'sg', event.id)).filter((slot) => Date.parse(slot.startsAt) > now);
      const full = upcoming.find((slot) => slot.remaining === 0);
      const open = upcoming.find((slot) => slot.remaining > 0);
      if (full && open) {
        found = { event, full, open };
        break;
      }
    }
    if (!found) {
      // The seed has no full event: fill the next one of an event that has two or more to come.
      for (const event of events) {
        const upcoming = (await timeSlots(request, 'sg', event.id)).filter(
          (slot) => Date.parse(slot.startsAt) > now && slot.remaining > 0,
        );
        if (upcoming.length < 2) continue;
        await bookFull(request, 'sg', event, upcoming[0]!);
        found = { event, full: { ...upcoming[0]!, remaining: 0 }, open: upcoming[1]! };
        break;
      }
    }
    if (!found) throw new Error('no event in SG with two upcoming times');
    const { event, full, open } = found;
    const zone = event.store.timeZone;
    // The API agrees: the slot is full, and booking it answers 409.
    expect((await timeSlots(request, 'sg', event.id)).find((slot) => slot.id === full.id)?.remaining).toBe(0);
    const refused = await request.post(`http://127.0.0.1:${apiPort}/api/web/v1/reservation-service/create`, {
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG', 'Idempotency-Key': `refused-${full.id}-${now}` },
      data: {
        activityId: event.id,
        slotId: full.id,
        answers: {},
        contact: { fullName: 'Late Guest', email: 'late@example.test' },
      },
    });
    expect(refused.status()).toBe(409);

    await page.goto(`${hostOf('sg')}/happening/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    const dates = page.getByRole('group', { name: 'Choose a date' }).getByRole('button');
    // An event runs once on its day, so a full one leaves nothing to choose that day.
    await expect(dates.filter({ hasText: formatZonedShortDate(open.startsAt, zone, 'en-SG') })).toHaveCount(1);
    await expect(dates.filter({ hasText: formatZonedShortDate(full.startsAt, zone, 'en-SG') })).toHaveCount(0);
    for (const date of await dates.all()) {
      await (await interactive(date)).click();
      await expect(page.getByTestId('slot-time')).not.toHaveCount(0);
    }
  });

  test('a guest who opens the link after the time filled reads that the booking is cancelled, and chooses another time', async ({
    page,
    request,
  }) => {
    // A one-to-one service in Thailand, at its last time on offer (no other journey books it).
    const service = await bookable(request, 'th', 'service');
    const slot = (await timeSlots(request, 'th', service.id))
      .filter((entry) => Date.parse(entry.startsAt) > Date.now() && entry.remaining > 0)
      .at(-1);
    if (!slot) throw new Error(`no open time of service ${service.id}`);
    const late = `late.${Date.now().toString(36)}@example.com`;
    await bookAsGuest(request, 'th', service, slot.id, late);
    // Pending, it kept nobody out: another guest books the time and confirms first.
    await bookFull(request, 'th', service, slot);

    await page.goto(`${hostOf('th')}${await bookingLink(request, late)}`);
    const manage = page.getByTestId('manage-booking');
    await expect(manage.getByTestId('booking-status')).toContainText('ยกเลิกแล้ว');
    await expect(manage.getByTestId('booking-cancelled')).toHaveText('การจองนี้ถูกยกเลิกแล้ว');
    await expectNoApiEnglish(page);
    await expect(manage.getByRole('button', { name: 'ใช่ ยกเลิก' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await (await interactive(manage.getByRole('link', { name: 'เลือกเวลาอื่น' }))).click();
    await expect(page).toHaveURL(new RegExp(`/happening/services/${service.id}$`));
  });

  test('a booking whose class has taken place cannot be cancelled or moved: the page says it has expired', async ({
    page,
    request,
  }) => {
    const member = await createMemberRecord(request, { loyaltyTier: 'gold' });
    const number = await pastBooking(request, member, (await bookable(request, 'sg', 'class')).id);
    await signInFirst(page, 'sg', member.email);

    await page.goto(`${hostOf('sg')}/account/bookings`);
    const past = page.getByTestId('member-booking');
    await expect(past).toHaveCount(1);
    await expect(past).toContainText('Expired');
    await expect(past.getByRole('link', { name: 'Cancel booking' })).toHaveCount(0);
    await expect(past.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
    await expect(past.locator('strong').first()).toHaveText(number);

    for (const path of [`/happening/classes/cancel/${number}`, `/happening/services/reschedule/${number}`]) {
      await page.goto(`${hostOf('sg')}${path}`);
      const manage = page.getByTestId('manage-booking');
      await expect(manage.getByTestId('booking-number')).toHaveText(number);
      await expect(manage.getByTestId('booking-status')).toContainText('Expired');
      await expect(manage.getByTestId('booking-expired')).toHaveText('Booking expired');
      await expect(manage.getByRole('button', { name: 'Yes, cancel it' })).toHaveCount(0);
      await expect(manage.getByRole('button', { name: 'Move my booking' })).toHaveCount(0);
      await expect(manage.getByTestId('slot-time')).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('a store that is closed says when it opens, in its own time, in English and Thai', async ({ page }) => {
    // 06:30 in Singapore and 05:30 in Bangkok, on a Wednesday: before any store opens.
    await page.clock.setFixedTime(new Date('2026-12-08T22:30:00Z'));
    for (const [country, closed, opens] of [
      ['sg', 'Closed now', /Opens (today|tomorrow|\S+) at \d{1,2}:\d{2}/],
      ['th', 'ปิดอยู่', /เปิด(วันนี้|พรุ่งนี้|\S+) ?เวลา \d{1,2}:\d{2} น\./],
    ] as const) {
      await page.goto(`${hostOf(country)}/store-locations`);
      const card = page.getByTestId('store-card').first();
      await expect(card).toContainText(closed);
      await expect(card).toContainText(opens);
    }
  });

  test('the Happening hub leads to each kind, the services list, and unknown stores and bookings answer the translated 404', async ({
    page,
    request,
  }) => {
    // The hub: services, classes and events, each with how many there are, in English and Thai.
    for (const [country, heading, classes, count] of [
      ['sg', 'Beauty services, classes and events', 'Beauty classes', /^\d+ to discover$/],
      ['th', 'บริการความงาม คลาส และอีเวนต์', 'คลาสความงาม', /^มีให้เลือก \d+ รายการ$/],
    ] as const) {
      const answer = await page.goto(`${hostOf(country)}/happening`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const groups = page.getByTestId('happening-group');
      await expect(groups).toHaveCount(3);
      const classCount = (await activities(request, country)).filter((a) => a.kind === 'class').length;
      const classGroup = groups.filter({ has: page.getByRole('heading', { name: classes }) });
      await expect(classGroup.getByText(count)).toHaveText(count);
      await expect(classGroup).toContainText(String(classCount));
      await expectNoSeriousA11yViolations(page);
      await classGroup.getByRole('link', { name: classes }).click();
      await page.waitForURL(
        (url) => url.pathname === '/happening/services' && url.searchParams.get('kind') === 'class',
      );
      await expect(page.getByTestId('activity-card')).toHaveCount(classCount);
    }
    await page.goto(`${hostOf('sg')}/happening/services`);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(page.getByTestId('activity-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A one-to-one service counts the times left to choose from, never "places".
    const oneToOne = (await activities(request, 'sg')).find(
      (a) => a.capacity === 1 && a.remainingSlots > 0 && !a.appOnly,
    );
    expect(oneToOne, 'a one-to-one service with times left').toBeDefined();
    const card = page.getByTestId('activity-card').filter({ hasText: oneToOne!.title }).first();
    await expect(card).toContainText(/\d+ times? to choose from/);
    await expect(card).not.toContainText('Places left');
    const notFound = "Sorry we couldn't find the page you are looking for";
    for (const path of [
      '/store-locations/no-such-store',
      '/happening/classes/999999',
      '/happening/services/cancel/HBNOTREAL1',
    ]) {
      await page.goto(`${hostOf('sg')}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
    }
    await page.goto(`${hostOf('sg')}/happening/services/booxi/success`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
    await page.goto(`${hostOf('th')}/happening/services/booxi/cancel`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('การจองยังไม่สำเร็จ');
    await expectNoSeriousA11yViolations(page);
    // In Thai too.
    await page.goto(`${hostOf('th')}/store-locations/no-such-store`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFound);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  });
});
