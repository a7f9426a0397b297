import { and, asc, eq, inArray, type InferInsertModel } from 'drizzle-orm';
import {
  activities,
  activityGroups,
  activityTimeSlots,
  artists,
  bookingQuestions,
  happeningBanners,
  stores,
  type LocalizedText,
  type OpeningHoursRow,
  users,
} from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import { COUNTRY_CODES, type CountryCode } from '@/contract';
import { insertBatched } from './insert';
import { localPrice } from './products';
import { Random, slugify } from './random';
import { SCHEDULE_DAYS, scheduleStart, slotsForDays, type SlotActivity } from '@/backend/happening/slots';
import { bookingMemberColumns, insertPastBooking, pastActivityColumns } from '@/backend/happening/past-bookings';

interface StoreSeed {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  lat: number;
  lng: number;
  /** IANA zone when it differs from the country's main one. */
  timeZone?: string;
}

const STORES: Record<CountryCode, StoreSeed[]> = {
  sg: [
    {
      name: 'ION Orchard',
      address: '2 Orchard Turn, #B2-15',
      city: 'Singapore',
      postalCode: '238801',
      phone: '+65 6509 1234',
      lat: 1.304,
      lng: 103.8318,
    },
    {
      name: 'Jewel Changi Airport',
      address: '78 Airport Boulevard, #02-221',
      city: 'Singapore',
      postalCode: '819666',
      phone: '+65 6509 2345',
      lat: 1.3602,
      lng: 103.9898,
    },
    {
      name: 'VivoCity',
      address: '1 HarbourFront Walk, #01-98',
      city: 'Singapore',
      postalCode: '098585',
      phone: '+65 6509 3456',
      lat: 1.2643,
      lng: 103.8223,
    },
  ],
  au: [
    {
      name: 'Sydney Pitt Street',
      address: '188 Pitt Street Mall',
      city: 'Sydney',
      postalCode: '2000',
      phone: '+61 2 9000 1234',
      lat: -33.8703,
      lng: 151.2083,
    },
    {
      name: 'Melbourne Emporium',
      address: '287 Lonsdale Street, Level 1',
      city: 'Melbourne',
      postalCode: '3000',
      phone: '+61 3 9000 2345',
      lat: -37.812,
      lng: 144.964,
      timeZone: 'Australia/Melbourne',
    },
  ],
  hk: [
    {
      name: 'Causeway Bay',
      address: '500 Hennessy Road, G/F',
      city: 'Hong Kong',
      postalCode: '000000',
      phone: '+852 2100 1234',
      lat: 22.28,
      lng: 114.183,
    },
    {
      name: 'Harbour City',
      address: '3-27 Canton Road, Tsim Sha Tsui',
      city: 'Kowloon',
      postalCode: '000000',
      phone: '+852 2100 2345',
      lat: 22.296,
      lng: 114.1686,
    },
  ],
  id: [
    {
      name: 'Grand Indonesia',
      address: 'Jl. M.H. Thamrin No.1, West Mall Lt. 1',
      city: 'Jakarta',
      postalCode: '10310',
      phone: '+62 21 2358 1234',
      lat: -6.1951,
      lng: 106.8213,
    },
    {
      name: 'Pakuwon Mall',
      address: 'Jl. Puncak Indah Lontar No.2',
      city: 'Surabaya',
      postalCode: '60216',
      phone: '+62 31 7390 2345',
      lat: -7.2893,
      lng: 112.675,
    },
  ],
  my: [
    {
      name: 'Pavilion Kuala Lumpur',
      address: '168 Jalan Bukit Bintang, Lot 3.10',
      city: 'Kuala Lumpur',
      postalCode: '55100',
      phone: '+60 3 2110 1234',
      lat: 3.149,
      lng: 101.7133,
    },
    {
      name: 'Sunway Pyramid',
      address: '3 Jalan PJS 11/15, Bandar Sunway',
      city: 'Petaling Jaya',
      postalCode: '47500',
      phone: '+60 3 5632 2345',
      lat: 3.0733,
      lng: 101.6072,
    },
  ],
  nz: [
    {
      name: 'Commercial Bay',
      address: '7 Queen Street, Level 1',
      city: 'Auckland',
      postalCode: '1010',
      phone: '+64 9 300 1234',
      lat: -36.8441,
      lng: 174.7653,
    },
    {
      name: 'Sylvia Park',
      address: '286 Mount Wellington Highway',
      city: 'Auckland',
      postalCode: '1060',
      phone: '+64 9 300 2345',
      lat: -36.9178,
      lng: 174.8412,
    },
  ],
  ph: [
    {
      name: 'Greenbelt 5',
      address: 'Legaspi Street, Ayala Center',
      city: 'Makati',
      postalCode: '1224',
      phone: '+63 2 8800 1234',
      lat: 14.5527,
      lng: 121.0223,
    },
    {
      name: 'SM Megamall',
      address: 'EDSA corner Doña Julia Vargas Avenue',
      city: 'Mandaluyong',
      postalCode: '1550',
      phone: '+63 2 8800 2345',
      lat: 14.5849,
      lng: 121.0566,
    },
  ],
  th: [
    {
      name: 'Siam Center',
      address: '979 Rama I Road, 2nd Floor',
      city: 'Bangkok',
      postalCode: '10330',
      phone: '+66 2 100 1234',
      lat: 13.7462,
      lng: 100.5326,
    },
    {
      name: 'CentralWorld',
      address: '999/9 Rama I Road, Zone Atrium',
      city: 'Bangkok',
      postalCode: '10330',
      phone: '+66 2 100 2345',
      lat: 13.7466,
      lng: 100.5393,
    },
  ],
};

