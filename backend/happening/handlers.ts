import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { activities, activityTimeSlots, artists, bookingQuestions, happeningBanners } from '@/backend/db/schema';
import { notFoundError } from '@/backend/http/errors';
import type { AppEnv, Db } from '@/backend/types';
import {
  activityGroupListResponseSchema,
  activityListResponseSchema,
  activityResponseSchema,
  availableSlotsResponseSchema,
  bookingPageListResponseSchema,
  bookingQuestionsResponseSchema,
  happeningBannerListResponseSchema,
  timeSlotListResponseSchema,
  type ActivityKind,
  type CountryCode,
  type TimeSlot,
} from '@/contract';
import { bannerImageUrl } from '@/backend/shared/media-urls';
import { serialize } from '@/backend/shared/respond';
import { localize } from '@/backend/shared/text';
import { findActivities, findActivityGroups } from './query';
import { ensureSchedule } from './schedule';
import {
  availableSlotsRoute,
  beautyClassesRoute,
  beautyServicesRoute,
  bookingActivitiesRoute,
  bookingActivityRoute,
  bookingPagesRoute,
  bookingQuestionsRoute,
  happeningActivitiesRoute,
  happeningActivityRoute,
  happeningBannersRoute,
  happeningGroupsRoute,
  timeSlotsRoute,
} from './routes';

/** The activity id behind `{id}` (numeric id or slug) in the country, or 404. */
async function activityIdOf(db: Db, country: CountryCode, idOrSlug: string): Promise<number> {
  const numeric = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.country, country),
        numeric ? eq(activities.id, Number(idOrSlug)) : eq(activities.slug, idOrSlug),
      ),
    )
    .limit(1);
  if (!row) throw notFoundError();
  return row.id;
}

function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

async function loadSlots(
  db: Db,
  activityId: number,
  range: { from?: string; to?: string; artist?: number },
  onlyAvailable: boolean,
): Promise<TimeSlot[]> {
  const now = new Date();
  await ensureSchedule(db, now);
  const from = range.from ? dayStart(range.from) : dayStart(now.toISOString().slice(0, 10));
  const to = range.to
    ? new Date(dayStart(range.to).getTime() + 86_400_000)
    : new Date(from.getTime() + 31 * 86_400_000);
  const conditions = [
    eq(activityTimeSlots.activityId, activityId),
    gte(activityTimeSlots.startsAt, onlyAvailable && from < now ? now : from),
    lt(activityTimeSlots.startsAt, to),
  ];
  if (range.artist !== undefined) conditions.push(eq(activityTimeSlots.artistId, range.artist));
  if (onlyAvailable) conditions.push(sql`${activityTimeSlots.booked} < ${activityTimeSlots.capacity}`);
  const rows = await db
    .select({ slot: activityTimeSlots, artist: artists })
    .from(activityTimeSlots)
    .leftJoin(artists, eq(artists.id, activityTimeSlots.artistId))
    .where(and(...conditions))
    .orderBy(asc(activityTimeSlots.startsAt), asc(activityTimeSlots.id));
  return rows.map(({ slot, artist }) => ({
    id: slot.id,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    artist: artist ? { id: artist.id, name: artist.name, specialty: artist.specialty } : null,
    capacity: slot.capacity,
    remaining: Math.max(0, slot.capacity - slot.booked),
  }));
}

