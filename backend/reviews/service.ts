import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { orderLines, orders, productOffers, productReviews, products, users } from '@/backend/db/schema';
import { getLookups } from '@/backend/catalogue/shared/lookups';
import { productImageUrl } from '@/backend/shared/media-urls';
import { ApiError, notFoundError } from '@/backend/http/errors';
import { appendPoints } from '@/backend/loyalty/ledger';
import type { Db } from '@/backend/types';
import {
  type MemberReview,
  ONLINE_REVIEW_POINTS,
  PUBLISHED_REVIEW_POINTS,
  type Language,
  type ReviewProduct,
  type ReviewSort,
} from '@/contract';

type ReviewRow = typeof productReviews.$inferSelect;

export const notBoughtError = () =>
  new ApiError(403, 'review_not_allowed', 'Only a product of a paid order can be reviewed.');

async function reviewProducts(db: Db, ids: number[]): Promise<Map<number, ReviewProduct>> {
  if (ids.length === 0) return new Map();
  const lookups = await getLookups(db);
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name, brandId: products.brandId })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        name: row.name,
        brandName: lookups.brandById.get(row.brandId)?.name ?? '',
        imageUrl: productImageUrl(row.id),
      },
    ]),
  );
}

function toMemberReview(row: ReviewRow, product: ReviewProduct): MemberReview {
  return {
    id: row.id,
    product,
    rating: row.rating,
    title: row.title,
    body: row.body,
    recommended: row.recommended,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

async function presentOne(db: Db, row: ReviewRow): Promise<MemberReview> {
  const product = (await reviewProducts(db, [row.productId])).get(row.productId);
  if (!product) throw notFoundError();
  return toMemberReview(row, product);
}

/** Products of the member's paid orders, most recently bought first. */
async function boughtProductIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: orderLines.productId, lastPaid: sql<string>`max(${orders.paidAt})`.as('last_paid') })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt), eq(orderLines.type, 'product')))
    .groupBy(orderLines.productId)
    .orderBy(desc(sql`last_paid`), asc(orderLines.productId));
  return rows.map((row) => row.productId);
}

export async function hasBought(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        isNotNull(orders.paidAt),
        eq(orderLines.type, 'product'),
        eq(orderLines.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function memberReviews(db: Db, userId: number) {
  const [bought, rows] = await Promise.all([
    boughtProductIds(db, userId),
    db
      .select()
      .from(productReviews)
      .where(eq(productReviews.userId, userId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id)),
  ]);
  const reviewed = new Set(rows.map((row) => row.productId));
  const awaitingIds = bought.filter((id) => !reviewed.has(id));
  const byId = await reviewProducts(db, [...new Set([...awaitingIds, ...reviewed])]);
  return {
    awaiting: awaitingIds.flatMap((id) => {
      const product = byId.get(id);
      return product ? [product] : [];
    }),
    reviews: rows.flatMap((row) => {
      const product = byId.get(row.productId);
      return product ? [toMemberReview(row, product)] : [];
    }),
  };
}

export interface ReviewWrite {
  productId: number;
  rating: number;
  title: string;
  body: string;
  recommended: boolean | null;
}

/**
 * Writes the member's review of a product they bought, pending until published. One review per
 * member per product: the insert does nothing when one exists (a unique index decides between
 * racing submits), and only the request whose insert wrote the row earns the writing points.
 */
export async function writeReview(
  db: Db,
  userId: number,
  input: ReviewWrite,
): Promise<{ review: MemberReview; created: boolean; pointsEarned: number }> {
  if (!(await hasBought(db, userId, input.productId))) throw notBoughtError();
  const [member] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw notFoundError();
  const authorName = `${member.firstName} ${member.lastName.slice(0, 1)}.`.trim();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(productReviews)
      .values({
        productId: input.productId,
        userId,
        authorName,
        rating: input.rating,
        title: input.title,
        body: input.body,
        recommended: input.recommended,
        status: 'pending',
        createdAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      const product = await presentOne(tx, inserted);
      await appendPoints(tx, {
        userId,
        source: 'online_review',
        points: ONLINE_REVIEW_POINTS,
        subject: product.product.name,
        reviewId: inserted.id,
      });
      return { review: product, created: true, pointsEarned: ONLINE_REVIEW_POINTS };
    }
    const [existing] = await tx
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, input.productId)));
    if (!existing) throw notFoundError();
    return { review: await presentOne(tx, existing), created: false, pointsEarned: 0 };
  });
}

/**
 * Publishes a pending review: the conditional update changes only a pending review, so publishing
 * again (or twice at once) changes nothing and earns nothing. The product's rating summary takes
 * the new rating in the same transaction.
 */
export async function publishReview(db: Db, reviewId: number): Promise<{ review: MemberReview; pointsEarned: number }> {
  return db.transaction(async (tx) => {
    const [published] = await tx
      .update(productReviews)
      .set({ status: 'published', publishedAt: sql`now()` })
      .where(and(eq(productReviews.id, reviewId), eq(productReviews.status, 'pending')))
      .returning();
    if (!published) {
      const [row] = await tx.select().from(productReviews).where(eq(productReviews.id, reviewId));
      if (!row) throw notFoundError();
      return { review: await presentOne(tx, row), pointsEarned: 0 };
    }
    // The product row is locked so parallel publications of its reviews add up.
    const [summary] = await tx
      .select({
        average: products.ratingAverage,
        count: products.ratingCount,
        distribution: products.ratingDistribution,
      })
      .from(products)
      .where(eq(products.id, published.productId))
      .for('update');
    if (summary) {
      const distribution = [...summary.distribution];
      distribution[published.rating - 1] = (distribution[published.rating - 1] ?? 0) + 1;
      const count = summary.count + 1;
      await tx
        .update(products)
        .set({
          ratingAverage: (summary.average * summary.count + published.rating) / count,
          ratingCount: count,
          ratingDistribution: distribution,
        })
        .where(eq(products.id, published.productId));
    }
    const review = await presentOne(tx, published);
    let pointsEarned = 0;
    if (published.userId !== null) {
      await appendPoints(tx, {
        userId: published.userId,
        source: 'published_review',
        points: PUBLISHED_REVIEW_POINTS,
        subject: review.product.name,
        reviewId: published.id,
      });
      pointsEarned = PUBLISHED_REVIEW_POINTS;
    }
    return { review, pointsEarned };
  });
}

const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  recent: [desc(productReviews.createdAt), desc(productReviews.id)],
  rating_desc: [desc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
  rating_asc: [asc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
};

/** A page of a product's published reviews, in the page's language where a translation is given. */
export async function productReviewsPage(
  db: Db,
  country: string,
  language: Language,
  slug: string,
  query: { sort: ReviewSort; page: number; perPage: number },
) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, country)))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product) throw notFoundError();
  const where = and(eq(productReviews.productId, product.id), eq(productReviews.status, 'published'));
  const [counted, rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(productReviews)
      .where(where),
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    data: rows.map((review) => ({
      id: review.id,
      authorName: review.authorName,
      rating: review.rating,
      title: review.translations?.[language]?.title ?? review.title,
      body: review.translations?.[language]?.body ?? review.body,
      recommended: review.recommended,
      createdAt: review.createdAt.toISOString(),
    })),
    meta: { page: query.page, perPage: query.perPage, total, totalPages: Math.ceil(total / query.perPage) },
  };
}