const HOURS: OpeningHoursRow[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opens: day === 0 ? '11:00' : '10:00',
  closes: day === 5 || day === 6 ? '22:00' : '21:30',
}));

const t = (en: string, id: string, th: string, zh: string): LocalizedText => ({ en, id, th, zh });

const GROUPS: Array<{
  slug: string;
  kind: 'service' | 'class' | 'event';
  name: LocalizedText;
  description: LocalizedText;
}> = [
  {
    slug: 'makeup-services',
    kind: 'service',
    name: t('Makeup Services', 'Layanan Makeup', 'บริการแต่งหน้า', '化妝服務'),
    description: t(
      'One-to-one makeovers with our artists.',
      'Makeover personal bersama artis kami.',
      'แต่งหน้าแบบตัวต่อตัวกับช่างแต่งหน้าของเรา',
      '由我們的化妝師提供一對一妝容服務。',
    ),
  },
  {
    slug: 'skin-services',
    kind: 'service',
    name: t('Skin Services', 'Layanan Kulit', 'บริการดูแลผิว', '護膚服務'),
    description: t(
      'Skin analysis and express facials.',
      'Analisis kulit dan perawatan wajah singkat.',
      'วิเคราะห์ผิวและทรีตเมนต์ผิวหน้าแบบด่วน',
      '肌膚分析及快速面部護理。',
    ),
  },
  {
    slug: 'brow-lash',
    kind: 'service',
    name: t('Brows & Lashes', 'Alis & Bulu Mata', 'คิ้วและขนตา', '眉毛及睫毛'),
    description: t(
      'Shape, tint and lift.',
      'Bentuk, warnai dan lentikkan.',
      'แต่งทรง ย้อมสี และลิฟติ้ง',
      '修眉、染色及睫毛提拉。',
    ),
  },
  {
    slug: 'masterclasses',
    kind: 'class',
    name: t('Beauty Classes', 'Kelas Kecantikan', 'คลาสความงาม', '美容課程'),
    description: t(
      'Small-group classes with pro artists.',
      'Kelas kelompok kecil bersama artis profesional.',
      'คลาสกลุ่มเล็กกับช่างแต่งหน้ามืออาชีพ',
      '由專業化妝師教授的小班課程。',
    ),
  },
  {
    slug: 'store-events',
    kind: 'event',
    name: t('Store Events', 'Acara Toko', 'อีเวนต์ในร้าน', '店內活動'),
    description: t(
      'Launches, meet-and-greets and parties.',
      'Peluncuran produk, temu sapa dan pesta.',
      'งานเปิดตัว มีตแอนด์กรีต และปาร์ตี้',
      '新品發佈、見面會及派對。',
    ),
  },
];

