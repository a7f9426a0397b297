import type { InferInsertModel } from 'drizzle-orm';
import {
  beautyPassSales,
  giftCards,
  giftsWithPurchase,
  giftWithPurchaseItems,
  promos,
  rewards,
  samples,
} from '@/backend/db/schema';
import { pinHash } from '@/backend/payments/gift-cards';
import { roundPrice } from '@/backend/shared/money';
import type { Db } from '@/backend/types';
import { COUNTRIES, COUNTRY_CODES, formatMoney, type CountryCode } from '@/contract';
import type { LocalizedText } from '@/backend/db/schema';
import { insertBatched } from './insert';
import { CATALOGUE_EPOCH, type SeededCatalogue } from './products';
import { Random } from './random';

/** Reward costs: the boutique groups them under 500 and from 500 up (499 sits in the first group). */
const REWARD_COSTS = [100, 150, 200, 250, 300, 400, 450, 499, 500, 600, 750, 1000, 1500, 2000, 3000, 5000];

const DAY = 86_400_000;

/** Top categories whose products come as deluxe minis (tools and devices do not). */
const SAMPLED_CATEGORIES: ReadonlySet<string> = new Set([
  'makeup',
  'skincare',
  'fragrance',
  'hair',
  'bath-body',
  'men',
]);

/** The test gift cards' PIN. */
export const GIFT_CARD_TEST_PIN = '1234';

