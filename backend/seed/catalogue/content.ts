import type { InferInsertModel } from 'drizzle-orm';
import {
  contentEntries,
  layouts,
  overlays,
  userSegments,
  type ContentBlockRow,
  type LayoutConfigRow,
} from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import { COUNTRIES, COUNTRY_CODES, formatMoney, type CountryCode, type Language } from '@/contract';
import { BRAND_SEEDS } from './data/brands';
import { CATEGORY_TREE } from './data/categories';
import { insertBatched } from './insert';
import { slugify } from './random';
import { CATALOGUE_EPOCH, type SeededCatalogue } from './products';

export const USER_SEGMENTS = [
  { slug: 'new-customers', name: 'New customers', description: 'Signed up in the last 30 days, no order yet.' },
  { slug: 'beauty-pass-gold', name: 'Beauty Pass Gold', description: 'Members of the gold tier.' },
  { slug: 'beauty-pass-black', name: 'Beauty Pass Black', description: 'Members of the black tier.' },
  { slug: 'lapsed-shoppers', name: 'Lapsed shoppers', description: 'No order in the last 12 months.' },
  { slug: 'app-users', name: 'App users', description: 'Signed in on the mobile app in the last 90 days.' },
];

interface Copy {
  heroTitle: string;
  heroSubtitle: string;
  shopNow: string;
  newIn: string;
  bestsellers: string;
  skincare: string;
  brands: string;
  /** The home carousel's title: not the brand grid's, so the page does not name two sections alike. */
  spotlight: string;
  goldHero: string;
  blackHero: string;
  /** A promo tile's title: whole, not the start of a sentence its text ends. */
  freeShipping: string;
  /** Before the threshold, in the tile's text ("On orders over S$35.00"). */
  freeShippingWhen: string;
  aboutTitle: string;
  aboutBody: string;
  summerTitle: string;
  skincareEditTitle: string;
  giftGuideTitle: string;
  welcomeOffer: string;
  appDownload: string;
  announcement: string;
  draftHero: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    heroTitle: 'Glow all season',
    heroSubtitle: 'New-in makeup and skincare from the brands you love',
    shopNow: 'Shop now',
    newIn: 'Just landed',
    bestsellers: 'Bestsellers',
    skincare: 'Skincare heroes',
    brands: 'Top brands',
    spotlight: 'Brand spotlight',
    goldHero: 'Gold members: early access to the sale',
    blackHero: 'Black tier: a private evening of masterclasses, on us',
    freeShipping: 'Free shipping',
    freeShippingWhen: 'On orders over',
    aboutTitle: 'Why shop with us',
    aboutBody: 'Authentic products, free samples with every order and Beauty Pass points on every purchase.',
    summerTitle: 'Summer Glow Edit',
    skincareEditTitle: 'The Skincare Edit',
    giftGuideTitle: 'Gift Guide',
    welcomeOffer: 'Welcome! Take 10% off your order with code WELCOME10',
    appDownload: 'Get the app for exclusive drops',
    announcement: 'Free shipping over',
    draftHero: 'Coming soon: the mega sale',
  },
  id: {
    heroTitle: 'Bercahaya sepanjang musim',
    heroSubtitle: 'Makeup dan skincare terbaru dari brand favorit Anda',
    shopNow: 'Belanja sekarang',
    newIn: 'Baru tiba',
    bestsellers: 'Terlaris',
    skincare: 'Skincare andalan',
    brands: 'Brand pilihan',
    spotlight: 'Sorotan brand',
    goldHero: 'Member Gold: akses awal ke promo',
    blackHero: 'Tier Black: malam masterclass privat, gratis untuk Anda',
    freeShipping: 'Gratis ongkir',
    freeShippingWhen: 'Untuk belanja di atas',
    aboutTitle: 'Mengapa belanja di sini',
    aboutBody: 'Produk asli, sampel gratis di setiap pesanan dan poin Beauty Pass di setiap pembelian.',
    summerTitle: 'Koleksi Summer Glow',
    skincareEditTitle: 'Pilihan Skincare',
    giftGuideTitle: 'Panduan Hadiah',
    welcomeOffer: 'Selamat datang! Diskon 10% untuk pesanan Anda dengan kode WELCOME10',
    appDownload: 'Unduh aplikasinya untuk penawaran eksklusif',
    announcement: 'Gratis ongkir untuk belanja di atas',
    draftHero: 'Segera hadir: mega sale',
  },
  th: {
    heroTitle: 'เปล่งประกายทุกฤดู',
    heroSubtitle: 'เมคอัพและสกินแคร์มาใหม่จากแบรนด์ที่คุณรัก',
    shopNow: 'ช้อปเลย',
    newIn: 'สินค้ามาใหม่',
    bestsellers: 'สินค้าขายดี',
    skincare: 'สกินแคร์ตัวท็อป',
    brands: 'แบรนด์ยอดนิยม',
    spotlight: 'สปอตไลต์แบรนด์',
    goldHero: 'สมาชิก Gold: เข้าถึงเซลล์ก่อนใคร',
    blackHero: 'สมาชิก Black: ค่ำคืนมาสเตอร์คลาสส่วนตัว เราเลี้ยงเอง',
    freeShipping: 'ส่งฟรี',
    freeShippingWhen: 'เมื่อช้อปครบ',
    aboutTitle: 'ทำไมต้องช้อปกับเรา',
    aboutBody: 'สินค้าของแท้ รับตัวอย่างฟรีทุกคำสั่งซื้อ และสะสมคะแนน Beauty Pass ทุกการซื้อ',
    summerTitle: 'คอลเลกชัน Summer Glow',
    skincareEditTitle: 'สกินแคร์คัดสรร',
    giftGuideTitle: 'ไอเดียของขวัญ',
    welcomeOffer: 'ยินดีต้อนรับ! ลด 10% สำหรับคำสั่งซื้อของคุณด้วยโค้ด WELCOME10',
    appDownload: 'ดาวน์โหลดแอปเพื่อรับสิทธิพิเศษ',
    announcement: 'ส่งฟรีเมื่อช้อปครบ',
    draftHero: 'เร็ว ๆ นี้: เมกะเซลล์',
  },
  zh: {
    heroTitle: '整季光采',
    heroSubtitle: '你喜愛品牌的最新彩妝及護膚品',
    shopNow: '立即選購',
    newIn: '最新上架',
    bestsellers: '暢銷產品',
    skincare: '護膚明星產品',
    brands: '人氣品牌',
    spotlight: '品牌焦點',
    goldHero: 'Gold 會員：搶先參與減價',
    blackHero: 'Black 會員：私人大師班之夜，由我們招待',
    freeShipping: '免運費',
    freeShippingWhen: '消費滿',
    aboutTitle: '為何選擇我們',
    aboutBody: '正貨保證、每張訂單附送免費試用裝，每次購物均可賺取 Beauty Pass 積分。',
    summerTitle: '夏日光采精選',
    skincareEditTitle: '護膚精選',
    giftGuideTitle: '禮物指南',
    welcomeOffer: '歡迎！使用優惠碼 WELCOME10 訂單即享九折',
    appDownload: '下載應用程式獲取獨家優惠',
    announcement: '滿額免運費：',
    draftHero: '即將推出：超級大減價',
  },
};