export function registerHappeningRoutes(app: OpenAPIHono<AppEnv>): void {
  const lists: Array<[typeof happeningActivitiesRoute, ActivityKind | undefined]> = [
    [happeningActivitiesRoute, undefined],
    [bookingActivitiesRoute, undefined],
    [beautyClassesRoute, 'class'],
    [beautyServicesRoute, 'service'],
  ];
  for (const [route, fixedKind] of lists) {
    app.openapi(route, async (c) => {
      const query = c.req.valid('query');
      const data = await findActivities(c.var.db, c.var.country, c.var.language, {
        kind: fixedKind ?? query.kind,
        group: query.group,
        store: query.store,
      });
      return c.json(serialize(activityListResponseSchema, { data }), 200);
    });
  }

  for (const route of [happeningActivityRoute, bookingActivityRoute]) {
    app.openapi(route, async (c) => {
      const [activity] = await findActivities(c.var.db, c.var.country, c.var.language, {
        idOrSlug: c.req.valid('param').id,
      });
      if (!activity) throw notFoundError();
      return c.json(serialize(activityResponseSchema, { data: activity }), 200);
    });
  }

  app.openapi(bookingPagesRoute, async (c) => {
    const { db, country, language } = c.var;
    const counts = await db
      .select({ kind: activities.kind, count: sql<number>`count(*)::int` })
      .from(activities)
      .where(eq(activities.country, country))
      .groupBy(activities.kind);
    const groups = await findActivityGroups(db, country, language, {});
    const pages = [
      { kind: 'service' as const, href: '/happening/beauty-services' },
      { kind: 'class' as const, href: '/happening/services?kind=class' },
      { kind: 'event' as const, href: '/happening/services?kind=event' },
    ].map((page) => {
      const group = groups.find((entry) => entry.kind === page.kind);
      return {
        ...page,
        title: group?.name ?? page.kind,
        description: group?.description ?? '',
        activityCount: counts.find((entry) => entry.kind === page.kind)?.count ?? 0,
      };
    });
    return c.json(serialize(bookingPageListResponseSchema, { data: pages }), 200);
  });

  app.openapi(happeningGroupsRoute, async (c) => {
    const data = await findActivityGroups(c.var.db, c.var.country, c.var.language, c.req.valid('query'));
    return c.json(serialize(activityGroupListResponseSchema, { data }), 200);
  });

  app.openapi(happeningBannersRoute, async (c) => {
    // In preview (the credential is checked in front of the route) an editor also sees drafts and
    // the banners of the segments they chose; everyone else, what is published for everyone.
    const preview = c.req.valid('header')['x-preview-mode']?.trim().toLowerCase() === 'true';
    const { user_segments: segments } = c.req.valid('query');
    const rows = await c.var.db
      .select()
      .from(happeningBanners)
      .where(eq(happeningBanners.country, c.var.country))
      .orderBy(asc(happeningBanners.position));
    const shown = rows.filter((row) =>
      preview
        ? row.segment === null || segments.includes(row.segment)
        : row.segment === null && row.status === 'published',
    );
    const data = shown.map((row) => ({
      id: row.id,
      title: localize(row.title, c.var.language),
      subtitle: localize(row.subtitle, c.var.language),
      imageUrl: bannerImageUrl(`happening-${row.id}`),
      link: row.link,
      status: row.status,
      segment: row.segment,
    }));
    return c.json(serialize(happeningBannerListResponseSchema, { data }), 200);
  });

  app.openapi(bookingQuestionsRoute, async (c) => {
    const activityId = await activityIdOf(c.var.db, c.var.country, c.req.valid('param').id);
    const [row] = await c.var.db
      .select()
      .from(bookingQuestions)
      .where(eq(bookingQuestions.activityId, activityId))
      .limit(1);
    const questions = (row?.questions ?? []).map((question) => ({
      ...question,
      label: localize(question.label, c.var.language),
    }));
    return c.json(serialize(bookingQuestionsResponseSchema, { data: { activityId, questions } }), 200);
  });

  app.openapi(timeSlotsRoute, async (c) => {
    const activityId = await activityIdOf(c.var.db, c.var.country, c.req.valid('param').id);
    const data = await loadSlots(c.var.db, activityId, c.req.valid('query'), false);
    return c.json(serialize(timeSlotListResponseSchema, { data }), 200);
  });

  app.openapi(availableSlotsRoute, async (c) => {
    const activityId = await activityIdOf(c.var.db, c.var.country, c.req.valid('param').id);
    const slots = await loadSlots(c.var.db, activityId, c.req.valid('query'), true);
    const byDay = new Map<string, TimeSlot[]>();
    for (const slot of slots) {
      const day = slot.startsAt.slice(0, 10);
      const list = byDay.get(day) ?? [];
      list.push(slot);
      byDay.set(day, list);
    }
    const data = [...byDay].map(([date, daySlots]) => ({ date, slots: daySlots }));
    return c.json(serialize(availableSlotsResponseSchema, { data }), 200);
  });
}