const ACTIVITIES: Array<{
  group: string;
  kind: 'service' | 'class' | 'event';
  title: LocalizedText;
  minutes: number;
  usCents: number;
  capacity: number;
}> = [
  {
    group: 'makeup-services',
    kind: 'service',
    title: t('Express Makeover', 'Makeover Kilat', 'แต่งหน้าด่วน', '快速妝容'),
    minutes: 30,
    usCents: 2500,
    capacity: 1,
  },
  {
    group: 'makeup-services',
    kind: 'service',
    title: t('Full Glam Makeup', 'Makeup Glam Lengkap', 'แต่งหน้าจัดเต็ม', '全妝造型'),
    minutes: 60,
    usCents: 6000,
    capacity: 1,
  },
  {
    group: 'skin-services',
    kind: 'service',
    title: t('Skin Analysis & Facial', 'Analisis Kulit & Facial', 'วิเคราะห์ผิวและทรีตเมนต์', '肌膚分析及面部護理'),
    minutes: 45,
    usCents: 4000,
    capacity: 1,
  },
  {
    group: 'brow-lash',
    kind: 'service',
    title: t('Brow Shaping', 'Pembentukan Alis', 'แต่งทรงคิ้ว', '修眉'),
    minutes: 30,
    usCents: 2000,
    capacity: 1,
  },
  {
    group: 'brow-lash',
    kind: 'service',
    title: t('Lash Lift', 'Lash Lift', 'ลิฟติ้งขนตา', '睫毛提拉'),
    minutes: 45,
    usCents: 4500,
    capacity: 1,
  },
  {
    group: 'masterclasses',
    kind: 'class',
    title: t('Contour 101 Masterclass', 'Kelas Kontur 101', 'มาสเตอร์คลาสคอนทัวร์ 101', '修容入門大師班'),
    minutes: 90,
    usCents: 3500,
    capacity: 8,
  },
  {
    group: 'masterclasses',
    kind: 'class',
    title: t('Skincare Layering Workshop', 'Workshop Urutan Skincare', 'เวิร์กช็อปการเลเยอร์สกินแคร์', '護膚層次工作坊'),
    minutes: 60,
    usCents: 0,
    capacity: 10,
  },
  {
    group: 'store-events',
    kind: 'event',
    title: t('Fragrance Discovery Evening', 'Malam Penemuan Parfum', 'ค่ำคืนค้นหากลิ่นน้ำหอม', '香氛探索之夜'),
    minutes: 120,
    usCents: 0,
    capacity: 30,
  },
  {
    group: 'store-events',
    kind: 'event',
    title: t('New Brand Launch Party', 'Pesta Peluncuran Brand Baru', 'ปาร์ตี้เปิดตัวแบรนด์ใหม่', '新品牌發佈派對'),
    minutes: 120,
    usCents: 0,
    capacity: 40,
  },
];

const ARTIST_NAMES = [
  'Alicia Tan',
  'Marcus Lee',
  'Nadia Rahman',
  'Ploy Srisuk',
  'Jia Wen Ho',
  'Ravi Kumar',
  'Sarah Cole',
  'Dewi Lestari',
  'Kenji Mori',
  'Bea Santos',
  'Chloe Ng',
  'Tom Walker',
];
const SPECIALTIES = ['Bridal makeup', 'Skin specialist', 'Brow artist', 'Editorial makeup', 'Lash technician'];

