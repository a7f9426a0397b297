import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { activities, activityGroups, activityTimeSlots, artists, stores } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import { COUNTRIES, type Activity, type ActivityKind, type CountryCode, type Language } from '@/contract';
import { activityImageUrl } from '@/backend/shared/media-urls';
import { money } from '@/backend/shared/money';
import { localize } from '@/backend/shared/text';
import { ensureSchedule } from './schedule';

export interface ActivityFilter {
  kind?: ActivityKind;
  /** Activity group slug. */
  group?: string;
  /** Store slug. */
  store?: string;
  /** Numeric id or slug of one activity. */
  idOrSlug?: string;
}

type ArtistRow = typeof artists.$inferSelect;

export async function findActivities(
  db: Db,
  country: CountryCode,
  language: Language,
  filter: ActivityFilter,
  now: Date = new Date(),
): Promise<Activity[]> {
  await ensureSchedule(db, now);
  const conditions: SQL[] = [eq(activities.country, country)];
  if (filter.kind) conditions.push(eq(activities.kind, filter.kind));
  if (filter.group) conditions.push(eq(activityGroups.slug, filter.group));
  if (filter.store) conditions.push(eq(stores.slug, filter.store));
  if (filter.idOrSlug !== undefined) {
    conditions.push(
      /^\d{1,9}$/.test(filter.idOrSlug)
        ? eq(activities.id, Number(filter.idOrSlug))
        : eq(activities.slug, filter.idOrSlug),
    );
  }
  const rows = await db
    .select({ activity: activities, group: activityGroups, store: stores })
    .from(activities)
    .innerJoin(activityGroups, eq(activityGroups.id, activities.groupId))
    .innerJoin(stores, eq(stores.id, activities.storeId))
    .where(and(...conditions))
    .orderBy(asc(stores.position), asc(activities.position), asc(activities.id));
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.activity.id);
  const artistIds = [...new Set(rows.flatMap((row) => row.activity.artistIds))];
  const [slotRows, artistRows] = await Promise.all([
    db
      .select({
        activityId: activityTimeSlots.activityId,
        remaining: sql<number>`coalesce(sum(${activityTimeSlots.capacity} - ${activityTimeSlots.booked}), 0)::int`,
        next: sql<
          string | null
        >`min(${activityTimeSlots.startsAt}) filter (where ${activityTimeSlots.booked} < ${activityTimeSlots.capacity})`,
      })
      .from(activityTimeSlots)
      .where(and(inArray(activityTimeSlots.activityId, ids), gt(activityTimeSlots.startsAt, now)))
      .groupBy(activityTimeSlots.activityId),
    artistIds.length > 0
      ? db.select().from(artists).where(inArray(artists.id, artistIds))
      : Promise.resolve<ArtistRow[]>([]),
  ]);
  const slots = new Map(slotRows.map((row) => [row.activityId, row]));
  const artistById = new Map(artistRows.map((row) => [row.id, row]));
  const { symbol } = COUNTRIES[country].currency;

  return rows.map(({ activity, group, store }) => {
    const slot = slots.get(activity.id);
    return {
      id: activity.id,
      slug: activity.slug,
      kind: activity.kind,
      title: localize(activity.title, language),
      description: localize(activity.description, language),
      durationMinutes: activity.durationMinutes,
      price: money(country, activity.price),
      currencySymbol: symbol,
      capacity: activity.capacity,
      remainingSlots: slot?.remaining ?? 0,
      appOnly: activity.appOnly,
      invitedTier: activity.invitedTier,
      group: { id: group.id, slug: group.slug, name: localize(group.name, language) },
      store: { id: store.id, slug: store.slug, name: store.name, timeZone: store.timeZone },
      artists: activity.artistIds.flatMap((id) => {
        const artist = artistById.get(id);
        return artist ? [{ id: artist.id, name: artist.name, specialty: artist.specialty }] : [];
      }),
      imageUrl: activityImageUrl(activity.id),
      nextSlotAt: slot?.next ? new Date(slot.next).toISOString() : null,
    };
  });
}

export async function findActivityGroups(
  db: Db,
  country: CountryCode,
  language: Language,
  filter: { kind?: ActivityKind; store?: string },
) {
  const conditions: SQL[] = [eq(activityGroups.country, country)];
  if (filter.kind) conditions.push(eq(activityGroups.kind, filter.kind));
  const storeCondition = filter.store ? sql` and s.slug = ${filter.store}` : sql``;
  const rows = await db
    .select({
      group: activityGroups,
      activityCount: sql<number>`(select count(*)::int from activities a join stores s on s.id = a.store_id where a.group_id = "activity_groups"."id"${storeCondition})`,
    })
    .from(activityGroups)
    .where(and(...conditions))
    .orderBy(asc(activityGroups.position));
  return rows
    .filter((row) => !filter.store || row.activityCount > 0)
    .map(({ group, activityCount }) => ({
      id: group.id,
      slug: group.slug,
      name: localize(group.name, language),
      kind: group.kind,
      description: localize(group.description, language),
      activityCount,
    }));
}
