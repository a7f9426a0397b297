import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  activityGroupListResponseSchema,
  activityListResponseSchema,
  activityResponseSchema,
  availableSlotsResponseSchema,
  bookingPageListResponseSchema,
  bookingQuestionsResponseSchema,
  errorBodySchema,
  happeningBannerListResponseSchema,
  rewardListResponseSchema,
  storeListResponseSchema,
  storeResponseSchema,
  timeSlotListResponseSchema,
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ID_ID = { 'X-Site-Country': 'id', 'Accept-Language': 'id-ID' };

async function activitiesAt(path: string, headers?: Record<string, string>) {
  return activityListResponseSchema.parse(await (await t.request(path, { headers })).json()).data;
}

describe('store locations', () => {
  it('lists the stores of the country with hours, location and offers', async () => {
    const { data } = storeListResponseSchema.parse(await (await t.request('/store-locations')).json());
    expect(data.length).toBeGreaterThanOrEqual(2);
    for (const store of data) {
      expect(store.openingHours).toHaveLength(7);
      expect(store.latitude).toBeGreaterThan(1);
      expect(store.latitude).toBeLessThan(2);
    }
    const show = storeResponseSchema.parse(await (await t.request(`/store-locations/${data[0]!.slug}`)).json());
    expect(show.data.id).toBe(data[0]!.id);
  });

  it('sorts stores nearest first with near=lat,lng', async () => {
    // Near Changi: Jewel comes first.
    const { data } = storeListResponseSchema.parse(await (await t.request('/store-locations?near=1.36,103.99')).json());
    expect(data[0]!.name).toContain('Jewel');
    const distances = data.map((store) => store.distanceKm!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect((await t.request('/store-locations?near=somewhere')).status).toBe(400);
  });

  it("answers 404 'Resource not found!' for a store of another country", async () => {
    const { data } = storeListResponseSchema.parse(
      await (await t.request('/store-locations', { headers: ID_ID })).json(),
    );
    const response = await t.request(`/store-locations/${data[0]!.slug}`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe(ERROR_MESSAGES.resourceNotFound);
  });

  it('lists store services and groups for one store', async () => {
    const { data: storesList } = storeListResponseSchema.parse(await (await t.request('/store-locations')).json());
    const slug = storesList[0]!.slug;
    const services = await activitiesAt(`/layouts/store-services/activities?store=${slug}&kind=service`);
    expect(services.length).toBeGreaterThan(0);
    for (const activity of services) {
      expect(activity.store.slug).toBe(slug);
      expect(activity.kind).toBe('service');
    }
    const groups = activityGroupListResponseSchema.parse(
      await (await t.request(`/layouts/store-services/activity-groups?store=${slug}`)).json(),
    );
    expect(groups.data.length).toBeGreaterThan(0);
    expect(groups.data.every((group) => group.activityCount > 0)).toBe(true);
  });
});

describe('happening', () => {
  it('lists activities with prices in the local currency and the language of the request', async () => {
    const all = await activitiesAt('/happening/services/activities/', ID_ID);
    expect(new Set(all.map((activity) => activity.kind))).toEqual(new Set(['service', 'class', 'event']));
    const paid = all.find((activity) => activity.price.amount > 0)!;
    expect(paid.price.currency).toBe('IDR');
    expect(paid.currencySymbol).toBe('Rp');
    expect(all.some((activity) => activity.group.name === 'Layanan Makeup')).toBe(true);
  });

  it('shows an activity by id and by slug; 404 otherwise', async () => {
    const [first] = await activitiesAt('/happening/services/activities?kind=class');
    const byId = activityResponseSchema.parse(
      await (await t.request(`/happening/services/activities/${first!.id}`)).json(),
    );
    const bySlug = activityResponseSchema.parse(
      await (await t.request(`/booking-service/activities/${first!.slug}`)).json(),
    );
    expect(byId.data).toEqual(first);
    expect(bySlug.data.id).toBe(first!.id);
    const missing = await t.request('/happening/services/activities/99999');
    expect(missing.status).toBe(404);
  });

  it('lists beauty classes, beauty services, booking pages, groups and banners', async () => {
    const classes = await activitiesAt('/booking-services/beauty-classes');
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((activity) => activity.kind === 'class')).toBe(true);
    const services = await activitiesAt('/booking-services/beauty-services');
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((activity) => activity.kind === 'service')).toBe(true);
    const pages = bookingPageListResponseSchema.parse(await (await t.request('/booking-services/pages')).json());
    expect(pages.data.map((page) => page.kind)).toEqual(['service', 'class', 'event']);
    const groups = activityGroupListResponseSchema.parse(
      await (await t.request('/happening/activity-groups?kind=service')).json(),
    );
    expect(groups.data.length).toBe(3);
    const banners = happeningBannerListResponseSchema.parse(await (await t.request('/happening/banners/')).json());
    expect(banners.data).toHaveLength(3);
    expect(banners.data.every((banner) => banner.status === 'published' && banner.segment === null)).toBe(true);
  });

  it('answers booking questions, time slots and available slots', async () => {
    const [service] = await activitiesAt('/booking-services/beauty-services');
    const questions = bookingQuestionsResponseSchema.parse(
      await (await t.request(`/booking-service/questions/${service!.id}`)).json(),
    );
    expect(questions.data.questions.map((question) => question.id)).toEqual(['skin_type', 'allergies', 'first_visit']);
    const slots = timeSlotListResponseSchema.parse(
      await (await t.request(`/booking-service/time-slots/${service!.id}`)).json(),
    );
    expect(slots.data.length).toBeGreaterThan(0);
    const available = availableSlotsResponseSchema.parse(
      await (await t.request(`/booking-service/available-slots/${service!.id}`)).json(),
    );
    const flat = available.data.flatMap((day) => day.slots);
    expect(flat.length).toBeGreaterThan(0);
    expect(flat.every((slot) => slot.remaining > 0 && Date.parse(slot.startsAt) > Date.now())).toBe(true);
    expect(flat.length).toBeLessThanOrEqual(slots.data.length);
    expect((await t.request('/booking-service/time-slots/99999')).status).toBe(404);
  });
});

describe('rewards', () => {
  it('groups rewards under 500 points and 500 and above, with badges and validity', async () => {
    const { data } = rewardListResponseSchema.parse(await (await t.request('/rewards/')).json());
    const [under, over] = data.groups;
    expect(under!.key).toBe('under_500');
    expect(under!.rewards.every((reward) => reward.pointsCost <= 499)).toBe(true);
    expect(under!.rewards.some((reward) => reward.pointsCost === 499)).toBe(true);
    expect(over!.key).toBe('500_and_above');
    expect(over!.rewards.length).toBeGreaterThan(0);
    expect(over!.rewards.every((reward) => reward.pointsCost >= 500)).toBe(true);
    const all = [...under!.rewards, ...over!.rewards];
    expect(all.some((reward) => reward.isNew)).toBe(true);
    expect(all.some((reward) => reward.fullyRedeemed)).toBe(true);
    expect(all.every((reward) => /^\d{4}-\d{2}-\d{2}$/.test(reward.validUntil))).toBe(true);
  });
});
