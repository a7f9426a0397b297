import type { InferInsertModel } from 'drizzle-orm';
import { giftsWithPurchase, giftWithPurchaseItems, promos, rewards, samples } from '@/backend/db/schema';
import { roundPrice } from '@/backend/catalogue/shared/money';
import type { Db } from '@/backend/types';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@/lib/api/contract';
import { insertBatched } from './insert';
import { CATALOGUE_EPOCH, type SeededCatalogue } from './products';
import { Random } from './random';

/** Reward costs: the boutique groups them under 500 and from 500 up (499 sits in the first group). */
const REWARD_COSTS = [100, 150, 200, 250, 300, 400, 450, 499, 500, 600, 750, 1000, 1500, 2000, 3000, 5000];

const DAY = 86_400_000;

/** A whole amount of the country's currency, in minor units (e.g. 50 → S$50.00 or Rp50). */
function units(country: CountryCode, major: number): number {
  return roundPrice(country, major * 10 ** COUNTRIES[country].currency.fractionDigits);
}

/** Minimum spends of about US$60 in each currency. */
const MINIMUM_SPEND: Record<CountryCode, number> = {
  au: 80,
  hk: 480,
  id: 900_000,
  my: 250,
  nz: 90,
  ph: 3_000,
  sg: 80,
  th: 2_000,
};

function rewardName(productName: string, cost: number) {
  const kind = cost >= 1500 ? 'full size' : cost >= 500 ? 'travel size' : 'deluxe sample';
  return {
    en: `${productName} (${kind})`,
    id: `${productName} (${cost >= 1500 ? 'ukuran penuh' : cost >= 500 ? 'ukuran travel' : 'sampel deluxe'})`,
    th: `${productName} (${cost >= 1500 ? 'ขนาดจริง' : cost >= 500 ? 'ขนาดพกพา' : 'ขนาดทดลอง'})`,
    zh: `${productName}（${cost >= 1500 ? '正裝' : cost >= 500 ? '旅行裝' : '豪華試用裝'}）`,
  };
}

/**
 * Rewards stay valid for months after the day the database is seeded (`today`), so that a fresh
 * database always has rewards to redeem; the rest of the data does not depend on the date.
 */