const NAV_LABELS: Record<Language, { brands: string; happening: string }> = {
  en: { brands: 'Brands', happening: 'Happening' },
  id: { brands: 'Brand', happening: 'Acara' },
  th: { brands: 'แบรนด์', happening: 'กิจกรรม' },
  zh: { brands: '品牌', happening: '活動' },
};

/** Written by the storefront's one money formatter, so content reads amounts as every price does. */
function thresholdLabel(country: CountryCode, language: Language): string {
  return formatMoney(COUNTRIES[country].freeShippingThreshold, country, language);
}

function media(path: string): string {
  return `/api/web/v1/media/${path}`;
}

/** The welcome offer's promo tile, on the home page and in its overlay. */
function welcomeTile(copy: Copy) {
  return {
    title: 'WELCOME10',
    text: copy.welcomeOffer,
    imageUrl: media('banners/promo-welcome.svg'),
    href: '/cart',
    promoCode: 'WELCOME10',
  };
}

function homeBlocks(
  country: CountryCode,
  language: Language,
  catalogue: SeededCatalogue,
  tier: 'gold' | 'black' | null,
): ContentBlockRow[] {
  const copy = COPY[language];
  const heroTitle = tier === 'gold' ? copy.goldHero : tier === 'black' ? copy.blackHero : copy.heroTitle;
  const railIds = (catalogue.productsByCountry.get(country) ?? []).slice(0, 12);
  return [
    {
      type: 'hero',
      id: 'home-hero',
      title: heroTitle,
      subtitle: copy.heroSubtitle,
      imageUrl: media(`banners/home-hero-${country}${tier ? `-${tier}` : ''}.svg`),
      cta: { label: copy.shopNow, href: '/search?sort=newest' },
    },
    {
      type: 'carousel',
      id: 'home-carousel',
      title: copy.spotlight,
      slides: ['fenty-beauty', 'laneige-korea', 'halcyon-collection'].map((slug) => ({
        title: slug.replaceAll('-', ' '),
        imageUrl: media(`brands/${slug}-hero.svg`),
        href: `/brands/${slug}`,
      })),
    },
    { type: 'productRail', id: 'rail-new', title: copy.newIn, source: { kind: 'query', query: '', sort: 'newest' } },
    {
      type: 'productRail',
      id: 'rail-picks',
      title: copy.bestsellers,
      source: { kind: 'productIds', productIds: railIds },
    },
    {
      type: 'productRail',
      id: 'rail-skincare',
      title: copy.skincare,
      source: { kind: 'query', query: 'serum', sort: 'bestselling' },
    },
    {
      type: 'brandGrid',
      id: 'brand-grid',
      title: copy.brands,
      brandSlugs: [
        'armani-beauty',
        'milk-makeup',
        'this-works',
        'fenty-beauty',
        'rare-beauty',
        'sk-ii',
        'dior-beauty',
        'halcyon-collection',
      ],
    },
    {
      type: 'promoTiles',
      id: 'promo-tiles',
      tiles: [
        welcomeTile(copy),
        {
          title: copy.freeShipping,
          text: `${copy.freeShippingWhen} ${thresholdLabel(country, language)}`,
          imageUrl: media('banners/promo-shipping.svg'),
          href: '/pages/summer-glow',
          promoCode: null,
        },
      ],
    },
    {
      type: 'richText',
      id: 'about',
      document: {
        type: 'document',
        content: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: copy.aboutTitle, marks: [] }] },
          { type: 'paragraph', children: [{ type: 'text', text: copy.aboutBody, marks: [] }] },
          {
            type: 'list',
            ordered: false,
            items: [
              [{ type: 'text', text: 'Beauty Pass', marks: ['bold'] }],
              [{ type: 'link', text: copy.giftGuideTitle, href: '/pages/gift-guide' }],
            ],
          },
        ],
      },
    },
  ];
}