export async function seedStoresAndHappening(db: Db, today: Date): Promise<void> {
  const random = Random.from('happening');
  const storeRows: Array<InferInsertModel<typeof stores>> = [];
  const artistRows: Array<InferInsertModel<typeof artists>> = [];
  const groupRows: Array<InferInsertModel<typeof activityGroups>> = [];
  const activityRows: Array<InferInsertModel<typeof activities>> = [];
  const slotRows: Array<InferInsertModel<typeof activityTimeSlots>> = [];
  const questionRows: Array<InferInsertModel<typeof bookingQuestions>> = [];
  const bannerRows: Array<InferInsertModel<typeof happeningBanners>> = [];
  const start = scheduleStart(today);

  let storeId = 1;
  let artistId = 1;
  let groupId = 1;
  let activityId = 1;

  for (const country of COUNTRY_CODES) {
    const groupIds = new Map<string, number>();
    GROUPS.forEach((group, index) => {
      groupIds.set(group.slug, groupId);
      groupRows.push({
        id: groupId++,
        slug: group.slug,
        country,
        kind: group.kind,
        name: group.name,
        description: group.description,
        position: index + 1,
      });
    });

    STORES[country].forEach((store, storeIndex) => {
      const id = storeId++;
      storeRows.push({
        id,
        slug: slugify(`${country} ${store.name}`),
        country,
        name: `Halcyon Beauty ${store.name}`,
        address: store.address,
        city: store.city,
        postalCode: store.postalCode,
        phone: store.phone,
        email: `${slugify(store.name)}.${country}@halcyonbeauty.example`,
        latitude: store.lat,
        longitude: store.lng,
        timeZone: store.timeZone ?? TIME_ZONES[country],
        openingHours: HOURS,
        clickAndCollect: storeIndex === 0 || random.chance(0.6),
        position: storeIndex + 1,
      });
      const storeArtists: number[] = [];
      const storeNames = new Set<string>();
      for (let a = 0; a < 3; a += 1) {
        storeArtists.push(artistId);
        // One draw per artist, as before (later data keeps its values); a name already taken at
        // the store moves on to the next free one, so shoppers never choose between two namesakes.
        let index = ARTIST_NAMES.indexOf(random.pick(ARTIST_NAMES));
        while (storeNames.has(ARTIST_NAMES[index % ARTIST_NAMES.length]!)) index += 1;
        const name = ARTIST_NAMES[index % ARTIST_NAMES.length]!;
        storeNames.add(name);
        artistRows.push({
          id: artistId++,
          storeId: id,
          name,
          specialty: random.pick(SPECIALTIES),
        });
      }

      const chosen = ACTIVITIES.filter(() => random.chance(0.8));
      chosen.forEach((activity, position) => {
        const currentId = activityId++;
        const price = activity.usCents === 0 ? 0 : localPrice(country, activity.usCents);
        activityRows.push({
          id: currentId,
          slug: slugify(`${activity.title.en} ${store.name}`),
          country,
          storeId: id,
          groupId: groupIds.get(activity.group) ?? 1,
          kind: activity.kind,
          title: activity.title,
          description: {
            en: `${activity.title.en} at Halcyon Beauty ${store.name}. ${activity.minutes} minutes with one of our experts.`,
            id: `${activity.title.id ?? activity.title.en} di Halcyon Beauty ${store.name}. ${activity.minutes} menit bersama ahli kami.`,
            th: `${activity.title.th ?? activity.title.en} ที่ Halcyon Beauty ${store.name} ${activity.minutes} นาทีกับผู้เชี่ยวชาญของเรา`,
            zh: `於 Halcyon Beauty ${store.name} 的${activity.title.zh ?? activity.title.en}，由我們的專家提供 ${activity.minutes} 分鐘服務。`,
          },
          durationMinutes: activity.minutes,
          price,
          capacity: activity.capacity,
          artistIds: activity.kind === 'event' ? [] : storeArtists,
          appOnly: random.chance(0.2),
          brandId: null,
          position: position + 1,
        });
        questionRows.push({
          activityId: currentId,
          questions: [
            {
              id: 'skin_type',
              label: t('Skin type', 'Jenis kulit', 'สภาพผิว', '膚質'),
              type: 'select',
              required: activity.kind === 'service',
              maxLength: null,
              options: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
            },
            {
              id: 'allergies',
              label: t(
                'Allergies or sensitivities',
                'Alergi atau sensitivitas',
                'อาการแพ้หรือการระคายเคือง',
                '過敏或敏感情況',
              ),
              type: 'text',
              required: false,
              maxLength: 200,
              options: [],
            },
            {
              id: 'first_visit',
              label: t('First visit?', 'Kunjungan pertama?', 'มาครั้งแรกหรือไม่', '首次光臨？'),
              type: 'boolean',
              required: false,
              maxLength: null,
              options: [],
            },
          ],
        });

        // Time slots for the next SCHEDULE_DAYS days, deterministic for a given date.
        const slotActivity: SlotActivity = {
          id: currentId,
          kind: activity.kind,
          timeZone: store.timeZone ?? TIME_ZONES[country],
          capacity: activity.capacity,
          durationMinutes: activity.minutes,
          artistIds: activity.kind === 'service' ? storeArtists : [],
        };
        slotRows.push(...slotsForDays(slotActivity, start, SCHEDULE_DAYS));
      });
    });

    [
      {
        title: t('Book a free makeover', 'Pesan makeover gratis', 'จองแต่งหน้าฟรี', '預約免費化妝'),
        subtitle: t(
          'With any purchase of two makeup items',
          'Dengan pembelian dua produk makeup',
          'เมื่อซื้อผลิตภัณฑ์แต่งหน้า 2 ชิ้น',
          '購買任何兩件彩妝產品即可',
        ),
        link: '/happening/services',
      },
      {
        title: t('Masterclasses are back', 'Kelas master kembali', 'มาสเตอร์คลาสกลับมาแล้ว', '大師班回歸'),
        subtitle: t(
          'Learn from our pro artists',
          'Belajar dari artis profesional kami',
          'เรียนรู้จากช่างแต่งหน้ามืออาชีพ',
          '向專業化妝師學習',
        ),
        link: '/happening/beauty-services',
      },
      {
        title: t('Fragrance week', 'Pekan parfum', 'สัปดาห์น้ำหอม', '香水週'),
        subtitle: t(
          'Discover your signature scent in store',
          'Temukan aroma khas Anda di toko',
          'ค้นหากลิ่นประจำตัวคุณที่ร้าน',
          '在店內發掘你的專屬香氣',
        ),
        link: '/happening/services',
      },
    ].forEach((banner, index) => bannerRows.push({ country, ...banner, position: index + 1 }));
    // An editor's banner not yet published: shown in preview (/preview/happening) only.
    bannerRows.push({
      country,
      title: t(
        'Coming soon: holiday gifting workshops',
        'Segera: lokakarya kado liburan',
        'เร็ว ๆ นี้: เวิร์กช็อปของขวัญวันหยุด',
        '即將推出：節日送禮工作坊',
      ),
      subtitle: t(
        'Wrap, pair and personalise with our artists',
        'Bungkus, padukan, dan personalisasi bersama artis kami',
        'ห่อ จับคู่ และปรับแต่งของขวัญกับช่างแต่งหน้าของเรา',
        '與我們的彩妝師一起包裝、搭配和個人化',
      ),
      link: '/happening/services?kind=class',
      position: 3,
      status: 'draft',
    });
  }

  // Every country shows the app prompt somewhere: where the draw made no activity app-only, its
  // last one is (no draw is spent, so the rest of the data stays as it was).
  for (const country of COUNTRY_CODES) {
    const own = activityRows.filter((row) => row.country === country);
    const last = own.at(-1);
    if (last && !own.some((row) => row.appOnly)) last.appOnly = true;
  }

  // Gold's event invitations: an evening at each country's first store that only Gold members book
  // (added after the draws, so the rest of the data stays as it was).
  for (const country of COUNTRY_CODES) {
    const store = storeRows.find((row) => row.country === country);
    if (!store?.id) continue;
    const id = activityId++;
    const title = t(
      'Beauty Pass Gold Evening',
      'Malam Beauty Pass Gold',
      'ค่ำคืน Beauty Pass Gold',
      'Beauty Pass Gold 之夜',
    );
    activityRows.push({
      id,
      slug: slugify(`${title.en} ${store.name}`),
      country,
      storeId: store.id,
      groupId: groupRows.find((row) => row.country === country && row.slug === 'store-events')?.id ?? 1,
      kind: 'event',
      title,
      description: {
        en: `An evening of first looks and expert tips at ${store.name}, by invitation for Beauty Pass Gold members.`,
        id: `Malam peluncuran dan tips ahli di ${store.name}, khusus undangan untuk anggota Beauty Pass Gold.`,
        th: `ค่ำคืนพิเศษพบสินค้าใหม่และเคล็ดลับจากผู้เชี่ยวชาญที่ ${store.name} สำหรับสมาชิก Beauty Pass Gold ที่ได้รับเชิญ`,
        zh: `於 ${store.name} 舉行的新品搶先看及專家貼士之夜，僅限受邀的 Beauty Pass Gold 會員。`,
      },
      durationMinutes: 120,
      price: 0,
      capacity: 24,
      artistIds: [],
      appOnly: false,
      invitedTier: 'gold',
      brandId: null,
      position: 99,
    });
    slotRows.push(
      ...slotsForDays(
        {
          id,
          kind: 'event',
          timeZone: store.timeZone ?? TIME_ZONES[country],
          capacity: 24,
          durationMinutes: 120,
          artistIds: [],
        },
        start,
        SCHEDULE_DAYS,
      ),
    );
  }

  await insertBatched(db, stores, storeRows);
  await insertBatched(db, artists, artistRows);
  await insertBatched(db, activityGroups, groupRows);
  await insertBatched(db, activities, activityRows);
  await insertBatched(db, activityTimeSlots, slotRows);
  await insertBatched(db, bookingQuestions, questionRows);
  await insertBatched(db, happeningBanners, bannerRows);
  await seedPastBookings(db, start);
}