/** A test gift card's number: 6000, the country's place in COUNTRY_CODES (01–08), 000000, the card (0001, 0002). */
export function giftCardNumber(countryIndex: number, card: number): string {
  return `6000${String(countryIndex + 1).padStart(2, '0')}000000${String(card + 1).padStart(4, '0')}`;
}

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
/** Promo and gift texts in the four interface languages. */
function text(en: string, id: string, th: string, zh: string): LocalizedText {
  return { en, id, th, zh };
}

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
    const spend = formatMoney(units(country, MINIMUM_SPEND[country]), country, 'en');
    const picksOffAmount = units(country, MINIMUM_SPEND[country] / 8);
    const picksOff = formatMoney(picksOffAmount, country, 'en');
    // One promo per promo rule (first-time, minimum spend, brand, expiry…); codes are case sensitive.
    type PromoRule = Omit<InferInsertModel<typeof promos>, 'country' | 'startsAt'> & { startsAt?: Date };
    const rules: PromoRule[] = [
      {
        code: 'WELCOME10',
        details: text('10% off your order', 'Diskon 10% untuk pesanan Anda', 'ลด 10% สำหรับคำสั่งซื้อของคุณ', '訂單可享九折'),
        terms: text(
          'One promo per order.',
          'Satu promo per pesanan.',
          'ใช้ได้หนึ่งโปรโมชั่นต่อคำสั่งซื้อ',
          '每張訂單限用一個優惠。',
        ),
        discountType: 'percent',
        discountValue: 10,
      },
      {
        code: 'SAVE20',
        details: text(
          `20% off when you spend ${spend} or more`,
          `Diskon 20% untuk belanja minimal ${spend}`,
          `ลด 20% เมื่อช้อปครบ ${spend}`,
          `消費滿 ${spend} 可享八折`,
        ),
        terms: text(
          'Minimum order applies before discounts.',
          'Minimum belanja dihitung sebelum diskon.',
          'ยอดสั่งซื้อขั้นต่ำคำนวณก่อนหักส่วนลด',
          '最低消費以折扣前金額計算。',
        ),
        discountType: 'percent',
        discountValue: 20,
        minimumSpend: units(country, MINIMUM_SPEND[country]),
      },
      {
        code: 'FIRSTBUY',
        details: text(
          '15% off your first order',
          'Diskon 15% untuk pesanan pertama',
          'ลด 15% สำหรับคำสั่งซื้อแรก',
          '首次訂單可享八五折',
        ),
        terms: text(
          'For first-time customers only.',
          'Khusus pelanggan baru.',
          'สำหรับลูกค้าใหม่เท่านั้น',
          '只限首次購物的顧客。',
        ),
        discountType: 'percent',
        discountValue: 15,
        firstTimeOnly: true,
      },
      {
        code: 'FENTY15',
        details: text(
          '15% off Fenty Beauty',
          'Diskon 15% untuk Fenty Beauty',
          'ลด 15% สำหรับ Fenty Beauty',
          'Fenty Beauty 產品八五折',
        ),
        terms: text(
          'Valid on Fenty Beauty products only.',
          'Hanya berlaku untuk produk Fenty Beauty.',
          'ใช้ได้กับผลิตภัณฑ์ Fenty Beauty เท่านั้น',
          '只適用於 Fenty Beauty 產品。',
        ),
        discountType: 'percent',
        discountValue: 15,
        brandIds: [fentyId],
      },
      {
        code: 'HALCYON25',
        details: text(
          '25% off Halcyon Collection',
          'Diskon 25% untuk Halcyon Collection',
          'ลด 25% สำหรับ Halcyon Collection',
          'Halcyon Collection 產品七五折',
        ),
        terms: text(
          'Valid on Halcyon Collection products only.',
          'Hanya berlaku untuk produk Halcyon Collection.',
          'ใช้ได้กับผลิตภัณฑ์ Halcyon Collection เท่านั้น',
          '只適用於 Halcyon Collection 產品。',
        ),
        discountType: 'percent',
        discountValue: 25,
        brandIds: [houseId],
      },
      {
        code: 'PICKS5',
        details: text(
          `${picksOff} off selected products`,
          `Potongan ${picksOff} untuk produk tertentu`,
          `ลด ${picksOff} สำหรับสินค้าที่ร่วมรายการ`,
          `指定產品減 ${picksOff}`,
        ),
        terms: text(
          'Valid on selected products only.',
          'Hanya berlaku untuk produk tertentu.',
          'ใช้ได้กับสินค้าที่ร่วมรายการเท่านั้น',
          '只適用於指定產品。',
        ),
        discountType: 'fixed',
        discountValue: picksOffAmount,
        productIds: limitedProducts,
      },
      {
        code: 'SUMMER2025',
        details: text('20% off everything', 'Diskon 20% untuk semua produk', 'ลด 20% ทุกรายการ', '全店八折'),
        terms: text('Expired promotion.', 'Promosi sudah berakhir.', 'โปรโมชั่นหมดอายุแล้ว', '優惠已過期。'),
        discountType: 'percent',
        discountValue: 20,
        startsAt: new Date('2025-06-01T00:00:00Z'),
        endsAt: new Date('2025-08-31T23:59:59Z'),
      },
      {
        code: 'NOCREDITS',
        details: text(
          '12% off, cannot be combined with store credits',
          'Diskon 12%, tidak dapat digabung dengan kredit toko',
          'ลด 12% ใช้ร่วมกับเครดิตร้านค้าไม่ได้',
          '可享八八折，不可與商店積分同時使用',
        ),
        terms: text(
          'Cannot be used together with store credits.',
          'Tidak dapat digunakan bersama kredit toko.',
          'ไม่สามารถใช้ร่วมกับเครดิตร้านค้าได้',
          '不可與商店積分同時使用。',
        ),
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
      title: text('Choose 2 free gifts', 'Pilih 2 hadiah gratis', 'เลือกของขวัญฟรี 2 ชิ้น', '選擇 2 份免費禮品'),
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
      title: text(
        'Fenty Beauty mini with FENTY15',
        'Mini Fenty Beauty dengan FENTY15',
        'ผลิตภัณฑ์ขนาดทดลอง Fenty Beauty เมื่อใช้ FENTY15',
        '使用 FENTY15 即送 Fenty Beauty 迷你裝',
      ),
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

    // Free samples are deluxe minis of what comes in a mini: never a device or a tool.
    const sampleable = sold.filter((productId) => SAMPLED_CATEGORIES.has(catalogue.topCategoryOf.get(productId) ?? ''));
    random.sample(sampleable, 8).forEach((productId, index) => {
      sampleRows.push({
        country,
        variantId: catalogue.firstVariantOf.get(productId) ?? 1,
        // The product's name; the storefront says "sample" in the shopper's language.
        name: catalogue.nameOf.get(productId) ?? 'Deluxe',
        stock: index === 7 ? 0 : random.int(50, 1000),
        fullyRedeemed: index === 7,
        position: index + 1,
      });
    });
  }

  // The Gold welcome gift: a choice of one Halcyon Collection piece, for a member who kept Gold
  // (chosen without the random draws above, so the rest of the seed stays as it was).
  for (const country of COUNTRY_CODES) {
    const sold = catalogue.productsByCountry.get(country) ?? [];
    const house = [...sold]
      .filter((productId) => catalogue.brandOfProduct.get(productId) === houseId)
      .sort((a, b) => a - b);
    const pieces = (house.length >= 2 ? house : [...house, ...sold]).slice(0, 2);
    const id = giftId++;
    giftRows.push({
      id,
      country,
      title: text(
        'Your Gold welcome gift: choose one Halcyon Collection piece',
        'Hadiah selamat datang Gold Anda: pilih satu produk Halcyon Collection',
        'ของขวัญต้อนรับระดับ Gold: เลือกผลิตภัณฑ์ Halcyon Collection หนึ่งชิ้น',
        '您的 Gold 迎新禮品：任選一件 Halcyon Collection 產品',
      ),
      promoId: null,
      brandId: null,
      minimumSpend: 0,
      maxSelectable: 1,
      startsAt: new Date(CATALOGUE_EPOCH.getTime() - 30 * DAY),
      endsAt: null,
      perk: 'gold_welcome',
    });
    for (const productId of pieces) {
      giftItemRows.push({ giftId: id, variantId: catalogue.firstVariantOf.get(productId) ?? 1, stock: 500 });
    }
  }

  // The Beauty Pass Sale: 20% off eight products, open to Gold since yesterday (early access), to
  // Black in three days, for two weeks from the day the database is seeded.
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const saleRows: Array<InferInsertModel<typeof beautyPassSales>> = COUNTRY_CODES.map((country) => ({
    country,
    title: text('The Beauty Pass Sale', 'Obral Beauty Pass', 'ลดราคา Beauty Pass', 'Beauty Pass 會員特賣'),
    percentOff: 20,
    productIds: [...(catalogue.productsByCountry.get(country) ?? [])]
      .filter((productId) => catalogue.brandOfProduct.get(productId) !== houseId)
      .sort((a, b) => a - b)
      .slice(0, 8),
    goldOpensAt: new Date(midnight - DAY),
    blackOpensAt: new Date(midnight + 3 * DAY),
    endsAt: new Date(midnight + 14 * DAY),
  }));

  // Test gift cards (docs/payments.md): per country, one of about US$60 and one of about US$5.
  const giftCardRows: Array<InferInsertModel<typeof giftCards>> = COUNTRY_CODES.flatMap((country, index) =>
    [MINIMUM_SPEND[country], Math.round(MINIMUM_SPEND[country] / 12)].map((major, card) => {
      const number = giftCardNumber(index, card);
      return { country, number, pinHash: pinHash(number, GIFT_CARD_TEST_PIN), balance: units(country, major) };
    }),
  );

  await insertBatched(db, rewards, rewardRows);
  await insertBatched(db, beautyPassSales, saleRows);
  await insertBatched(db, giftCards, giftCardRows);
  await insertBatched(db, promos, promoRows);
  await insertBatched(db, giftsWithPurchase, giftRows);
  await insertBatched(db, giftWithPurchaseItems, giftItemRows);
  await insertBatched(db, samples, sampleRows);
}
