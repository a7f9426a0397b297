import type { LocalizedText } from '@/backend/db/schema';

export type Shape =
  'bottle' | 'jar' | 'compact' | 'lipstick' | 'tube' | 'palette' | 'pencil' | 'mascara' | 'perfume' | 'brush' | 'tool';

export interface LeafSeed {
  slug: string;
  name: LocalizedText;
  /** Product-type words a name ends with, e.g. "Foundation". */
  nouns: string[];
  shape: Shape;
  variantKind: 'shade' | 'size';
  /** Typical price in US cents (scaled per country). */
  basePrice: [number, number];
}

export interface MidSeed {
  slug: string;
  name: LocalizedText;
  leaves: LeafSeed[];
}

export interface TopSeed {
  slug: string;
  name: LocalizedText;
  mids: MidSeed[];
}

const t = (en: string, id: string, th: string, zh: string): LocalizedText => ({ en, id, th, zh });

export const CATEGORY_TREE: TopSeed[] = [
  {
    slug: 'makeup',
    name: t('Makeup', 'Makeup', 'เมคอัพ', '彩妝'),
    mids: [
      {
        slug: 'face',
        name: t('Face', 'Wajah', 'ใบหน้า', '面部'),
        leaves: [
          {
            slug: 'foundation',
            name: t('Foundation', 'Alas Bedak', 'รองพื้น', '粉底'),
            nouns: ['Foundation', 'Skin Tint', 'Fluid Foundation'],
            shape: 'bottle',
            variantKind: 'shade',
            basePrice: [2800, 6500],
          },
          {
            slug: 'concealer',
            name: t('Concealer', 'Concealer', 'คอนซีลเลอร์', '遮瑕'),
            nouns: ['Concealer', 'Corrector'],
            shape: 'tube',
            variantKind: 'shade',
            basePrice: [1800, 3800],
          },
          {
            slug: 'powder',
            name: t('Powder', 'Bedak', 'แป้ง', '蜜粉'),
            nouns: ['Setting Powder', 'Pressed Powder', 'Loose Powder'],
            shape: 'compact',
            variantKind: 'shade',
            basePrice: [2200, 4800],
          },
          {
            slug: 'primer',
            name: t('Primer', 'Primer', 'ไพรเมอร์', '妝前乳'),
            nouns: ['Primer', 'Pore Primer', 'Glow Primer'],
            shape: 'tube',
            variantKind: 'size',
            basePrice: [2000, 4500],
          },
          {
            slug: 'setting-spray',
            name: t('Setting Spray', 'Setting Spray', 'สเปรย์ล็อกเมคอัพ', '定妝噴霧'),
            nouns: ['Setting Spray', 'Fixing Mist'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1800, 3600],
          },
        ],
      },
      {
        slug: 'cheeks',
        name: t('Cheeks', 'Pipi', 'แก้ม', '臉頰'),
        leaves: [
          {
            slug: 'blush',
            name: t('Blush', 'Perona Pipi', 'บลัชออน', '腮紅'),
            nouns: ['Blush', 'Cheek Tint', 'Liquid Blush'],
            shape: 'compact',
            variantKind: 'shade',
            basePrice: [1800, 4200],
          },
          {
            slug: 'bronzer',
            name: t('Bronzer', 'Bronzer', 'บรอนเซอร์', '古銅粉'),
            nouns: ['Bronzer', 'Sun Powder'],
            shape: 'compact',
            variantKind: 'shade',
            basePrice: [2400, 4600],
          },
          {
            slug: 'highlighter',
            name: t('Highlighter', 'Highlighter', 'ไฮไลท์', '打亮'),
            nouns: ['Highlighter', 'Glow Balm', 'Illuminator'],
            shape: 'compact',
            variantKind: 'shade',
            basePrice: [2200, 4400],
          },
          {
            slug: 'contour',
            name: t('Contour', 'Kontur', 'คอนทัวร์', '修容'),
            nouns: ['Contour Stick', 'Sculpting Powder'],
            shape: 'lipstick',
            variantKind: 'shade',
            basePrice: [2200, 4000],
          },
        ],
      },
      {
        slug: 'eyes',
        name: t('Eyes', 'Mata', 'ดวงตา', '眼部'),
        leaves: [
          {
            slug: 'eyeshadow',
            name: t('Eyeshadow', 'Eyeshadow', 'อายแชโดว์', '眼影'),
            nouns: ['Eyeshadow Palette', 'Eye Quad', 'Shadow Stick'],
            shape: 'palette',
            variantKind: 'shade',
            basePrice: [2400, 7200],
          },
          {
            slug: 'mascara',
            name: t('Mascara', 'Maskara', 'มาสคาร่า', '睫毛膏'),
            nouns: ['Mascara', 'Lash Primer'],
            shape: 'mascara',
            variantKind: 'shade',
            basePrice: [1800, 3400],
          },
          {
            slug: 'eyeliner',
            name: t('Eyeliner', 'Eyeliner', 'อายไลเนอร์', '眼線'),
            nouns: ['Eyeliner', 'Kohl Pencil', 'Liquid Liner'],
            shape: 'pencil',
            variantKind: 'shade',
            basePrice: [1400, 3000],
          },
          {
            slug: 'brows',
            name: t('Brows', 'Alis', 'คิ้ว', '眉部'),
            nouns: ['Brow Pencil', 'Brow Gel', 'Brow Pomade'],
            shape: 'pencil',
            variantKind: 'shade',
            basePrice: [1600, 3200],
          },
        ],
      },
      {
        slug: 'lips',
        name: t('Lips', 'Bibir', 'ริมฝีปาก', '唇部'),
        leaves: [
          {
            slug: 'lipstick',
            name: t('Lipstick', 'Lipstik', 'ลิปสติก', '唇膏'),
            nouns: ['Lipstick', 'Lip Colour', 'Matte Lipstick'],
            shape: 'lipstick',
            variantKind: 'shade',
            basePrice: [1800, 4800],
          },
          {
            slug: 'lip-gloss',
            name: t('Lip Gloss', 'Lip Gloss', 'ลิปกลอส', '唇蜜'),
            nouns: ['Lip Gloss', 'Lip Oil', 'Lip Lacquer'],
            shape: 'tube',
            variantKind: 'shade',
            basePrice: [1600, 3600],
          },
          {
            slug: 'lip-liner',
            name: t('Lip Liner', 'Pensil Bibir', 'ลิปไลเนอร์', '唇線筆'),
            nouns: ['Lip Liner', 'Lip Pencil'],
            shape: 'pencil',
            variantKind: 'shade',
            basePrice: [1400, 2800],
          },
          {
            slug: 'lip-balm',
            name: t('Lip Balm', 'Pelembap Bibir', 'ลิปบาล์ม', '護唇膏'),
            nouns: ['Lip Balm', 'Lip Sleeping Mask', 'Lip Treatment'],
            shape: 'jar',
            variantKind: 'shade',
            basePrice: [1200, 2800],
          },
        ],
      },
    ],
  },
  {
    slug: 'skincare',
    name: t('Skincare', 'Perawatan Kulit', 'สกินแคร์', '護膚'),
    mids: [
      {
        slug: 'cleansers',
        name: t('Cleansers', 'Pembersih', 'ผลิตภัณฑ์ทำความสะอาด', '潔面'),
        leaves: [
          {
            slug: 'face-wash',
            name: t('Face Wash', 'Sabun Wajah', 'โฟมล้างหน้า', '洗面乳'),
            nouns: ['Gel Cleanser', 'Foaming Cleanser', 'Cream Cleanser'],
            shape: 'tube',
            variantKind: 'size',
            basePrice: [1800, 4200],
          },
          {
            slug: 'cleansing-oil',
            name: t('Cleansing Oil', 'Minyak Pembersih', 'คลีนซิ่งออยล์', '卸妝油'),
            nouns: ['Cleansing Oil', 'Cleansing Balm'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [2400, 5200],
          },
          {
            slug: 'micellar-water',
            name: t('Micellar Water', 'Air Micellar', 'ไมเซลลาร์วอเตอร์', '卸妝水'),
            nouns: ['Micellar Water', 'Makeup Remover'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1400, 3200],
          },
        ],
      },
      {
        slug: 'moisturisers',
        name: t('Moisturisers', 'Pelembap', 'มอยส์เจอไรเซอร์', '保濕'),
        leaves: [
          {
            slug: 'face-cream',
            name: t('Face Cream', 'Krim Wajah', 'ครีมบำรุงผิวหน้า', '面霜'),
            nouns: ['Moisturiser', 'Skin Cream', 'Water Cream', 'Gel Cream'],
            shape: 'jar',
            variantKind: 'size',
            basePrice: [3000, 12000],
          },
          {
            slug: 'face-oil',
            name: t('Face Oil', 'Minyak Wajah', 'เฟซออยล์', '臉部精華油'),
            nouns: ['Face Oil', 'Facial Oil'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [3400, 8000],
          },
          {
            slug: 'night-cream',
            name: t('Night Cream', 'Krim Malam', 'ไนท์ครีม', '晚霜'),
            nouns: ['Night Cream', 'Sleeping Mask', 'Overnight Cream'],
            shape: 'jar',
            variantKind: 'size',
            basePrice: [3600, 11000],
          },
        ],
      },
      {
        slug: 'treatments',
        name: t('Treatments', 'Perawatan', 'ทรีตเมนต์', '特別護理'),
        leaves: [
          {
            slug: 'serum',
            name: t('Serum', 'Serum', 'เซรั่ม', '精華液'),
            nouns: ['Serum', 'Essence', 'Ampoule', 'Booster'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [3800, 14000],
          },
          {
            slug: 'face-mask',
            name: t('Face Mask', 'Masker Wajah', 'มาสก์หน้า', '面膜'),
            nouns: ['Face Mask', 'Clay Mask', 'Sheet Mask'],
            shape: 'jar',
            variantKind: 'size',
            basePrice: [1200, 5200],
          },
          {
            slug: 'exfoliator',
            name: t('Exfoliator', 'Eksfoliator', 'ผลิตภัณฑ์ผลัดเซลล์ผิว', '去角質'),
            nouns: ['Exfoliating Toner', 'Peel Pads', 'Polish'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [2400, 6200],
          },
          {
            slug: 'eye-cream',
            name: t('Eye Cream', 'Krim Mata', 'อายครีม', '眼霜'),
            nouns: ['Eye Cream', 'Eye Serum', 'Eye Balm'],
            shape: 'jar',
            variantKind: 'size',
            basePrice: [3200, 9000],
          },
        ],
      },
      {
        slug: 'sun-care',
        name: t('Sun Care', 'Perlindungan Matahari', 'กันแดด', '防曬'),
        leaves: [
          {
            slug: 'sunscreen',
            name: t('Sunscreen', 'Tabir Surya', 'ครีมกันแดด', '防曬霜'),
            nouns: ['Sunscreen SPF 50', 'Sun Fluid SPF 30', 'Sun Stick SPF 50'],
            shape: 'tube',
            variantKind: 'size',
            basePrice: [1800, 4800],
          },
          {
            slug: 'after-sun',
            name: t('After Sun', 'Perawatan Setelah Berjemur', 'ผลิตภัณฑ์หลังออกแดด', '曬後修護'),
            nouns: ['After Sun Gel', 'Cooling Mist'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1600, 3400],
          },
        ],
      },
    ],
  },
  {
    slug: 'fragrance',
    name: t('Fragrance', 'Parfum', 'น้ำหอม', '香水'),
    mids: [
      {
        slug: 'womens-fragrance',
        name: t("Women's Fragrance", 'Parfum Wanita', 'น้ำหอมผู้หญิง', '女士香水'),
        leaves: [
          {
            slug: 'eau-de-parfum',
            name: t('Eau de Parfum', 'Eau de Parfum', 'โอ เดอ พาร์ฟูม', '淡香精'),
            nouns: ['Eau de Parfum', 'Parfum'],
            shape: 'perfume',
            variantKind: 'size',
            basePrice: [7000, 22000],
          },
          {
            slug: 'eau-de-toilette',
            name: t('Eau de Toilette', 'Eau de Toilette', 'โอ เดอ ทอยเลตต์', '淡香水'),
            nouns: ['Eau de Toilette', 'Eau Fraîche'],
            shape: 'perfume',
            variantKind: 'size',
            basePrice: [5000, 14000],
          },
          {
            slug: 'body-mist',
            name: t('Body Mist', 'Body Mist', 'บอดี้มิสต์', '身體香氛噴霧'),
            nouns: ['Body Mist', 'Hair & Body Mist'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [2200, 4800],
          },
        ],
      },
      {
        slug: 'mens-fragrance',
        name: t("Men's Fragrance", 'Parfum Pria', 'น้ำหอมผู้ชาย', '男士香水'),
        leaves: [
          {
            slug: 'cologne',
            name: t('Cologne', 'Cologne', 'โคโลญจน์', '古龍水'),
            nouns: ['Cologne', 'Eau de Parfum Intense'],
            shape: 'perfume',
            variantKind: 'size',
            basePrice: [6000, 18000],
          },
        ],
      },
      {
        slug: 'fragrance-gifts',
        name: t('Fragrance Gifts', 'Hadiah Parfum', 'ชุดของขวัญน้ำหอม', '香水禮盒'),
        leaves: [
          {
            slug: 'fragrance-sets',
            name: t('Fragrance Sets', 'Set Parfum', 'เซ็ตน้ำหอม', '香水套裝'),
            nouns: ['Discovery Set', 'Gift Set', 'Travel Spray Trio'],
            shape: 'perfume',
            variantKind: 'size',
            basePrice: [4000, 16000],
          },
          {
            slug: 'home-scents',
            name: t('Home Scents', 'Pewangi Ruangan', 'น้ำหอมปรับอากาศ', '居家香氛'),
            nouns: ['Scented Candle', 'Reed Diffuser'],
            shape: 'jar',
            variantKind: 'size',
            basePrice: [3200, 9000],
          },
        ],
      },
    ],
  },
  {
    slug: 'hair',
    name: t('Hair', 'Rambut', 'ผม', '頭髮護理'),
    mids: [
      {
        slug: 'hair-care',
        name: t('Hair Care', 'Perawatan Rambut', 'ดูแลเส้นผม', '護髮'),
        leaves: [
          {
            slug: 'shampoo',
            name: t('Shampoo', 'Sampo', 'แชมพู', '洗髮露'),
            nouns: ['Shampoo', 'Clarifying Shampoo', 'Bond Shampoo'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1800, 4200],
          },
          {
            slug: 'conditioner',
            name: t('Conditioner', 'Kondisioner', 'ครีมนวดผม', '護髮素'),
            nouns: ['Conditioner', 'Leave-In Conditioner'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1800, 4200],
          },
          {
            slug: 'hair-mask',
            name: t('Hair Mask', 'Masker Rambut', 'มาสก์ผม', '髮膜'),
            nouns: ['Hair Mask', 'Bond Treatment'],
            shape: 'jar',
            variantKind: 'size',
            basePrice: [2400, 5400],
          },
          {
            slug: 'hair-oil',
            name: t('Hair Oil', 'Minyak Rambut', 'ออยล์บำรุงผม', '護髮油'),
            nouns: ['Hair Oil', 'Scalp Serum'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [2600, 5600],
          },
        ],
      },
      {
        slug: 'styling',
        name: t('Styling', 'Penataan Rambut', 'จัดแต่งทรงผม', '造型'),
        leaves: [
          {
            slug: 'hair-spray',
            name: t('Hair Spray', 'Semprotan Rambut', 'สเปรย์จัดแต่งผม', '定型噴霧'),
            nouns: ['Texture Spray', 'Hair Spray', 'Sea Salt Spray'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [2000, 4000],
          },
          {
            slug: 'dry-shampoo',
            name: t('Dry Shampoo', 'Sampo Kering', 'ดรายแชมพู', '乾洗髮'),
            nouns: ['Dry Shampoo', 'Volume Powder'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1600, 3400],
          },
        ],
      },
      {
        slug: 'hair-tools',
        name: t('Hair Tools', 'Alat Rambut', 'อุปกรณ์จัดแต่งผม', '美髮工具'),
        leaves: [
          {
            slug: 'hair-dryers',
            name: t('Hair Dryers', 'Pengering Rambut', 'ไดร์เป่าผม', '吹風機'),
            nouns: ['Hair Dryer', 'Styling Brush'],
            shape: 'tool',
            variantKind: 'shade',
            basePrice: [9000, 36000],
          },
        ],
      },
    ],
  },
  {
    slug: 'bath-body',
    name: t('Bath & Body', 'Mandi & Tubuh', 'อาบน้ำและดูแลผิวกาย', '沐浴及身體護理'),
    mids: [
      {
        slug: 'body-care',
        name: t('Body Care', 'Perawatan Tubuh', 'ดูแลผิวกาย', '身體護理'),
        leaves: [
          {
            slug: 'body-lotion',
            name: t('Body Lotion', 'Losion Tubuh', 'โลชั่นทาผิว', '身體乳'),
            nouns: ['Body Lotion', 'Body Butter', 'Body Oil'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1800, 5200],
          },
          {
            slug: 'body-wash',
            name: t('Body Wash', 'Sabun Mandi', 'ครีมอาบน้ำ', '沐浴露'),
            nouns: ['Body Wash', 'Shower Oil', 'Shower Gel'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1400, 3800],
          },
          {
            slug: 'body-scrub',
            name: t('Body Scrub', 'Scrub Tubuh', 'สครับขัดผิว', '身體磨砂'),
            nouns: ['Body Scrub', 'Body Polish'],
            shape: 'jar',
            variantKind: 'size',
            basePrice: [2000, 4600],
          },
        ],
      },
      {
        slug: 'hands-feet',
        name: t('Hands & Feet', 'Tangan & Kaki', 'มือและเท้า', '手足護理'),
        leaves: [
          {
            slug: 'hand-cream',
            name: t('Hand Cream', 'Krim Tangan', 'ครีมทามือ', '護手霜'),
            nouns: ['Hand Cream', 'Hand Balm'],
            shape: 'tube',
            variantKind: 'size',
            basePrice: [1000, 3000],
          },
          {
            slug: 'foot-care',
            name: t('Foot Care', 'Perawatan Kaki', 'ดูแลเท้า', '足部護理'),
            nouns: ['Foot Cream', 'Foot Mask'],
            shape: 'tube',
            variantKind: 'size',
            basePrice: [1000, 2600],
          },
        ],
      },
    ],
  },
  {
    slug: 'tools-brushes',
    name: t('Tools & Brushes', 'Alat & Kuas', 'อุปกรณ์และแปรง', '工具及化妝掃'),
    mids: [
      {
        slug: 'brushes',
        name: t('Brushes', 'Kuas', 'แปรงแต่งหน้า', '化妝掃'),
        leaves: [
          {
            slug: 'face-brushes',
            name: t('Face Brushes', 'Kuas Wajah', 'แปรงแต่งหน้า', '面部化妝掃'),
            nouns: ['Foundation Brush', 'Powder Brush', 'Kabuki Brush'],
            shape: 'brush',
            variantKind: 'size',
            basePrice: [1800, 5200],
          },
          {
            slug: 'eye-brushes',
            name: t('Eye Brushes', 'Kuas Mata', 'แปรงแต่งตา', '眼部化妝掃'),
            nouns: ['Blending Brush', 'Shader Brush', 'Eye Brush Set'],
            shape: 'brush',
            variantKind: 'size',
            basePrice: [1400, 4800],
          },
        ],
      },
      {
        slug: 'beauty-tools',
        name: t('Beauty Tools', 'Alat Kecantikan', 'อุปกรณ์ความงาม', '美容工具'),
        leaves: [
          {
            slug: 'makeup-sponges',
            name: t('Makeup Sponges', 'Spons Makeup', 'ฟองน้ำแต่งหน้า', '化妝海綿'),
            nouns: ['Blending Sponge', 'Powder Puff'],
            shape: 'tool',
            variantKind: 'shade',
            basePrice: [800, 2400],
          },
          {
            slug: 'eyelash-curlers',
            name: t('Eyelash Curlers', 'Penjepit Bulu Mata', 'ที่ดัดขนตา', '睫毛夾'),
            nouns: ['Eyelash Curler', 'Heated Lash Curler'],
            shape: 'tool',
            variantKind: 'size',
            basePrice: [1400, 3600],
          },
          {
            slug: 'facial-tools',
            name: t('Facial Tools', 'Alat Wajah', 'อุปกรณ์นวดหน้า', '美顏儀'),
            nouns: ['Gua Sha', 'Facial Roller', 'LED Mask'],
            shape: 'tool',
            variantKind: 'shade',
            basePrice: [2400, 24000],
          },
        ],
      },
    ],
  },
  {
    slug: 'men',
    name: t('Men', 'Pria', 'ผู้ชาย', '男士'),
    mids: [
      {
        slug: 'mens-skincare',
        name: t("Men's Skincare", 'Perawatan Kulit Pria', 'สกินแคร์ผู้ชาย', '男士護膚'),
        leaves: [
          {
            slug: 'mens-moisturiser',
            name: t("Men's Moisturiser", 'Pelembap Pria', 'มอยส์เจอไรเซอร์ผู้ชาย', '男士保濕'),
            nouns: ['Daily Moisturiser', 'Energy Gel'],
            shape: 'tube',
            variantKind: 'size',
            basePrice: [2200, 5200],
          },
          {
            slug: 'mens-cleanser',
            name: t("Men's Cleanser", 'Pembersih Pria', 'โฟมล้างหน้าผู้ชาย', '男士潔面'),
            nouns: ['Face Scrub', 'Charcoal Cleanser'],
            shape: 'tube',
            variantKind: 'size',
            basePrice: [1600, 3600],
          },
        ],
      },
      {
        slug: 'shaving',
        name: t('Shaving', 'Cukur', 'โกนหนวด', '剃鬚'),
        leaves: [
          {
            slug: 'shaving-cream',
            name: t('Shaving Cream', 'Krim Cukur', 'ครีมโกนหนวด', '剃鬚膏'),
            nouns: ['Shave Cream', 'Shave Gel'],
            shape: 'tube',
            variantKind: 'size',
            basePrice: [1400, 3200],
          },
          {
            slug: 'beard-care',
            name: t('Beard Care', 'Perawatan Jenggot', 'ดูแลหนวดเครา', '鬍鬚護理'),
            nouns: ['Beard Oil', 'Beard Balm'],
            shape: 'bottle',
            variantKind: 'size',
            basePrice: [1800, 3800],
          },
        ],
      },
    ],
  },
];