function landingBlocks(language: Language, title: string, query: string, category?: string): ContentBlockRow[] {
  const copy = COPY[language];
  return [
    {
      type: 'hero',
      id: 'page-hero',
      title,
      subtitle: copy.heroSubtitle,
      imageUrl: media(`banners/${slugify(category ?? query) || 'edit'}.svg`),
      cta: null,
    },
    {
      type: 'productRail',
      id: 'page-rail',
      title,
      source: category
        ? { kind: 'query', query, sort: 'bestselling', category }
        : { kind: 'query', query, sort: 'bestselling' },
    },
    {
      type: 'richText',
      id: 'page-copy',
      document: {
        type: 'document',
        content: [{ type: 'paragraph', children: [{ type: 'text', text: copy.aboutBody, marks: ['italic'] }] }],
      },
    },
  ];
}

const EXEMPTED_PATHS: LayoutConfigRow['smartLinkExemptedPaths'] = [
  { type: 'absolute', value: '/about' },
  { type: 'startsWith', value: '/happening/services/booxi' },
  { type: 'regex', value: '^/orders/[0-9]+/payment_instruction$' },
];

export async function seedContent(db: Db, catalogue: SeededCatalogue): Promise<void> {
  await insertBatched(db, userSegments, USER_SEGMENTS);
  const entryRows: Array<InferInsertModel<typeof contentEntries>> = [];
  const layoutRows: Array<InferInsertModel<typeof layouts>> = [];
  const overlayRows: Array<InferInsertModel<typeof overlays>> = [];
  const updatedAt = CATALOGUE_EPOCH;

  for (const country of COUNTRY_CODES) {
    for (const language of COUNTRIES[country].languages) {
      const copy = COPY[language];
      const base = { country, language, updatedAt };
      entryRows.push(
        {
          ...base,
          pageType: 'homepage',
          slugUrl: 'home',
          segment: null,
          status: 'published',
          title: copy.heroTitle,
          seoDescription: copy.heroSubtitle,
          blocks: homeBlocks(country, language, catalogue, null),
        },
        {
          ...base,
          pageType: 'homepage',
          slugUrl: 'home',
          segment: 'beauty-pass-gold',
          status: 'published',
          title: copy.goldHero,
          seoDescription: copy.heroSubtitle,
          blocks: homeBlocks(country, language, catalogue, 'gold'),
        },
        {
          ...base,
          pageType: 'homepage',
          slugUrl: 'home',
          segment: 'beauty-pass-black',
          status: 'published',
          title: copy.blackHero,
          seoDescription: copy.heroSubtitle,
          blocks: homeBlocks(country, language, catalogue, 'black'),
        },
        {
          ...base,
          pageType: 'homepage',
          slugUrl: 'home',
          segment: null,
          status: 'draft',
          title: copy.draftHero,
          seoDescription: copy.heroSubtitle,
          blocks: [
            {
              type: 'hero',
              id: 'draft-hero',
              title: copy.draftHero,
              subtitle: copy.heroSubtitle,
              imageUrl: media(`banners/home-draft-${country}.svg`),
              cta: null,
            },
            ...homeBlocks(country, language, catalogue, null).slice(1),
          ],
        },
        {
          ...base,
          pageType: 'pages',
          slugUrl: 'summer-glow',
          segment: null,
          status: 'published',
          title: copy.summerTitle,
          seoDescription: copy.heroSubtitle,
          blocks: landingBlocks(language, copy.summerTitle, 'bronzer'),
        },
        {
          ...base,
          pageType: 'pages',
          slugUrl: 'skincare-edit',
          segment: null,
          status: 'published',
          title: copy.skincareEditTitle,
          seoDescription: copy.heroSubtitle,
          blocks: landingBlocks(language, copy.skincareEditTitle, 'serum'),
        },
        {
          ...base,
          pageType: 'pages',
          slugUrl: 'gift-guide',
          segment: null,
          status: 'published',
          title: copy.giftGuideTitle,
          seoDescription: copy.heroSubtitle,
          blocks: landingBlocks(language, copy.giftGuideTitle, 'gift set'),
        },
        {
          ...base,
          pageType: 'pages',
          slugUrl: 'mega-sale',
          segment: null,
          status: 'draft',
          title: copy.draftHero,
          seoDescription: copy.heroSubtitle,
          blocks: landingBlocks(language, copy.draftHero, 'lipstick'),
        },
        ...['fenty-beauty', 'laneige-korea', 'halcyon-collection'].map((slug) => {
          const name = BRAND_SEEDS.find((brand) => brand.slug === slug)?.name ?? slug;
          return {
            ...base,
            pageType: 'brands' as const,
            slugUrl: slug,
            segment: null,
            status: 'published' as const,
            title: name,
            seoDescription: copy.heroSubtitle,
            blocks: landingBlocks(language, name, name),
          };
        }),
        // A landing page per top category (`/pages/makeup`), listing its bestsellers.
        ...CATEGORY_TREE.map((top) => {
          const title = top.name[language] ?? top.name.en;
          return {
            ...base,
            pageType: 'pages' as const,
            slugUrl: top.slug,
            segment: null,
            status: 'published' as const,
            title,
            seoDescription: copy.heroSubtitle,
            blocks: landingBlocks(language, title, '', top.slug),
          };
        }),
      );

      const layout = {
        country,
        language,
        config: { forterSiteId: `hb-forter-${country}`, smartLinkExemptedPaths: EXEMPTED_PATHS },
        navigation: [
          ...CATEGORY_TREE.map((top) => ({ label: top.name[language] ?? top.name.en, href: `/pages/${top.slug}` })),
          { label: NAV_LABELS[language].brands, href: '/brands' },
          { label: NAV_LABELS[language].happening, href: '/happening/services' },
        ],
        footerLinks: [
          { label: { en: 'About us', id: 'Tentang kami', th: 'เกี่ยวกับเรา', zh: '關於我們' }[language], href: '/about' },
          {
            label: { en: 'Help & FAQ', id: 'Bantuan & FAQ', th: 'ช่วยเหลือ', zh: '幫助及常見問題' }[language],
            href: '/help',
          },
          {
            label: { en: 'Terms & conditions', id: 'Syarat & ketentuan', th: 'ข้อกำหนดและเงื่อนไข', zh: '條款及細則' }[
              language
            ],
            href: '/terms?section=Legal+Terms',
          },
          {
            label: { en: 'Privacy policy', id: 'Kebijakan privasi', th: 'นโยบายความเป็นส่วนตัว', zh: '私隱政策' }[
              language
            ],
            href: '/privacy',
          },
        ],
      };
      layoutRows.push(
        {
          ...layout,
          segment: null,
          status: 'published',
          announcement: `${copy.announcement} ${thresholdLabel(country, language)}`,
        },
        { ...layout, segment: 'beauty-pass-gold', status: 'published', announcement: copy.goldHero },
        { ...layout, segment: null, status: 'draft', announcement: copy.draftHero },
      );

      overlayRows.push(
        {
          key: 'welcome-offer',
          country,
          language,
          segment: null,
          title: copy.welcomeOffer,
          delaySeconds: 5,
          blocks: [
            {
              type: 'promoTiles',
              id: 'overlay-welcome',
              tiles: [welcomeTile(copy)],
            },
          ],
        },
        {
          key: 'app-download',
          country,
          language,
          segment: 'app-users',
          title: copy.appDownload,
          delaySeconds: 10,
          blocks: [
            {
              type: 'richText',
              id: 'overlay-app',
              document: {
                type: 'document',
                content: [{ type: 'paragraph', children: [{ type: 'text', text: copy.appDownload, marks: ['bold'] }] }],
              },
            },
          ],
        },
      );
    }
  }

  await insertBatched(db, contentEntries, entryRows);
  await insertBatched(db, layouts, layoutRows);
  await insertBatched(db, overlays, overlayRows);
}
