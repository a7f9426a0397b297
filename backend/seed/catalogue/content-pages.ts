import type { InferInsertModel } from 'drizzle-orm';
import { contentEntries, type ContentBlockRow } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import {
  COUNTRIES,
  COUNTRY_CODES,
  POINTS_EXPIRY_MONTHS,
  REGISTRATION_POINTS,
  TIER_THRESHOLDS,
  formatMoney,
  formatNumber,
  type ContentPageSlug,
  type CountryCode,
  type Language,
} from '@/contract';
import { insertBatched } from './insert';

/**
 * The store's own pages (about, terms, privacy, help, contact, delivery and returns, Beauty Pass
 * terms) for every country in each of its languages, as `cms-pages` entries. Each section is a rich
 * text block whose id is its anchor; the anchors are the same in every language.
 */

// ---------------------------------------------------------------------------
// What differs by country

interface CountryFacts {
  /** Delivery times in business days: main cities, then elsewhere. */
  cityDays: string;
  otherDays: string;
  /** Where the faster times apply, in each language the country offers. */
  cities: Partial<Record<Language, string>>;
  privacyLaw: Partial<Record<Language, string>>;
  regulator: Partial<Record<Language, string>>;
  /** The consumer law the returns policy sits beside, when the country has one to name. */
  consumerLaw?: string;
}

const FACTS: Record<CountryCode, CountryFacts> = {
  au: {
    cityDays: '2–5',
    otherDays: '5–8',
    cities: { en: 'metropolitan areas' },
    privacyLaw: { en: 'the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs)' },
    regulator: { en: 'the Office of the Australian Information Commissioner (OAIC)' },
    consumerLaw: 'the Australian Consumer Law',
  },
  hk: {
    cityDays: '1–3',
    otherDays: '3–5',
    cities: { en: 'Hong Kong Island, Kowloon and the New Territories', zh: '港島、九龍及新界' },
    privacyLaw: {
      en: 'the Personal Data (Privacy) Ordinance (Cap. 486) (PDPO)',
      zh: '《個人資料（私隱）條例》（第486章）',
    },
    regulator: {
      en: 'the Office of the Privacy Commissioner for Personal Data (PCPD)',
      zh: '個人資料私隱專員公署',
    },
  },
  id: {
    cityDays: '2–4',
    otherDays: '3–7',
    cities: { en: 'Greater Jakarta (Jabodetabek)', id: 'Jabodetabek' },
    privacyLaw: {
      en: 'Law No. 27 of 2022 on Personal Data Protection (UU PDP)',
      id: 'Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP)',
    },
    regulator: {
      en: 'the Ministry of Communication and Digital Affairs (Komdigi)',
      id: 'Kementerian Komunikasi dan Digital (Komdigi)',
    },
  },
  my: {
    cityDays: '2–4',
    otherDays: '4–8',
    cities: { en: 'Peninsular Malaysia' },
    privacyLaw: { en: 'the Personal Data Protection Act 2010 (PDPA)' },
    regulator: { en: 'the Personal Data Protection Commissioner (JPDP)' },
  },
  nz: {
    cityDays: '1–3',
    otherDays: '3–5',
    cities: { en: 'main centres' },
    privacyLaw: { en: 'the Privacy Act 2020' },
    regulator: { en: 'the Office of the Privacy Commissioner' },
    consumerLaw: 'the Consumer Guarantees Act 1993',
  },
  ph: {
    cityDays: '2–4',
    otherDays: '4–9',
    cities: { en: 'Metro Manila' },
    privacyLaw: { en: 'the Data Privacy Act of 2012 (Republic Act No. 10173)' },
    regulator: { en: 'the National Privacy Commission (NPC)' },
  },
  sg: {
    cityDays: '1–3',
    otherDays: '1–3',
    cities: { en: 'all of Singapore' },
    privacyLaw: { en: 'the Personal Data Protection Act 2012 (PDPA)' },
    regulator: { en: 'the Personal Data Protection Commission (PDPC)' },
  },
  th: {
    cityDays: '1–3',
    otherDays: '2–5',
    cities: { en: 'Bangkok and its vicinity', th: 'กรุงเทพฯ และปริมณฑล' },
    privacyLaw: {
      en: 'the Personal Data Protection Act B.E. 2562 (2019) (PDPA)',
      th: 'พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
    },
    regulator: {
      en: 'the Personal Data Protection Committee (PDPC)',
      th: 'สำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.)',
    },
  },
};

/** When each page was last changed, so the pages show a date a shopper can trust. */
const UPDATED: Record<ContentPageSlug, Date> = {
  about: new Date('2026-02-10T02:00:00Z'),
  terms: new Date('2026-03-02T02:00:00Z'),
  privacy: new Date('2026-03-02T02:00:00Z'),
  help: new Date('2026-04-14T02:00:00Z'),
  contact: new Date('2026-04-14T02:00:00Z'),
  'delivery-returns': new Date('2026-05-05T02:00:00Z'),
  'beauty-pass-terms': new Date('2026-03-16T02:00:00Z'),
};

interface Context {
  country: CountryCode;
  /** The country's name in the page's language. */
  name: string;
  threshold: string;
  fee: string;
  email: string;
  facts: CountryFacts;
  pick: (values: Partial<Record<Language, string>>) => string;
  /** A number of points with the language's grouping, as the storefront writes every number. */
  points: (value: number) => string;
}

function contextFor(country: CountryCode, language: Language): Context {
  const site = COUNTRIES[country];
  const facts = FACTS[country];
  const localName = language === 'en' ? site.englishName : site.name;
  return {
    country,
    name: localName,
    threshold: formatMoney(site.freeShippingThreshold, country, language),
    fee: formatMoney(site.shippingFee, country, language),
    points: (value) => formatNumber(value, country, language),
    email: `care@${site.domain}`,
    facts,
    pick: (values) => values[language] ?? values.en ?? '',
  };
}

// ---------------------------------------------------------------------------
// Page text. A paragraph is a string (`**bold**`, `[text](/path)` and `[text](mailto:…)` inside);
// a list is an array of strings.

interface Section {
  id: string;
  heading: string;
  body: Array<string | string[]>;
}
interface PageText {
  title: string;
  description: string;
  sections: Section[];
}
type Pages = Record<ContentPageSlug, PageText>;

const { black: BLACK_POINTS, gold: GOLD_POINTS } = TIER_THRESHOLDS;

