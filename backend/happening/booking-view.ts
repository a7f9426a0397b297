import { eq } from 'drizzle-orm';
import { money } from '@/backend/shared/money';
import { localize } from '@/backend/shared/text';
import { activities, activityTimeSlots, artists, stores, type BookingRow } from '@/backend/db/schema';
import { notFoundError } from '@/backend/http/errors';
import { COUNTRIES, type Booking } from '@/contract';
import type { BookingContext } from './booking-context';
import { manageToken } from './booking-tokens';

export async function bookingView(ctx: BookingContext, row: BookingRow, now: Date): Promise<Booking> {
  const [joined] = await ctx.db
    .select({ activity: activities, store: stores, slot: activityTimeSlots, artist: artists })
    .from(activityTimeSlots)
    .innerJoin(activities, eq(activities.id, activityTimeSlots.activityId))
    .innerJoin(stores, eq(stores.id, activities.storeId))
    .leftJoin(artists, eq(artists.id, activityTimeSlots.artistId))
    .where(eq(activityTimeSlots.id, row.slotId));
  if (!joined) throw notFoundError();
  const { activity, store, slot, artist } = joined;
  const isExpired = row.status !== 'cancelled' && slot.startsAt <= now;
  const country = ctx.country;
  return {
    number: row.number,
    status: isExpired ? 'expired' : row.status,
    changeable: !isExpired && row.status !== 'cancelled',
    activity: {
      id: activity.id,
      slug: activity.slug,
      kind: activity.kind,
      title: localize(activity.title, ctx.language),
      durationMinutes: activity.durationMinutes,
    },
    store: {
      id: store.id,
      slug: store.slug,
      name: store.name,
      address: store.address,
      city: store.city,
      timeZone: store.timeZone,
    },
    slot: { id: slot.id, startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() },
    artist: artist ? { id: artist.id, name: artist.name, specialty: artist.specialty } : null,
    price: money(country, activity.price),
    currencySymbol: COUNTRIES[country].currency.symbol,
    contact: { fullName: row.fullName, email: row.email, phone: row.phone },
    answers: row.answers,
    member: row.userId !== null,
    manageToken: manageToken(ctx.secret, row.number),
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