export async function seedRewardsPromosGifts(db: Db, catalogue: SeededCatalogue, today: Date): Promise<void> {
  const random = Random.from('commerce');
  const rewardRows: Array<InferInsertModel<typeof rewards>> = [];
  const promoRows: Array<InferInsertModel<typeof promos>> = [];
  const giftRows: Array<InferInsertModel<typeof giftsWithPurchase>> = [];
  const giftItemRows: Array<InferInsertModel<typeof giftWithPurchaseItems>> = [];
  const sampleRows: Array<InferInsertModel<typeof samples>> = [];
  let promoId = 1;
  let giftId = 1;

  const fentyId = catalogue.brandIds.get('fenty-beauty') ?? 1;
  const houseId = catalogue.brandIds.get('halcyon-collection') ?? 1;

  for (const country of COUNTRY_CODES) {
    const sold = catalogue.productsByCountry.get(country) ?? [];
    const pickProducts = (count: number): number[] => random.sample(sold, count);

    pickProducts(REWARD_COSTS.length).forEach((productId, index) => {
      const cost = REWARD_COSTS[index] ?? 500;
      rewardRows.push({
        country,
        productId,
        variantId: catalogue.firstVariantOf.get(productId) ?? 1,
        name: rewardName(catalogue.nameOf.get(productId) ?? 'Beauty', cost),
        pointsCost: cost,
        isNew: index % 5 === 1,
        fullyRedeemed: index % 6 === 4,
        minimumTier: cost >= 3000 ? 'gold' : cost >= 1500 ? 'black' : null,
        validUntil: new Date(
          Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + (90 + index * 30) * DAY,
        )
          .toISOString()
          .slice(0, 10),
        position: index + 1,
      });
    });

    const forever = null;
    const started = new Date(CATALOGUE_EPOCH.getTime() - 30 * DAY);
    const limitedProducts = pickProducts(5);
    // One promo per rule of spec §5; codes are case sensitive.
    type PromoRule = Omit<InferInsertModel<typeof promos>, 'country' | 'startsAt'> & { startsAt?: Date };
    const rules: PromoRule[] = [
      {
        code: 'WELCOME10',
        details: '10% off your order',
        terms: 'One promo per order.',
        discountType: 'percent',
        discountValue: 10,
      },
      {
        code: 'SAVE20',
        details: `20% off when you spend ${MINIMUM_SPEND[country]} or more`,
        terms: 'Minimum order applies before discounts.',
        discountType: 'percent',
        discountValue: 20,
        minimumSpend: units(country, MINIMUM_SPEND[country]),
      },
      {
        code: 'FIRSTBUY',
        details: '15% off your first order',
        terms: 'For first-time customers only.',
        discountType: 'percent',
        discountValue: 15,
        firstTimeOnly: true,
      },
      {
        code: 'FENTY15',
        details: '15% off Fenty Beauty',
        terms: 'Valid on Fenty Beauty products only.',
        discountType: 'percent',
        discountValue: 15,
        brandIds: [fentyId],
      },
      {
        code: 'HALCYON25',
        details: '25% off Halcyon Collection',
        terms: 'Valid on Halcyon Collection products only.',
        discountType: 'percent',
        discountValue: 25,
        brandIds: [houseId],
      },
      {
        code: 'PICKS5',
        details: `${units(country, 5)} off selected products`,
        terms: 'Valid on selected products only.',
        discountType: 'fixed',
        discountValue: units(country, MINIMUM_SPEND[country] / 8),
        productIds: limitedProducts,
      },
      {
        code: 'SUMMER2025',
        details: '20% off everything',
        terms: 'Expired promotion.',
        discountType: 'percent',
        discountValue: 20,
        startsAt: new Date('2025-06-01T00:00:00Z'),
        endsAt: new Date('2025-08-31T23:59:59Z'),
      },
      {
        code: 'NOCREDITS',
        details: '12% off, cannot be combined with store credits',
        terms: 'Cannot be used together with store credits.',
        discountType: 'percent',
        discountValue: 12,
        combinableWithCredits: false,
      },
    ];
    const countryPromos: Array<InferInsertModel<typeof promos>> = rules.map((promo) => ({
      country,
      startsAt: started,
      endsAt: forever,
      ...promo,
      id: promoId++,
    }));
    promoRows.push(...countryPromos);

    const spendGift = giftId++;
    giftRows.push({
      id: spendGift,
      country,
      title: 'Choose 2 free gifts',
      promoId: null,
      brandId: null,
      minimumSpend: units(country, MINIMUM_SPEND[country]),
      maxSelectable: 2,
      startsAt: started,
      endsAt: null,
    });
    const brandGift = giftId++;
    const fentyPromo = countryPromos.find((promo) => promo.code === 'FENTY15');
    giftRows.push({
      id: brandGift,
      country,
      title: 'Fenty Beauty mini with FENTY15',
      promoId: fentyPromo?.id ?? null,
      brandId: fentyId,
      minimumSpend: 0,
      maxSelectable: 1,
      startsAt: started,
      endsAt: null,
    });
    const giftProducts = pickProducts(6);
    giftProducts.forEach((productId, index) => {
      giftItemRows.push({
        giftId: index < 4 ? spendGift : brandGift,
        variantId: catalogue.firstVariantOf.get(productId) ?? 1,
        stock: index === 2 ? 0 : random.int(20, 500),
      });
    });

    pickProducts(8).forEach((productId, index) => {
      sampleRows.push({
        country,
        variantId: catalogue.firstVariantOf.get(productId) ?? 1,
        name: `${catalogue.nameOf.get(productId) ?? 'Deluxe'} sample`,
        stock: index === 7 ? 0 : random.int(50, 1000),
        fullyRedeemed: index === 7,
        position: index + 1,
      });
    });
  }

  await insertBatched(db, rewards, rewardRows);
  await insertBatched(db, promos, promoRows);
  await insertBatched(db, giftsWithPurchase, giftRows);
  await insertBatched(db, giftWithPurchaseItems, giftItemRows);
  await insertBatched(db, samples, sampleRows);
}
