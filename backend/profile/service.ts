import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beautyProfiles, type BeautyProfileRow, categories } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { appendPoints } from '@/backend/loyalty/ledger';
import type { Db } from '@/backend/types';
import { BEAUTY_PROFILE_POINTS, type BeautyProfile, type BeautyProfileInput } from '@/contract';

const EMPTY: BeautyProfileInput = {
  skinType: null,
  skinConcerns: [],
  skinTone: null,
  hairType: null,
  hairConcerns: [],
  eyeColour: null,
  favouriteCategories: [],
};

/** Complete when every section has an answer. */
export function isComplete(profile: BeautyProfileInput): boolean {
  return (
    profile.skinType !== null &&
    profile.skinConcerns.length > 0 &&
    profile.skinTone !== null &&
    profile.hairType !== null &&
    profile.hairConcerns.length > 0 &&
    profile.eyeColour !== null &&
    profile.favouriteCategories.length > 0
  );
}

function fromRow(row: BeautyProfileRow | undefined): BeautyProfileInput & { completedAt: Date | null } {
  if (!row) return { ...EMPTY, completedAt: null };
  return {
    skinType: row.skinType as BeautyProfileInput['skinType'],
    skinConcerns: row.skinConcerns as BeautyProfileInput['skinConcerns'],
    skinTone: row.skinTone as BeautyProfileInput['skinTone'],
    hairType: row.hairType as BeautyProfileInput['hairType'],
    hairConcerns: row.hairConcerns as BeautyProfileInput['hairConcerns'],
    eyeColour: row.eyeColour as BeautyProfileInput['eyeColour'],
    favouriteCategories: row.favouriteCategories,
    completedAt: row.completedAt,
  };
}

function present(profile: BeautyProfileInput & { completedAt: Date | null }, pointsEarned: number): BeautyProfile {
  const { completedAt, ...sections } = profile;
  return { ...sections, complete: isComplete(sections), completedAt: completedAt?.toISOString() ?? null, pointsEarned };
}

export async function readBeautyProfile(db: Db, userId: number): Promise<BeautyProfile> {
  const [row] = await db.select().from(beautyProfiles).where(eq(beautyProfiles.userId, userId));
  return present(fromRow(row), 0);
}

/**
 * Saves the whole profile. The first save that fills every section marks it complete with a
 * conditional update (only a row not yet complete changes), and only the request whose update
 * changed it appends the completion points, so parallel saves earn them once.
 */
export async function saveBeautyProfile(db: Db, userId: number, input: BeautyProfileInput): Promise<BeautyProfile> {
  if (input.favouriteCategories.length > 0) {
    const tops = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.level, 1), inArray(categories.slug, input.favouriteCategories)));
    if (tops.length !== input.favouriteCategories.length) {
      throw new ApiError(422, 'unknown_category', 'A favourite category is not a top category of the catalogue.');
    }
  }
  return db.transaction(async (tx) => {
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(beautyProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: beautyProfiles.userId, set: values });
    let pointsEarned = 0;
    if (isComplete(input)) {
      const [first] = await tx
        .update(beautyProfiles)
        .set({ completedAt: sql`now()` })
        .where(and(eq(beautyProfiles.userId, userId), isNull(beautyProfiles.completedAt)))
        .returning({ userId: beautyProfiles.userId });
      if (first) {
        await appendPoints(tx, { userId, source: 'completed_beauty_profile', points: BEAUTY_PROFILE_POINTS });
        pointsEarned = BEAUTY_PROFILE_POINTS;
      }
    }
    const [row] = await tx.select().from(beautyProfiles).where(eq(beautyProfiles.userId, userId));
    return present(fromRow(row), pointsEarned);
  });
}