function english(c: Context): Pages {
  const law = c.pick(c.facts.privacyLaw);
  const regulator = c.pick(c.facts.regulator);
  const sameDays = c.facts.cityDays === c.facts.otherDays;
  const consumer = c.facts.consumerLaw
    ? ` Nothing in this policy limits your rights under ${c.facts.consumerLaw}.`
    : ' This policy is in addition to your statutory rights as a consumer.';
  return {
    about: {
      title: 'About Halcyon Beauty',
      description: `Halcyon Beauty ${c.name}: authentic makeup, skincare, fragrance and hair care, free samples with every order and the Beauty Pass loyalty programme.`,
      sections: [
        {
          id: 'our-story',
          heading: 'Our story',
          body: [
            'Halcyon Beauty began with a simple idea: that finding the right lipstick, serum or scent should feel calm, not crowded. Today we bring together cult favourites, luxury houses and emerging labels across eight Asia-Pacific markets.',
            `In ${c.name} we curate makeup, skincare, fragrance and hair care for the climate, skin types and rituals of our shoppers here, with advice from beauty advisors who use the products themselves.`,
          ],
        },
        {
          id: 'our-promise',
          heading: 'Our promise',
          body: [
            [
              '**Authentic, always.** Every product comes directly from the brand or its official distributor.',
              '**Free samples with every order**, so you can try before you commit.',
              `**Free delivery on orders over ${c.threshold}** and [free returns](/delivery-returns) on unopened products within 30 days.`,
              '**Beauty Pass points on every purchase**, with rewards, birthday gifts and early access to sales.',
            ],
          ],
        },
        {
          id: 'beauty-pass',
          heading: 'Beauty Pass',
          body: [
            `Our loyalty programme is free to join. You receive ${c.points(REGISTRATION_POINTS)} points when you sign up and move from White to Black and Gold as you shop. Read the [Beauty Pass terms](/beauty-pass-terms) for the details.`,
          ],
        },
        {
          id: 'visit-us',
          heading: 'Visit us',
          body: [
            'Book a makeover, a skin consultation or a masterclass in one of our stores. Find your nearest one with the [store locator](/store-locations), or [get in touch](/contact) with our care team.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms and conditions',
      description: `The terms that apply when you shop at Halcyon Beauty ${c.name}: orders, prices, payment, delivery, returns and the use of our site.`,
      sections: [
        {
          id: 'introduction',
          heading: 'Introduction',
          body: [
            `These terms apply to every purchase from the Halcyon Beauty ${c.name} online store and to your use of the site. By placing an order or creating an account you agree to them. Please read them together with our [privacy policy](/privacy).`,
          ],
        },
        {
          id: 'legal-terms',
          heading: 'Legal Terms',
          body: [
            `The store is operated by Halcyon Beauty ${c.name} (“we”, “us”). You must be at least 18 years old, or have the consent of a parent or guardian, to place an order.`,
            [
              'Your order is an offer to buy. A contract is formed when we send the email confirming that your order has been dispatched.',
              'We may decline or cancel an order, for example when a product is out of stock, a price was displayed in error or we suspect fraud. If we have already taken payment, we refund it in full.',
              'Limited quantities apply to some products and promotions; we may limit the number of units per order.',
              `These terms are governed by the laws of ${c.name}, and its courts have jurisdiction over any dispute.`,
            ],
          ],
        },
        {
          id: 'prices-and-payment',
          heading: 'Prices and payment',
          body: [
            `Prices are shown in the local currency and include applicable taxes. Delivery is free on orders over ${c.threshold}; below that, a flat fee of ${c.fee} applies. The total you pay is shown before you place your order.`,
            'We accept the payment methods shown at checkout. Promo codes cannot be exchanged for cash and only one code can be used per order unless the offer says otherwise.',
          ],
        },
        {
          id: 'delivery-and-returns',
          heading: 'Delivery and returns',
          body: [
            'Delivery times and our returns policy are set out on the [delivery and returns](/delivery-returns) page, which forms part of these terms.',
          ],
        },
        {
          id: 'accounts-and-loyalty',
          heading: 'Accounts and Beauty Pass',
          body: [
            'Keep your password private; you are responsible for activity on your account. Beauty Pass membership is governed by the [Beauty Pass terms](/beauty-pass-terms).',
          ],
        },
        {
          id: 'use-of-the-site',
          heading: 'Use of the site',
          body: [
            'All content on the site, including images and text, belongs to us or to our brand partners. You may not copy it for commercial use, scrape the site or interfere with its operation.',
            'We may update these terms from time to time. The version shown when you place an order applies to that order.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      description: `How Halcyon Beauty ${c.name} collects, uses and protects your personal data under ${law}.`,
      sections: [
        {
          id: 'who-we-are',
          heading: 'Who we are',
          body: [
            `Halcyon Beauty ${c.name} is responsible for the personal data you share with us. We handle it in accordance with ${law}.`,
          ],
        },
        {
          id: 'data-we-collect',
          heading: 'The data we collect',
          body: [
            [
              'Contact details: your name, email address, mobile number and delivery addresses.',
              'Account and loyalty details: your Beauty Pass tier, points and the rewards you redeem.',
              'Orders and bookings: what you buy, how you pay (we never store full card numbers) and the services you book.',
              'Preferences you share in your beauty profile, and how you use our site and app.',
            ],
          ],
        },
        {
          id: 'how-we-use-data',
          heading: 'How we use your data',
          body: [
            'We use your data to deliver your orders, run your Beauty Pass account, answer your questions, prevent fraud and improve our store. We send marketing only when you have agreed to it, and every message lets you unsubscribe.',
          ],
        },
        {
          id: 'sharing',
          heading: 'Who we share it with',
          body: [
            'We share data only with service providers who help us run the store (delivery partners, payment processors, fraud prevention and customer service tools), under contracts that require them to protect it. Some of these providers process data outside your country; we make sure it receives a comparable level of protection. We never sell your personal data.',
          ],
        },
        {
          id: 'your-rights',
          heading: 'Your rights',
          body: [
            `Under ${law} you may ask to access or correct your personal data, withdraw your consent to marketing and, where the law provides, ask us to delete it. Write to [${c.email}](mailto:${c.email}); we will answer within the time the law sets.`,
            `If you are not satisfied with our answer, you may complain to ${regulator}.`,
          ],
        },
        {
          id: 'retention-and-security',
          heading: 'Retention and security',
          body: [
            'We keep personal data only as long as we need it for the purposes above or as the law requires, and protect it with encryption, access controls and regular reviews.',
          ],
        },
        {
          id: 'cookies',
          heading: 'Cookies',
          body: [
            'We use cookies to keep you signed in, remember your bag and language, and understand how our site is used. You can block cookies in your browser, though some parts of the store may then not work.',
          ],
        },
      ],
    },
    help: {
      title: 'Help and FAQ',
      description: `Answers to common questions about orders, delivery, returns, payment and Beauty Pass at Halcyon Beauty ${c.name}.`,
      sections: [
        {
          id: 'orders',
          heading: 'Where is my order?',
          body: [
            'Once your order is dispatched we email you a tracking link. You can also follow it under [your orders](/orders) when signed in.',
          ],
        },
        {
          id: 'delivery',
          heading: 'How much does delivery cost?',
          body: [
            `Delivery is free on orders over ${c.threshold}. Below that, standard delivery costs ${c.fee}. Click and collect from a store is always free.`,
          ],
        },
        {
          id: 'returns',
          heading: 'Can I return a product?',
          body: [
            'Yes: unopened products can be returned free of charge within 30 days of delivery. See [delivery and returns](/delivery-returns) for how to start a return.',
          ],
        },
        {
          id: 'payment',
          heading: 'Which payment methods do you accept?',
          body: [
            'Visa, Mastercard and American Express, plus the local methods shown at checkout. Your card is charged when you place your order.',
          ],
        },
        {
          id: 'samples',
          heading: 'How do free samples work?',
          body: [
            'Choose your free samples in your bag before checking out. Samples are subject to availability and change regularly.',
          ],
        },
        {
          id: 'beauty-pass',
          heading: 'How do I earn Beauty Pass points?',
          body: [
            `You earn points on every purchase, and ${c.points(REGISTRATION_POINTS)} welcome points when you join. Points can be redeemed for rewards in your bag. See the [Beauty Pass terms](/beauty-pass-terms).`,
          ],
        },
        {
          id: 'account',
          heading: 'I forgot my password',
          body: [
            'Choose “Forgot password” on the sign-in page and we will email you a link to set a new one. After several failed attempts your account is locked for your safety; the email we send explains how to unlock it.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact us',
      description: `Get in touch with the Halcyon Beauty ${c.name} care team by email or in store.`,
      sections: [
        {
          id: 'customer-care',
          heading: 'Customer care',
          body: [
            `Email us at [${c.email}](mailto:${c.email}). Our care team answers Monday to Friday, 9am to 6pm local time, usually within one business day.`,
            'Please include your order number if your question is about an order.',
          ],
        },
        {
          id: 'in-store',
          heading: 'In store',
          body: [
            'Our beauty advisors are happy to help with shade matching, skin advice and returns of in-store purchases. Find opening hours with the [store locator](/store-locations).',
          ],
        },
        {
          id: 'before-you-write',
          heading: 'Before you write',
          body: [
            'Many answers are already in our [help and FAQ](/help), including delivery times, returns and Beauty Pass points.',
          ],
        },
      ],
    },
    'delivery-returns': {
      title: 'Delivery and returns',
      description: `Delivery times and costs in ${c.name}, free delivery over ${c.threshold}, and free returns within 30 days.`,
      sections: [
        {
          id: 'delivery-costs',
          heading: 'Delivery costs',
          body: [
            [
              `**Free standard delivery** on orders over ${c.threshold}.`,
              `**Standard delivery** on orders below ${c.threshold}: ${c.fee}.`,
              '**Click and collect**: free, from the store of your choice.',
            ],
          ],
        },
        {
          id: 'delivery-times',
          heading: 'Delivery times',
          body: sameDays
            ? [
                `Orders are usually delivered within ${c.facts.cityDays} business days across ${c.pick(c.facts.cities)}. Orders placed before 12pm on a business day are dispatched the same day.`,
              ]
            : [
                `Orders are usually delivered within ${c.facts.cityDays} business days in ${c.pick(c.facts.cities)} and ${c.facts.otherDays} business days elsewhere in ${c.name}. Orders placed before 12pm on a business day are dispatched the same day.`,
                'Delivery may take longer during sales and public holidays. We email you a tracking link when your order leaves our warehouse.',
              ],
        },
        {
          id: 'returns-policy',
          heading: 'Returns policy',
          body: [
            `Unopened, unused products in their original packaging can be returned free of charge within 30 days of delivery. For hygiene reasons we cannot accept opened products unless they are faulty.${consumer}`,
            'Free samples, gifts with purchase and gift cards cannot be returned.',
          ],
        },
        {
          id: 'how-to-return',
          heading: 'How to return',
          body: [
            [
              `Email [${c.email}](mailto:${c.email}) with your order number and the products you wish to return.`,
              'We send you a prepaid return label.',
              'Pack the products securely and drop the parcel off within 14 days.',
            ],
          ],
        },
        {
          id: 'refunds',
          heading: 'Refunds',
          body: [
            'Once we receive your return we refund the products to your original payment method within 5 to 10 business days. Beauty Pass points earned on returned products are deducted from your balance.',
          ],
        },
      ],
    },
    'beauty-pass-terms': {
      title: 'Beauty Pass terms',
      description: `The rules of Beauty Pass, the Halcyon Beauty ${c.name} loyalty programme: points, tiers, rewards and expiry.`,
      sections: [
        {
          id: 'membership',
          heading: 'Membership',
          body: [
            `Beauty Pass is free and open to anyone aged 14 or over with a Halcyon Beauty account in ${c.name}. You receive ${c.points(REGISTRATION_POINTS)} points when you join. One membership per person.`,
          ],
        },
        {
          id: 'earning-points',
          heading: 'Earning points',
          body: [
            'You earn points on the amount you pay for products, after discounts and excluding delivery and gift cards. Points appear in your account once your order has been paid.',
          ],
        },
        {
          id: 'tiers',
          heading: 'Tiers',
          body: [
            [
              '**White**: every member, from the day you join.',
              `**Black**: reach ${c.points(BLACK_POINTS)} tier points in a membership year.`,
              `**Gold**: reach ${c.points(GOLD_POINTS)} tier points in a membership year.`,
            ],
            'Your tier is reviewed once a year. Spend in the membership year keeps or raises your tier.',
          ],
        },
        {
          id: 'rewards-and-expiry',
          heading: 'Rewards and expiry',
          body: [
            `Redeem points for rewards in your bag. One reward per order. Points expire ${POINTS_EXPIRY_MONTHS} months after they were earned. Points have no cash value and cannot be transferred.`,
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to the programme',
          body: [
            'We may change these terms or the rewards on offer with 30 days’ notice by email. Misuse of the programme may lead to the cancellation of points or membership.',
          ],
        },
      ],
    },
  };
}

function indonesian(c: Context): Pages {
  const law = c.pick(c.facts.privacyLaw);
  const regulator = c.pick(c.facts.regulator);
  return {
    about: {
      title: 'Tentang Halcyon Beauty',
      description:
        'Halcyon Beauty Indonesia: makeup, skincare, parfum dan perawatan rambut asli, sampel gratis di setiap pesanan, dan program loyalitas Beauty Pass.',
      sections: [
        {
          id: 'our-story',
          heading: 'Kisah kami',
          body: [
            'Halcyon Beauty berawal dari ide sederhana: mencari lipstik, serum, atau parfum yang tepat seharusnya terasa tenang, bukan membingungkan. Kini kami menghadirkan brand favorit, rumah mode mewah, dan label baru di delapan pasar Asia-Pasifik.',
            'Di Indonesia, kami memilih makeup, skincare, parfum, dan perawatan rambut yang cocok untuk iklim tropis dan jenis kulit Anda, dengan saran dari beauty advisor yang memakai produknya sendiri.',
          ],
        },
        {
          id: 'our-promise',
          heading: 'Janji kami',
          body: [
            [
              '**Selalu asli.** Setiap produk berasal langsung dari brand atau distributor resminya.',
              '**Sampel gratis di setiap pesanan**, agar Anda bisa mencoba dulu.',
              `**Gratis ongkir untuk belanja di atas ${c.threshold}** dan [retur gratis](/delivery-returns) untuk produk yang belum dibuka dalam 30 hari.`,
              '**Poin Beauty Pass di setiap pembelian**, dengan hadiah, kado ulang tahun, dan akses awal ke promo.',
            ],
          ],
        },
        {
          id: 'beauty-pass',
          heading: 'Beauty Pass',
          body: [
            `Program loyalitas kami gratis. Anda mendapat ${c.points(REGISTRATION_POINTS)} poin saat mendaftar dan naik dari White ke Black dan Gold seiring belanja Anda. Baca [syarat Beauty Pass](/beauty-pass-terms).`,
          ],
        },
        {
          id: 'visit-us',
          heading: 'Kunjungi kami',
          body: [
            'Pesan makeover, konsultasi kulit, atau kelas rias di toko kami. Temukan toko terdekat lewat [pencari toko](/store-locations), atau [hubungi](/contact) tim layanan pelanggan kami.',
          ],
        },
      ],
    },
    terms: {
      title: 'Syarat dan ketentuan',
      description:
        'Ketentuan yang berlaku saat Anda berbelanja di Halcyon Beauty Indonesia: pesanan, harga, pembayaran, pengiriman, retur, dan penggunaan situs.',
      sections: [
        {
          id: 'introduction',
          heading: 'Pendahuluan',
          body: [
            'Ketentuan ini berlaku untuk setiap pembelian di toko online Halcyon Beauty Indonesia dan penggunaan situs kami. Dengan memesan atau membuat akun, Anda menyetujuinya. Bacalah bersama [kebijakan privasi](/privacy) kami.',
          ],
        },
        {
          id: 'legal-terms',
          heading: 'Ketentuan Hukum',
          body: [
            'Toko ini dioperasikan oleh Halcyon Beauty Indonesia (“kami”). Anda harus berusia minimal 18 tahun, atau mendapat izin orang tua atau wali, untuk memesan.',
            [
              'Pesanan Anda adalah penawaran untuk membeli. Perjanjian terbentuk saat kami mengirim email bahwa pesanan Anda telah dikirim.',
              'Kami dapat menolak atau membatalkan pesanan, misalnya bila stok habis, harga salah tampil, atau ada dugaan penipuan. Pembayaran yang sudah diterima akan dikembalikan penuh.',
              'Beberapa produk dan promo memiliki batas jumlah per pesanan.',
              'Ketentuan ini tunduk pada hukum Republik Indonesia.',
            ],
          ],
        },
        {
          id: 'prices-and-payment',
          heading: 'Harga dan pembayaran',
          body: [
            `Harga dalam Rupiah dan sudah termasuk pajak. Gratis ongkir untuk belanja di atas ${c.threshold}; di bawahnya dikenakan biaya ${c.fee}. Total pembayaran ditampilkan sebelum Anda memesan.`,
            'Kami menerima metode pembayaran yang tampil saat checkout, termasuk virtual account. Kode promo tidak dapat ditukar uang dan hanya satu kode per pesanan.',
          ],
        },
        {
          id: 'delivery-and-returns',
          heading: 'Pengiriman dan retur',
          body: [
            'Waktu pengiriman dan kebijakan retur ada di halaman [pengiriman dan retur](/delivery-returns), yang merupakan bagian dari ketentuan ini.',
          ],
        },
        {
          id: 'accounts-and-loyalty',
          heading: 'Akun dan Beauty Pass',
          body: [
            'Jaga kerahasiaan kata sandi Anda; Anda bertanggung jawab atas aktivitas di akun Anda. Keanggotaan Beauty Pass diatur oleh [syarat Beauty Pass](/beauty-pass-terms).',
          ],
        },
        {
          id: 'use-of-the-site',
          heading: 'Penggunaan situs',
          body: [
            'Semua konten di situs ini milik kami atau mitra brand kami dan tidak boleh disalin untuk tujuan komersial. Kami dapat memperbarui ketentuan ini; versi yang berlaku saat Anda memesan berlaku untuk pesanan tersebut.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Kebijakan privasi',
      description: `Cara Halcyon Beauty Indonesia mengumpulkan, menggunakan, dan melindungi data pribadi Anda sesuai ${law}.`,
      sections: [
        {
          id: 'who-we-are',
          heading: 'Siapa kami',
          body: [
            `Halcyon Beauty Indonesia bertanggung jawab atas data pribadi yang Anda bagikan. Kami memprosesnya sesuai ${law}.`,
          ],
        },
        {
          id: 'data-we-collect',
          heading: 'Data yang kami kumpulkan',
          body: [
            [
              'Data kontak: nama, email, nomor ponsel, dan alamat pengiriman.',
              'Data akun dan loyalitas: tier Beauty Pass, poin, dan hadiah yang Anda tukar.',
              'Pesanan dan pemesanan layanan: apa yang Anda beli dan cara membayar (kami tidak menyimpan nomor kartu lengkap).',
              'Preferensi di profil kecantikan Anda dan cara Anda memakai situs dan aplikasi kami.',
            ],
          ],
        },
        {
          id: 'how-we-use-data',
          heading: 'Cara kami menggunakan data',
          body: [
            'Untuk mengirim pesanan, mengelola akun Beauty Pass, menjawab pertanyaan, mencegah penipuan, dan meningkatkan layanan. Kami mengirim pemasaran hanya dengan persetujuan Anda, dan Anda dapat berhenti berlangganan kapan saja.',
          ],
        },
        {
          id: 'sharing',
          heading: 'Pihak yang menerima data',
          body: [
            'Hanya penyedia layanan yang membantu kami (kurir, pemroses pembayaran, pencegahan penipuan, dan layanan pelanggan) dengan kontrak yang mewajibkan perlindungan data. Bila data diproses di luar Indonesia, kami memastikan perlindungan yang setara. Kami tidak pernah menjual data pribadi Anda.',
          ],
        },
        {
          id: 'your-rights',
          heading: 'Hak Anda',
          body: [
            `Berdasarkan ${law}, Anda berhak mengakses, memperbaiki, dan meminta penghapusan data, serta menarik persetujuan pemasaran. Kirim email ke [${c.email}](mailto:${c.email}); kami menindaklanjuti permintaan Anda paling lambat 3 x 24 jam.`,
            `Jika tidak puas, Anda dapat mengadu ke ${regulator}.`,
          ],
        },
        {
          id: 'retention-and-security',
          heading: 'Penyimpanan dan keamanan',
          body: [
            'Kami menyimpan data selama diperlukan atau sesuai kewajiban hukum, dan melindunginya dengan enkripsi serta kontrol akses.',
          ],
        },
        {
          id: 'cookies',
          heading: 'Cookie',
          body: [
            'Kami memakai cookie agar Anda tetap masuk, mengingat tas belanja dan bahasa, serta memahami penggunaan situs. Anda dapat memblokir cookie di browser, tetapi beberapa fitur mungkin tidak berfungsi.',
          ],
        },
      ],
    },
    help: {
      title: 'Bantuan dan FAQ',
      description:
        'Jawaban atas pertanyaan umum tentang pesanan, pengiriman, retur, pembayaran, dan Beauty Pass di Halcyon Beauty Indonesia.',
      sections: [
        {
          id: 'orders',
          heading: 'Di mana pesanan saya?',
          body: [
            'Setelah pesanan dikirim, kami mengirim tautan pelacakan lewat email. Anda juga dapat melihatnya di [pesanan Anda](/orders) saat masuk.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Berapa ongkos kirimnya?',
          body: [
            `Gratis ongkir untuk belanja di atas ${c.threshold}. Di bawahnya, pengiriman standar ${c.fee}. Ambil di toko selalu gratis.`,
          ],
        },
        {
          id: 'returns',
          heading: 'Bisakah saya mengembalikan produk?',
          body: [
            'Bisa: produk yang belum dibuka dapat diretur gratis dalam 30 hari setelah diterima. Lihat [pengiriman dan retur](/delivery-returns).',
          ],
        },
        {
          id: 'payment',
          heading: 'Metode pembayaran apa yang diterima?',
          body: [
            'Visa, Mastercard, American Express, dan virtual account bank. Instruksi pembayaran virtual account muncul setelah Anda memesan.',
          ],
        },
        {
          id: 'samples',
          heading: 'Bagaimana sampel gratis bekerja?',
          body: [
            'Pilih sampel gratis di tas belanja sebelum checkout. Sampel tergantung ketersediaan dan berganti secara berkala.',
          ],
        },
        {
          id: 'beauty-pass',
          heading: 'Bagaimana cara mendapat poin Beauty Pass?',
          body: [
            `Anda mendapat poin di setiap pembelian, dan ${c.points(REGISTRATION_POINTS)} poin sambutan saat mendaftar. Tukarkan poin dengan hadiah di tas belanja. Lihat [syarat Beauty Pass](/beauty-pass-terms).`,
          ],
        },
        {
          id: 'account',
          heading: 'Saya lupa kata sandi',
          body: [
            'Pilih “Lupa kata sandi” di halaman masuk dan kami akan mengirim tautan untuk membuat kata sandi baru.',
          ],
        },
      ],
    },
    contact: {
      title: 'Hubungi kami',
      description: 'Hubungi tim layanan pelanggan Halcyon Beauty Indonesia lewat email atau di toko.',
      sections: [
        {
          id: 'customer-care',
          heading: 'Layanan pelanggan',
          body: [
            `Email kami di [${c.email}](mailto:${c.email}). Tim kami membalas Senin sampai Jumat, pukul 09.00–18.00 WIB, biasanya dalam satu hari kerja.`,
            'Sertakan nomor pesanan bila pertanyaan Anda tentang pesanan.',
          ],
        },
        {
          id: 'in-store',
          heading: 'Di toko',
          body: [
            'Beauty advisor kami siap membantu memilih shade, memberi saran kulit, dan menerima retur pembelian di toko. Lihat jam buka di [pencari toko](/store-locations).',
          ],
        },
        {
          id: 'before-you-write',
          heading: 'Sebelum menulis',
          body: [
            'Banyak jawaban sudah ada di [bantuan dan FAQ](/help), termasuk waktu pengiriman, retur, dan poin Beauty Pass.',
          ],
        },
      ],
    },
    'delivery-returns': {
      title: 'Pengiriman dan retur',
      description: `Waktu dan biaya pengiriman di Indonesia, gratis ongkir di atas ${c.threshold}, dan retur gratis dalam 30 hari.`,
      sections: [
        {
          id: 'delivery-costs',
          heading: 'Biaya pengiriman',
          body: [
            [
              `**Gratis pengiriman standar** untuk belanja di atas ${c.threshold}.`,
              `**Pengiriman standar** di bawah ${c.threshold}: ${c.fee}.`,
              '**Ambil di toko**: gratis, di toko pilihan Anda.',
            ],
          ],
        },
        {
          id: 'delivery-times',
          heading: 'Waktu pengiriman',
          body: [
            `Pesanan biasanya tiba dalam ${c.facts.cityDays} hari kerja di ${c.pick(c.facts.cities)} dan ${c.facts.otherDays} hari kerja di wilayah lain Indonesia. Pesanan sebelum pukul 12.00 pada hari kerja dikirim di hari yang sama.`,
            'Pengiriman dapat lebih lama saat promo besar dan hari libur nasional.',
          ],
        },
        {
          id: 'returns-policy',
          heading: 'Kebijakan retur',
          body: [
            'Produk yang belum dibuka dan belum dipakai dalam kemasan aslinya dapat diretur gratis dalam 30 hari setelah diterima. Demi kebersihan, produk yang sudah dibuka tidak dapat diretur kecuali cacat.',
            'Sampel gratis, hadiah pembelian, dan kartu hadiah tidak dapat diretur.',
          ],
        },
        {
          id: 'how-to-return',
          heading: 'Cara retur',
          body: [
            [
              `Email [${c.email}](mailto:${c.email}) dengan nomor pesanan dan produk yang ingin diretur.`,
              'Kami mengirimkan label retur prabayar.',
              'Kemas produk dengan aman dan serahkan paket dalam 14 hari.',
            ],
          ],
        },
        {
          id: 'refunds',
          heading: 'Pengembalian dana',
          body: [
            'Setelah retur kami terima, dana dikembalikan ke metode pembayaran awal dalam 5–10 hari kerja. Poin Beauty Pass dari produk yang diretur akan dikurangi.',
          ],
        },
      ],
    },
    'beauty-pass-terms': {
      title: 'Syarat Beauty Pass',
      description:
        'Aturan Beauty Pass, program loyalitas Halcyon Beauty Indonesia: poin, tier, hadiah, dan masa berlaku.',
      sections: [
        {
          id: 'membership',
          heading: 'Keanggotaan',
          body: [
            `Beauty Pass gratis untuk siapa pun berusia 14 tahun ke atas yang memiliki akun Halcyon Beauty di Indonesia. Anda mendapat ${c.points(REGISTRATION_POINTS)} poin saat bergabung. Satu keanggotaan per orang.`,
          ],
        },
        {
          id: 'earning-points',
          heading: 'Mendapatkan poin',
          body: [
            'Poin dihitung dari jumlah yang Anda bayar untuk produk, setelah diskon dan tanpa ongkir serta kartu hadiah. Poin muncul setelah pesanan dibayar.',
          ],
        },
        {
          id: 'tiers',
          heading: 'Tier',
          body: [
            [
              '**White**: semua member, sejak hari bergabung.',
              `**Black**: kumpulkan ${c.points(BLACK_POINTS)} poin tier dalam satu tahun keanggotaan.`,
              `**Gold**: kumpulkan ${c.points(GOLD_POINTS)} poin tier dalam satu tahun keanggotaan.`,
            ],
            'Tier ditinjau setahun sekali.',
          ],
        },
        {
          id: 'rewards-and-expiry',
          heading: 'Hadiah dan masa berlaku',
          body: [
            `Tukarkan poin dengan hadiah di tas belanja, satu hadiah per pesanan. Poin berlaku ${POINTS_EXPIRY_MONTHS} bulan sejak didapat, tidak bernilai tunai, dan tidak dapat dipindahkan.`,
          ],
        },
        {
          id: 'changes',
          heading: 'Perubahan program',
          body: [
            'Kami dapat mengubah syarat ini atau hadiah yang tersedia dengan pemberitahuan 30 hari lewat email. Penyalahgunaan dapat membatalkan poin atau keanggotaan.',
          ],
        },
      ],
    },
  };
}

function thai(c: Context): Pages {
  const law = c.pick(c.facts.privacyLaw);
  const regulator = c.pick(c.facts.regulator);
  return {
    about: {
      title: 'เกี่ยวกับ Halcyon Beauty',
      description:
        'Halcyon Beauty ประเทศไทย: เมคอัพ สกินแคร์ น้ำหอม และผลิตภัณฑ์ดูแลเส้นผมของแท้ พร้อมตัวอย่างฟรีทุกคำสั่งซื้อ และโปรแกรมสมาชิก Beauty Pass',
      sections: [
        {
          id: 'our-story',
          heading: 'เรื่องราวของเรา',
          body: [
            'Halcyon Beauty เริ่มต้นจากความคิดง่าย ๆ ว่าการเลือกลิปสติก เซรั่ม หรือน้ำหอมที่ใช่ควรเป็นเรื่องสบายใจ วันนี้เรารวบรวมแบรนด์ยอดนิยม แบรนด์หรู และแบรนด์น้องใหม่ไว้ในแปดประเทศทั่วเอเชียแปซิฟิก',
            'ในประเทศไทย เราคัดสรรเมคอัพ สกินแคร์ น้ำหอม และผลิตภัณฑ์ดูแลเส้นผมให้เหมาะกับอากาศร้อนชื้นและสภาพผิวของคุณ พร้อมคำแนะนำจากบิวตี้แอดไวเซอร์ที่ใช้ผลิตภัณฑ์จริง',
          ],
        },
        {
          id: 'our-promise',
          heading: 'คำมั่นของเรา',
          body: [
            [
              '**ของแท้เสมอ** ทุกชิ้นมาจากแบรนด์หรือตัวแทนจำหน่ายอย่างเป็นทางการ',
              '**ตัวอย่างฟรีทุกคำสั่งซื้อ** ให้คุณได้ลองก่อนตัดสินใจ',
              `**ส่งฟรีเมื่อช้อปครบ ${c.threshold}** และ[คืนสินค้าฟรี](/delivery-returns)สำหรับสินค้าที่ยังไม่เปิดใช้ภายใน 30 วัน`,
              '**สะสมคะแนน Beauty Pass ทุกการซื้อ** แลกของรางวัล ของขวัญวันเกิด และสิทธิ์ช้อปเซลก่อนใคร',
            ],
          ],
        },
        {
          id: 'beauty-pass',
          heading: 'Beauty Pass',
          body: [
            `สมัครสมาชิกฟรี รับ ${c.points(REGISTRATION_POINTS)} คะแนนเมื่อสมัคร และเลื่อนระดับจาก White เป็น Black และ Gold ตามยอดช้อป อ่าน[ข้อกำหนด Beauty Pass](/beauty-pass-terms)`,
          ],
        },
        {
          id: 'visit-us',
          heading: 'แวะมาหาเรา',
          body: [
            'จองเมคโอเวอร์ ปรึกษาเรื่องผิว หรือคลาสแต่งหน้าได้ที่ร้าน ค้นหาสาขาใกล้คุณด้วย[ค้นหาร้านค้า](/store-locations) หรือ[ติดต่อ](/contact)ทีมดูแลลูกค้าของเรา',
          ],
        },
      ],
    },
    terms: {
      title: 'ข้อกำหนดและเงื่อนไข',
      description: 'ข้อกำหนดเมื่อช้อปที่ Halcyon Beauty ประเทศไทย: คำสั่งซื้อ ราคา การชำระเงิน การจัดส่ง การคืนสินค้า และการใช้เว็บไซต์',
      sections: [
        {
          id: 'introduction',
          heading: 'บทนำ',
          body: [
            'ข้อกำหนดนี้ใช้กับการซื้อทุกครั้งจากร้านออนไลน์ Halcyon Beauty ประเทศไทยและการใช้เว็บไซต์ การสั่งซื้อหรือสร้างบัญชีถือว่าคุณยอมรับข้อกำหนดนี้ โปรดอ่านควบคู่กับ[นโยบายความเป็นส่วนตัว](/privacy)',
          ],
        },
        {
          id: 'legal-terms',
          heading: 'ข้อกำหนดทางกฎหมาย',
          body: [
            'ร้านนี้ดำเนินการโดย Halcyon Beauty ประเทศไทย (“เรา”) ผู้สั่งซื้อต้องมีอายุอย่างน้อย 18 ปี หรือได้รับความยินยอมจากผู้ปกครอง',
            [
              'คำสั่งซื้อของคุณเป็นคำเสนอซื้อ สัญญาเกิดขึ้นเมื่อเราส่งอีเมลยืนยันว่าได้จัดส่งคำสั่งซื้อแล้ว',
              'เราอาจปฏิเสธหรือยกเลิกคำสั่งซื้อ เช่น เมื่อสินค้าหมด ราคาแสดงผิดพลาด หรือสงสัยว่ามีการทุจริต หากชำระเงินแล้วเราจะคืนเงินเต็มจำนวน',
              'สินค้าและโปรโมชันบางรายการจำกัดจำนวนต่อคำสั่งซื้อ',
              'ข้อกำหนดนี้อยู่ภายใต้กฎหมายแห่งราชอาณาจักรไทย',
            ],
          ],
        },
        {
          id: 'prices-and-payment',
          heading: 'ราคาและการชำระเงิน',
          body: [
            `ราคาแสดงเป็นบาทและรวมภาษีมูลค่าเพิ่มแล้ว ส่งฟรีเมื่อช้อปครบ ${c.threshold} ต่ำกว่านั้นมีค่าจัดส่ง ${c.fee} ยอดรวมจะแสดงก่อนยืนยันคำสั่งซื้อ`,
            'เรารับชำระด้วยบัตรและพร้อมเพย์ QR ตามที่แสดงในหน้าชำระเงิน ใช้โค้ดส่วนลดได้หนึ่งโค้ดต่อคำสั่งซื้อ และแลกเป็นเงินสดไม่ได้',
          ],
        },
        {
          id: 'delivery-and-returns',
          heading: 'การจัดส่งและการคืนสินค้า',
          body: [
            'ระยะเวลาจัดส่งและนโยบายการคืนสินค้าอยู่ในหน้า[การจัดส่งและการคืนสินค้า](/delivery-returns) ซึ่งเป็นส่วนหนึ่งของข้อกำหนดนี้',
          ],
        },
        {
          id: 'accounts-and-loyalty',
          heading: 'บัญชีและ Beauty Pass',
          body: [
            'โปรดเก็บรหัสผ่านเป็นความลับ คุณรับผิดชอบกิจกรรมในบัญชีของคุณ สมาชิก Beauty Pass เป็นไปตาม[ข้อกำหนด Beauty Pass](/beauty-pass-terms)',
          ],
        },
        {
          id: 'use-of-the-site',
          heading: 'การใช้เว็บไซต์',
          body: [
            'เนื้อหาทั้งหมดบนเว็บไซต์เป็นของเราหรือแบรนด์พันธมิตร ห้ามคัดลอกเพื่อการค้า เราอาจปรับปรุงข้อกำหนดนี้ และฉบับที่แสดงขณะสั่งซื้อจะใช้กับคำสั่งซื้อนั้น',
          ],
        },
      ],
    },
    privacy: {
      title: 'นโยบายความเป็นส่วนตัว',
      description: `วิธีที่ Halcyon Beauty ประเทศไทยเก็บ ใช้ และคุ้มครองข้อมูลส่วนบุคคลของคุณตาม${law}`,
      sections: [
        {
          id: 'who-we-are',
          heading: 'เราคือใคร',
          body: [`Halcyon Beauty ประเทศไทยเป็นผู้ควบคุมข้อมูลส่วนบุคคลที่คุณให้ไว้ และประมวลผลตาม${law}`],
        },
        {
          id: 'data-we-collect',
          heading: 'ข้อมูลที่เราเก็บ',
          body: [
            [
              'ข้อมูลติดต่อ: ชื่อ อีเมล เบอร์มือถือ และที่อยู่จัดส่ง',
              'ข้อมูลบัญชีและสมาชิก: ระดับ Beauty Pass คะแนน และของรางวัลที่แลก',
              'คำสั่งซื้อและการจอง: สินค้าที่ซื้อและวิธีชำระเงิน (เราไม่เก็บหมายเลขบัตรเต็ม)',
              'ความชอบในโปรไฟล์ความงามและการใช้งานเว็บไซต์และแอป',
            ],
          ],
        },
        {
          id: 'how-we-use-data',
          heading: 'เราใช้ข้อมูลอย่างไร',
          body: [
            'เพื่อจัดส่งคำสั่งซื้อ ดูแลบัญชี Beauty Pass ตอบคำถาม ป้องกันการทุจริต และพัฒนาบริการ เราส่งข่าวสารการตลาดเมื่อได้รับความยินยอมเท่านั้น และคุณยกเลิกได้ทุกเมื่อ',
          ],
        },
        {
          id: 'sharing',
          heading: 'การเปิดเผยข้อมูล',
          body: [
            'เราเปิดเผยข้อมูลเฉพาะผู้ให้บริการที่ช่วยดำเนินร้าน (ขนส่ง ผู้ให้บริการชำระเงิน ระบบป้องกันการทุจริต และบริการลูกค้า) ภายใต้สัญญาที่กำหนดให้คุ้มครองข้อมูล หากมีการโอนข้อมูลไปต่างประเทศ เราจะดูแลให้ได้รับการคุ้มครองที่เพียงพอ เราไม่ขายข้อมูลส่วนบุคคลของคุณ',
          ],
        },
        {
          id: 'your-rights',
          heading: 'สิทธิของคุณ',
          body: [
            `ตาม${law} คุณมีสิทธิขอเข้าถึง แก้ไข ลบ หรือคัดค้านการประมวลผลข้อมูล และถอนความยินยอมได้ ติดต่อ [${c.email}](mailto:${c.email}) เราจะตอบภายใน 30 วัน`,
            `หากไม่พอใจ คุณสามารถร้องเรียนต่อ${regulator}`,
          ],
        },
        {
          id: 'retention-and-security',
          heading: 'การเก็บรักษาและความปลอดภัย',
          body: ['เราเก็บข้อมูลเท่าที่จำเป็นหรือตามที่กฎหมายกำหนด และคุ้มครองด้วยการเข้ารหัสและการควบคุมการเข้าถึง'],
        },
        {
          id: 'cookies',
          heading: 'คุกกี้',
          body: [
            'เราใช้คุกกี้เพื่อให้คุณเข้าสู่ระบบค้างไว้ จดจำตะกร้าและภาษา และเข้าใจการใช้งานเว็บไซต์ คุณปิดคุกกี้ได้ในเบราว์เซอร์ แต่บางส่วนของร้านอาจใช้งานไม่ได้',
          ],
        },
      ],
    },
    help: {
      title: 'ช่วยเหลือและคำถามที่พบบ่อย',
      description: 'คำตอบสำหรับคำถามเรื่องคำสั่งซื้อ การจัดส่ง การคืนสินค้า การชำระเงิน และ Beauty Pass ที่ Halcyon Beauty ประเทศไทย',
      sections: [
        {
          id: 'orders',
          heading: 'คำสั่งซื้อของฉันอยู่ที่ไหน',
          body: ['เมื่อจัดส่งแล้ว เราจะส่งลิงก์ติดตามพัสดุทางอีเมล คุณยังดูได้ที่[คำสั่งซื้อของคุณ](/orders)เมื่อเข้าสู่ระบบ'],
        },
        {
          id: 'delivery',
          heading: 'ค่าจัดส่งเท่าไร',
          body: [`ส่งฟรีเมื่อช้อปครบ ${c.threshold} ต่ำกว่านั้นค่าจัดส่งมาตรฐาน ${c.fee} รับสินค้าที่ร้านฟรีเสมอ`],
        },
        {
          id: 'returns',
          heading: 'คืนสินค้าได้ไหม',
          body: ['ได้ สินค้าที่ยังไม่เปิดใช้คืนได้ฟรีภายใน 30 วันหลังได้รับ ดู[การจัดส่งและการคืนสินค้า](/delivery-returns)'],
        },
        {
          id: 'payment',
          heading: 'ชำระเงินด้วยวิธีใดได้บ้าง',
          body: ['Visa, Mastercard, American Express และพร้อมเพย์ QR คิวอาร์โค้ดจะแสดงหลังยืนยันคำสั่งซื้อ'],
        },
        {
          id: 'samples',
          heading: 'ตัวอย่างฟรีเลือกอย่างไร',
          body: ['เลือกตัวอย่างฟรีในตะกร้าก่อนชำระเงิน ตัวอย่างมีจำนวนจำกัดและเปลี่ยนเป็นประจำ'],
        },
        {
          id: 'beauty-pass',
          heading: 'สะสมคะแนน Beauty Pass อย่างไร',
          body: [
            `รับคะแนนทุกการซื้อ และ ${c.points(REGISTRATION_POINTS)} คะแนนต้อนรับเมื่อสมัคร แลกของรางวัลได้ในตะกร้า ดู[ข้อกำหนด Beauty Pass](/beauty-pass-terms)`,
          ],
        },
        {
          id: 'account',
          heading: 'ลืมรหัสผ่าน',
          body: ['เลือก “ลืมรหัสผ่าน” ในหน้าเข้าสู่ระบบ แล้วเราจะส่งลิงก์ตั้งรหัสผ่านใหม่ทางอีเมล'],
        },
      ],
    },
    contact: {
      title: 'ติดต่อเรา',
      description: 'ติดต่อทีมดูแลลูกค้า Halcyon Beauty ประเทศไทยทางอีเมลหรือที่ร้าน',
      sections: [
        {
          id: 'customer-care',
          heading: 'ฝ่ายดูแลลูกค้า',
          body: [
            `อีเมลถึงเราที่ [${c.email}](mailto:${c.email}) ทีมงานตอบวันจันทร์ถึงศุกร์ 9.00–18.00 น. โดยปกติภายในหนึ่งวันทำการ`,
            'หากเป็นเรื่องคำสั่งซื้อ โปรดแจ้งหมายเลขคำสั่งซื้อ',
          ],
        },
        {
          id: 'in-store',
          heading: 'ที่ร้าน',
          body: [
            'บิวตี้แอดไวเซอร์ยินดีช่วยเลือกเฉดสี แนะนำการดูแลผิว และรับคืนสินค้าที่ซื้อหน้าร้าน ดูเวลาทำการที่[ค้นหาร้านค้า](/store-locations)',
          ],
        },
        {
          id: 'before-you-write',
          heading: 'ก่อนส่งข้อความ',
          body: ['คำตอบมากมายอยู่ใน[ช่วยเหลือและคำถามที่พบบ่อย](/help) ทั้งระยะเวลาจัดส่ง การคืนสินค้า และคะแนน Beauty Pass'],
        },
      ],
    },
    'delivery-returns': {
      title: 'การจัดส่งและการคืนสินค้า',
      description: `ระยะเวลาและค่าจัดส่งในประเทศไทย ส่งฟรีเมื่อช้อปครบ ${c.threshold} และคืนสินค้าฟรีภายใน 30 วัน`,
      sections: [
        {
          id: 'delivery-costs',
          heading: 'ค่าจัดส่ง',
          body: [
            [
              `**ส่งฟรีแบบมาตรฐาน** เมื่อช้อปครบ ${c.threshold}`,
              `**ค่าจัดส่งมาตรฐาน** เมื่อยอดต่ำกว่า ${c.threshold}: ${c.fee}`,
              '**รับที่ร้าน**: ฟรี ที่สาขาที่คุณเลือก',
            ],
          ],
        },
        {
          id: 'delivery-times',
          heading: 'ระยะเวลาจัดส่ง',
          body: [
            `โดยปกติได้รับภายใน ${c.facts.cityDays} วันทำการใน${c.pick(c.facts.cities)} และ ${c.facts.otherDays} วันทำการในจังหวัดอื่น คำสั่งซื้อก่อน 12.00 น. ในวันทำการจัดส่งภายในวันเดียวกัน`,
            'ช่วงเซลใหญ่และวันหยุดนักขัตฤกษ์อาจใช้เวลานานขึ้น',
          ],
        },
        {
          id: 'returns-policy',
          heading: 'นโยบายการคืนสินค้า',
          body: [
            'สินค้าที่ยังไม่เปิดใช้และอยู่ในบรรจุภัณฑ์เดิมคืนได้ฟรีภายใน 30 วันหลังได้รับ เพื่อสุขอนามัย เราไม่รับคืนสินค้าที่เปิดแล้วเว้นแต่ชำรุด',
            'ตัวอย่างฟรี ของแถม และบัตรของขวัญคืนไม่ได้',
          ],
        },
        {
          id: 'how-to-return',
          heading: 'วิธีคืนสินค้า',
          body: [
            [
              `อีเมลถึง [${c.email}](mailto:${c.email}) พร้อมหมายเลขคำสั่งซื้อและสินค้าที่ต้องการคืน`,
              'เราจะส่งใบปะหน้าสำหรับส่งคืนแบบชำระค่าส่งแล้วให้คุณ',
              'แพ็กสินค้าให้เรียบร้อยและส่งพัสดุภายใน 14 วัน',
            ],
          ],
        },
        {
          id: 'refunds',
          heading: 'การคืนเงิน',
          body: [
            'เมื่อได้รับสินค้าคืน เราจะคืนเงินไปยังช่องทางชำระเงินเดิมภายใน 5–10 วันทำการ คะแนน Beauty Pass จากสินค้าที่คืนจะถูกหักออก',
          ],
        },
      ],
    },
    'beauty-pass-terms': {
      title: 'ข้อกำหนด Beauty Pass',
      description: 'กติกาของ Beauty Pass โปรแกรมสมาชิกของ Halcyon Beauty ประเทศไทย: คะแนน ระดับ ของรางวัล และวันหมดอายุ',
      sections: [
        {
          id: 'membership',
          heading: 'การเป็นสมาชิก',
          body: [
            `Beauty Pass สมัครฟรีสำหรับผู้มีอายุ 14 ปีขึ้นไปที่มีบัญชี Halcyon Beauty ในประเทศไทย รับ ${c.points(REGISTRATION_POINTS)} คะแนนเมื่อสมัคร หนึ่งคนหนึ่งบัญชี`,
          ],
        },
        {
          id: 'earning-points',
          heading: 'การสะสมคะแนน',
          body: ['คะแนนคำนวณจากยอดที่ชำระค่าสินค้าหลังหักส่วนลด ไม่รวมค่าจัดส่งและบัตรของขวัญ คะแนนจะเข้าบัญชีเมื่อชำระเงินเรียบร้อย'],
        },
        {
          id: 'tiers',
          heading: 'ระดับสมาชิก',
          body: [
            [
              '**White**: สมาชิกทุกคนตั้งแต่วันสมัคร',
              `**Black**: สะสมคะแนนระดับ ${c.points(BLACK_POINTS)} คะแนนในหนึ่งปีสมาชิก`,
              `**Gold**: สะสมคะแนนระดับ ${c.points(GOLD_POINTS)} คะแนนในหนึ่งปีสมาชิก`,
            ],
            'ระดับสมาชิกจะได้รับการทบทวนปีละครั้ง',
          ],
        },
        {
          id: 'rewards-and-expiry',
          heading: 'ของรางวัลและวันหมดอายุ',
          body: [
            `แลกคะแนนเป็นของรางวัลในตะกร้า หนึ่งรางวัลต่อคำสั่งซื้อ คะแนนหมดอายุ ${POINTS_EXPIRY_MONTHS} เดือนหลังได้รับ ไม่มีมูลค่าเป็นเงินสดและโอนไม่ได้`,
          ],
        },
        {
          id: 'changes',
          heading: 'การเปลี่ยนแปลงโปรแกรม',
          body: [
            'เราอาจเปลี่ยนแปลงข้อกำหนดหรือของรางวัลโดยแจ้งทางอีเมลล่วงหน้า 30 วัน การใช้โปรแกรมโดยมิชอบอาจทำให้คะแนนหรือสมาชิกภาพถูกยกเลิก',
          ],
        },
      ],
    },
  };
}

function chinese(c: Context): Pages {
  const law = c.pick(c.facts.privacyLaw);
  const regulator = c.pick(c.facts.regulator);
  return {
    about: {
      title: '關於 Halcyon Beauty',
      description:
        'Halcyon Beauty 香港：正品彩妝、護膚、香水及護髮產品，每張訂單送免費試用裝，並設 Beauty Pass 會員計劃。',
      sections: [
        {
          id: 'our-story',
          heading: '我們的故事',
          body: [
            'Halcyon Beauty 源於一個簡單的想法：挑選合適的唇膏、精華或香水，應該是一件從容的事。今天，我們在亞太區八個市場匯聚人氣品牌、奢華品牌和新晉品牌。',
            '在香港，我們因應本地氣候、膚質和護膚習慣精選產品，並由親身使用產品的美容顧問為你提供建議。',
          ],
        },
        {
          id: 'our-promise',
          heading: '我們的承諾',
          body: [
            [
              '**保證正品。** 所有產品均直接來自品牌或其官方代理。',
              '**每張訂單均送免費試用裝**，讓你先試後買。',
              `**訂單滿 ${c.threshold} 免運費**，未開封產品 30 天內[免費退貨](/delivery-returns)。`,
              '**每次購物賺取 Beauty Pass 積分**，換領禮品、生日禮物及優先購買權。',
            ],
          ],
        },
        {
          id: 'beauty-pass',
          heading: 'Beauty Pass',
          body: [
            `會員計劃免費參加。登記即獲 ${c.points(REGISTRATION_POINTS)} 積分，隨購物由 White 升級至 Black 及 Gold。詳情請參閱 [Beauty Pass 條款](/beauty-pass-terms)。`,
          ],
        },
        {
          id: 'visit-us',
          heading: '歡迎光臨',
          body: [
            '歡迎到店預約化妝、皮膚諮詢或化妝課程。使用[店舖位置](/store-locations)尋找最近的分店，或[聯絡](/contact)我們的客戶服務團隊。',
          ],
        },
      ],
    },
    terms: {
      title: '條款及細則',
      description: '在 Halcyon Beauty 香港購物時適用的條款：訂單、價格、付款、送貨、退貨及網站使用。',
      sections: [
        {
          id: 'introduction',
          heading: '簡介',
          body: [
            '本條款適用於 Halcyon Beauty 香港網上商店的所有購物及網站使用。下單或建立帳戶即表示你同意本條款。請同時閱讀我們的[私隱政策](/privacy)。',
          ],
        },
        {
          id: 'legal-terms',
          heading: '法律條款',
          body: [
            '本商店由 Halcyon Beauty 香港（「我們」）營運。你必須年滿 18 歲，或已獲父母或監護人同意，方可下單。',
            [
              '你的訂單為購買要約。合約於我們發出訂單已寄出的確認電郵時成立。',
              '如產品缺貨、價格顯示有誤或懷疑涉及欺詐，我們可拒絕或取消訂單；已收取的款項將全數退還。',
              '部分產品及推廣設有每張訂單的數量限制。',
              '本條款受香港特別行政區法律管轄。',
            ],
          ],
        },
        {
          id: 'prices-and-payment',
          heading: '價格及付款',
          body: [
            `價格以港幣顯示。訂單滿 ${c.threshold} 免運費；未滿則收取運費 ${c.fee}。下單前會顯示應付總額。`,
            '我們接受結帳頁面顯示的付款方式。優惠碼不可兌換現金，每張訂單限用一個。',
          ],
        },
        {
          id: 'delivery-and-returns',
          heading: '送貨及退貨',
          body: ['送貨時間及退貨政策載於[送貨及退貨](/delivery-returns)頁面，並構成本條款的一部分。'],
        },
        {
          id: 'accounts-and-loyalty',
          heading: '帳戶及 Beauty Pass',
          body: [
            '請妥善保管密碼；你須為帳戶內的活動負責。Beauty Pass 會籍受 [Beauty Pass 條款](/beauty-pass-terms)規管。',
          ],
        },
        {
          id: 'use-of-the-site',
          heading: '網站使用',
          body: [
            '網站所有內容均屬我們或品牌夥伴所有，不得作商業用途複製。我們可不時更新本條款；下單時顯示的版本適用於該訂單。',
          ],
        },
      ],
    },
    privacy: {
      title: '私隱政策',
      description: `Halcyon Beauty 香港如何根據${law}收集、使用及保障你的個人資料。`,
      sections: [
        {
          id: 'who-we-are',
          heading: '關於我們',
          body: [`Halcyon Beauty 香港負責管理你提供的個人資料，並按照${law}處理。`],
        },
        {
          id: 'data-we-collect',
          heading: '我們收集的資料',
          body: [
            [
              '聯絡資料：姓名、電郵、手機號碼及送貨地址。',
              '帳戶及會員資料：Beauty Pass 級別、積分及已換領的禮品。',
              '訂單及預約：你購買的產品及付款方式（我們不會儲存完整卡號）。',
              '美容檔案中的偏好，以及你使用網站和應用程式的情況。',
            ],
          ],
        },
        {
          id: 'how-we-use-data',
          heading: '資料用途',
          body: [
            '用於處理訂單、管理 Beauty Pass 帳戶、回覆查詢、防止欺詐及改善服務。我們只會在你同意後發送推廣訊息，你可隨時取消訂閱。',
          ],
        },
        {
          id: 'sharing',
          heading: '資料轉移',
          body: [
            '我們只會把資料提供給協助營運商店的服務供應商（物流、付款、防欺詐及客戶服務），並以合約要求他們保障資料。部分供應商在香港以外處理資料，我們會確保資料獲得相若保障。我們絕不出售你的個人資料。',
          ],
        },
        {
          id: 'your-rights',
          heading: '你的權利',
          body: [
            `根據${law}，你有權查閱及改正你的個人資料，並可拒絕接收直接促銷。請電郵至 [${c.email}](mailto:${c.email})，我們會在 40 日內回覆。`,
            `如不滿意我們的回覆，你可向${regulator}投訴。`,
          ],
        },
        {
          id: 'retention-and-security',
          heading: '保留及保安',
          body: ['我們只在需要或法例要求期間保留資料，並以加密及存取控制加以保障。'],
        },
        {
          id: 'cookies',
          heading: 'Cookie',
          body: [
            '我們使用 Cookie 讓你保持登入、記住購物袋及語言，並了解網站使用情況。你可在瀏覽器封鎖 Cookie，但部分功能或無法使用。',
          ],
        },
      ],
    },
    help: {
      title: '幫助及常見問題',
      description: '有關 Halcyon Beauty 香港訂單、送貨、退貨、付款及 Beauty Pass 的常見問題。',
      sections: [
        {
          id: 'orders',
          heading: '我的訂單在哪裡？',
          body: ['訂單寄出後，我們會以電郵發送追蹤連結。登入後亦可在[我的訂單](/orders)查看。'],
        },
        {
          id: 'delivery',
          heading: '運費是多少？',
          body: [`訂單滿 ${c.threshold} 免運費；未滿則標準運費為 ${c.fee}。店舖自取一律免費。`],
        },
        {
          id: 'returns',
          heading: '可以退貨嗎？',
          body: ['可以：未開封產品可於收貨後 30 天內免費退貨。詳情請參閱[送貨及退貨](/delivery-returns)。'],
        },
        {
          id: 'payment',
          heading: '接受哪些付款方式？',
          body: ['Visa、Mastercard 及 American Express。下單時即從信用卡扣款。'],
        },
        {
          id: 'samples',
          heading: '免費試用裝如何選擇？',
          body: ['結帳前在購物袋中選擇免費試用裝。試用裝數量有限，並會定期更換。'],
        },
        {
          id: 'beauty-pass',
          heading: '如何賺取 Beauty Pass 積分？',
          body: [
            `每次購物均可賺取積分，登記即送 ${c.points(REGISTRATION_POINTS)} 迎新積分。積分可在購物袋中換領禮品。請參閱 [Beauty Pass 條款](/beauty-pass-terms)。`,
          ],
        },
        {
          id: 'account',
          heading: '忘記密碼',
          body: ['在登入頁選擇「忘記密碼」，我們會以電郵發送重設密碼的連結。'],
        },
      ],
    },
    contact: {
      title: '聯絡我們',
      description: '透過電郵或到店聯絡 Halcyon Beauty 香港客戶服務團隊。',
      sections: [
        {
          id: 'customer-care',
          heading: '客戶服務',
          body: [
            `請電郵至 [${c.email}](mailto:${c.email})。客戶服務團隊於星期一至五上午 9 時至下午 6 時回覆，一般在一個工作天內。`,
            '如查詢訂單，請附上訂單編號。',
          ],
        },
        {
          id: 'in-store',
          heading: '店舖服務',
          body: [
            '美容顧問樂意為你配對色號、提供護膚建議及處理店舖購物的退貨。營業時間請參閱[店舖位置](/store-locations)。',
          ],
        },
        {
          id: 'before-you-write',
          heading: '查詢之前',
          body: ['[幫助及常見問題](/help)已解答許多問題，包括送貨時間、退貨及 Beauty Pass 積分。'],
        },
      ],
    },
    'delivery-returns': {
      title: '送貨及退貨',
      description: `香港送貨時間及運費，訂單滿 ${c.threshold} 免運費，30 天內免費退貨。`,
      sections: [
        {
          id: 'delivery-costs',
          heading: '運費',
          body: [
            [
              `**免費標準送貨**：訂單滿 ${c.threshold}。`,
              `**標準送貨**：訂單未滿 ${c.threshold}，運費 ${c.fee}。`,
              '**店舖自取**：免費，可選擇任何分店。',
            ],
          ],
        },
        {
          id: 'delivery-times',
          heading: '送貨時間',
          body: [
            `${c.pick(c.facts.cities)}的訂單一般於 ${c.facts.cityDays} 個工作天內送達；離島地區需時 ${c.facts.otherDays} 個工作天。工作天中午 12 時前的訂單即日寄出。`,
            '大減價期間及公眾假期送貨或需較長時間。',
          ],
        },
        {
          id: 'returns-policy',
          heading: '退貨政策',
          body: [
            '未開封、未使用並保留原包裝的產品可於收貨後 30 天內免費退貨。基於衞生理由，已開封產品除有瑕疵外恕不退換。',
            '免費試用裝、購物贈品及禮品卡不設退貨。',
          ],
        },
        {
          id: 'how-to-return',
          heading: '退貨方法',
          body: [
            [
              `電郵至 [${c.email}](mailto:${c.email})，註明訂單編號及需退回的產品。`,
              '我們會發送已付郵資的退貨標籤。',
              '妥善包裝產品，並於 14 天內寄出。',
            ],
          ],
        },
        {
          id: 'refunds',
          heading: '退款',
          body: [
            '收到退貨後，我們會於 5 至 10 個工作天內退款至原付款方式。退回產品所賺取的 Beauty Pass 積分將被扣除。',
          ],
        },
      ],
    },
    'beauty-pass-terms': {
      title: 'Beauty Pass 條款',
      description: 'Halcyon Beauty 香港會員計劃 Beauty Pass 的規則：積分、級別、禮品及有效期。',
      sections: [
        {
          id: 'membership',
          heading: '會籍',
          body: [
            `年滿 14 歲並擁有 Halcyon Beauty 香港帳戶的人士均可免費加入 Beauty Pass。登記即獲 ${c.points(REGISTRATION_POINTS)} 積分。每人只限一個會籍。`,
          ],
        },
        {
          id: 'earning-points',
          heading: '賺取積分',
          body: ['積分按產品實付金額計算，已扣除折扣，不包括運費及禮品卡。訂單付款後積分即存入帳戶。'],
        },
        {
          id: 'tiers',
          heading: '會員級別',
          body: [
            [
              '**White**：所有會員，由加入當日起。',
              `**Black**：會籍年度內累積 ${c.points(BLACK_POINTS)} 級別積分。`,
              `**Gold**：會籍年度內累積 ${c.points(GOLD_POINTS)} 級別積分。`,
            ],
            '會員級別每年檢討一次。',
          ],
        },
        {
          id: 'rewards-and-expiry',
          heading: '禮品及有效期',
          body: [
            `積分可在購物袋中換領禮品，每張訂單限換一份。積分於賺取後 ${POINTS_EXPIRY_MONTHS} 個月到期，不可兌換現金或轉讓。`,
          ],
        },
        {
          id: 'changes',
          heading: '計劃變更',
          body: ['我們可提前 30 天以電郵通知更改本條款或禮品。如濫用計劃，積分或會籍可被取消。'],
        },
      ],
    },
  };
}

const WRITERS: Record<Language, (c: Context) => Pages> = { en: english, id: indonesian, th: thai, zh: chinese };

// ---------------------------------------------------------------------------
// Text to rich text

type Inline =
  | { type: 'text'; text: string; marks: Array<'bold' | 'italic' | 'underline'> }
  | { type: 'link'; text: string; href: string };

const MARKUP = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/;

/** `**bold**` and `[text](href)` inside a string, as rich-text inlines. */
export function inlines(text: string): Inline[] {
  return text
    .split(MARKUP)
    .filter((part) => part.length > 0)
    .map((part): Inline => {
      const bold = /^\*\*([^*]+)\*\*$/.exec(part);
      if (bold) return { type: 'text', text: bold[1]!, marks: ['bold'] };
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
      if (link) return { type: 'link', text: link[1]!, href: link[2]! };
      return { type: 'text', text: part, marks: [] };
    });
}

function sectionBlock(section: Section): ContentBlockRow {
  return {
    type: 'richText',
    id: section.id,
    document: {
      type: 'document',
      content: [
        { type: 'heading', level: 2, children: inlines(section.heading) },
        ...section.body.map((part) =>
          typeof part === 'string'
            ? { type: 'paragraph', children: inlines(part) }
            : { type: 'list', ordered: false, items: part.map(inlines) },
        ),
      ],
    },
  };
}

/** The store pages of one country and language, as entry rows. */
export function contentPageRows(
  country: CountryCode,
  language: Language,
): Array<InferInsertModel<typeof contentEntries>> {
  const pages = WRITERS[language](contextFor(country, language));
  return (Object.keys(pages) as ContentPageSlug[]).map((slug) => ({
    country,
    language,
    pageType: 'cms-pages' as const,
    slugUrl: slug,
    segment: null,
    status: 'published' as const,
    title: pages[slug].title,
    seoDescription: pages[slug].description,
    blocks: pages[slug].sections.map(sectionBlock),
    updatedAt: UPDATED[slug],
  }));
}

/**
 * Seeds the store pages for every country and language, and one unpublished edit of the
 * Singapore terms that only preview shows.
 */
export async function seedContentPages(db: Db): Promise<void> {
  const rows = COUNTRY_CODES.flatMap((country) =>
    COUNTRIES[country].languages.flatMap((language) => contentPageRows(country, language)),
  );
  const sgTerms = rows.find((row) => row.country === 'sg' && row.slugUrl === 'terms');
  if (sgTerms) {
    rows.push({
      ...sgTerms,
      status: 'draft',
      title: 'Terms and conditions (draft)',
      updatedAt: new Date('2026-06-01T02:00:00Z'),
    });
  }
  await insertBatched(db, contentEntries, rows);
}
