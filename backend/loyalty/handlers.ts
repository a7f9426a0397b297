import type { OpenAPIHono } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { products, rewards, users } from '@/backend/db/schema';
import { productCardsByIds } from '@/backend/catalogue/products/query';
import { commerceClock } from '@/backend/shared/clock';
import type { AppEnv } from '@/backend/types';
import { currentUserRow } from '@/backend/auth/routes';
import {
  beautyPassSaleResponseSchema,
  loyaltySummarySchema,
  pointsHistoryResponseSchema,
  REWARD_GROUP_THRESHOLD,
  rewardListResponseSchema,
  type Reward,
} from '@/contract';
import { getLookups } from '@/backend/catalogue/shared/lookups';
import { variantImageUrl } from '@/backend/shared/media-urls';
import { serialize } from '@/backend/shared/respond';
import { localize } from '@/backend/shared/text';
import { beautyPassSaleRoute, listRewardsRoute, loyaltySummaryRoute, pointsHistoryRoute } from './routes';
import { currentSale, memberPrice, saleAccess } from './sale';
import { loyaltySummary, pointsHistory } from './summary';

export function registerLoyaltyRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRewardsRoute, async (c) => {
    const { db, country, language } = c.var;
    const lookups = await getLookups(db);
    const rows = await db
      .select({ reward: rewards, brandId: products.brandId })
      .from(rewards)
      .innerJoin(products, eq(products.id, rewards.productId))
      .where(eq(rewards.country, country))
      .orderBy(asc(rewards.pointsCost), asc(rewards.position));
    const all: Reward[] = rows.map(({ reward, brandId }) => {
      const brand = lookups.brandById.get(brandId);
      return {
        id: reward.id,
        name: localize(reward.name, language),
        brand: { id: brandId, slug: brand?.slug ?? '', name: brand?.name ?? '' },
        productId: reward.productId,
        variantId: reward.variantId,
        imageUrl: variantImageUrl(reward.variantId),
        pointsCost: reward.pointsCost,
        isNew: reward.isNew,
        fullyRedeemed: reward.fullyRedeemed,
        minimumTier: reward.minimumTier,
        validUntil: reward.validUntil,
      };
    });
    return c.json(
      serialize(rewardListResponseSchema, {
        data: {
          groups: [
            {
              key: 'under_500',
              minPoints: 0,
              maxPoints: REWARD_GROUP_THRESHOLD - 1,
              rewards: all.filter((reward) => reward.pointsCost < REWARD_GROUP_THRESHOLD),
            },
            {
              key: '500_and_above',
              minPoints: REWARD_GROUP_THRESHOLD,
              maxPoints: null,
              rewards: all.filter((reward) => reward.pointsCost >= REWARD_GROUP_THRESHOLD),
            },
          ],
        },
      }),
      200,
    );
  });

  app.openapi(beautyPassSaleRoute, async (c) => {
    const { db, country, language } = c.var;
    const now = commerceClock.now();
    const sale = await currentSale(db, country, now);
    if (!sale) return c.json(serialize(beautyPassSaleResponseSchema, { data: null }), 200);
    const userId = c.get('user')?.id;
    const [member] =
      userId === undefined ? [] : await db.select({ tier: users.loyaltyTier }).from(users).where(eq(users.id, userId));
    const { access, opensAt } = saleAccess(sale, member?.tier ?? null, now);
    const cards = await productCardsByIds(db, country, language, sale.productIds);
    return c.json(
      serialize(beautyPassSaleResponseSchema, {
        data: {
          title: localize(sale.title, language),
          percentOff: sale.percentOff,
          goldOpensAt: sale.goldOpensAt.toISOString(),
          blackOpensAt: sale.blackOpensAt.toISOString(),
          endsAt: sale.endsAt.toISOString(),
          access,
          opensAt: opensAt?.toISOString() ?? null,
          products: cards.map((card) => {
            const price = card.salePrice ?? card.price;
            return { ...card, memberPrice: { ...price, amount: memberPrice(price.amount, sale.percentOff) } };
          }),
        },
      }),
      200,
    );
  });

  app.openapi(loyaltySummaryRoute, async (c) => {
    const user = await currentUserRow(c);
    const summary = await loyaltySummary(c.var.db, user, c.var.country);
    return c.json(serialize(loyaltySummarySchema, summary), 200);
  });

  app.openapi(pointsHistoryRoute, async (c) => {
    const user = await currentUserRow(c);
    const { page, per_page: perPage } = c.req.valid('query');
    const history = await pointsHistory(c.var.db, user.id, page, perPage);
    return c.json(serialize(pointsHistoryResponseSchema, history), 200);
  });
}