/**
 * Bookings the demo members made of classes that have since taken place: their account shows
 * them as expired (they can no longer be rescheduled or cancelled). Skipped without demo members.
 */
async function seedPastBookings(db: Db, start: Date): Promise<void> {
  const members = await db
    .select(bookingMemberColumns)
    .from(users)
    .where(inArray(users.email, ['gold@demo.halcyonbeauty.test', 'black@demo.halcyonbeauty.test']));
  if (members.length === 0) return;
  const classes = await db
    .select(pastActivityColumns)
    .from(activities)
    .innerJoin(stores, eq(stores.id, activities.storeId))
    .where(and(eq(activities.country, 'sg'), eq(activities.kind, 'class')))
    .orderBy(asc(activities.id))
    .limit(members.length);
  for (const [index, member] of members.entries()) {
    const activity = classes[index];
    if (!activity) break;
    const number = `HBDEMO${String(index + 1).padStart(4, '0')}`;
    await insertPastBooking(db, { number, member, activity, daysAgo: 7 + index, now: start });
  }
}

/** The main time zone of each country's stores. */
const TIME_ZONES: Record<CountryCode, string> = {
  au: 'Australia/Sydney',
  hk: 'Asia/Hong_Kong',
  id: 'Asia/Jakarta',
  my: 'Asia/Kuala_Lumpur',
  nz: 'Pacific/Auckland',
  ph: 'Asia/Manila',
  sg: 'Asia/Singapore',
  th: 'Asia/Bangkok',
};
