import type { LocalizedText } from '@/backend/db/schema';

/**
 * Leading words of product names, by top category: descriptive words no brand owns, so that a
 * product never carries another brand's line (no "NARS Pro Filt’r").
 */
export const NAME_PREFIXES: Record<string, string[]> = {
  makeup: [
    'Velvet Matte',
    'Soft Focus',
    'Hydra Glow',
    'Cloud Touch',
    'Stay All Day',
    'Satin Finish',
    'Liquid Light',
    'Blur Effect',
    'Bare Canvas',
    'Silk Veil',
    'Weightless',
    'Long Wear',
    'Glass Glow',
    'Skin Perfecting',
    'Featherlight',
    'Dewy Finish',
    'Petal Soft',
    'Cashmere',
    'Barely There',
    'True Pigment',
  ],
  skincare: [
    'Dewy Skin',
    'Vitamin C',
    'Hyaluronic Acid',
    'Retinol Renewal',
    'Ceramide Barrier',
    'Cica Calm',
    'Niacinamide Clarifying',
    'Peptide Firming',
    'Green Tea',
    'Honey Halo',
    'Overnight Repair',
    'Pure Skin',
    'Barrier Boost',
    'Daily Defence',
    'Bright Start',
    'Deep Hydration',
    'Rose Water',
    'Squalane Comfort',
    'Calm Reset',
    'Glow Tonic',
  ],
  fragrance: [
    'Rose Absolue',
    'Santal Dusk',
    'Oud Velours',
    'Jasmine Noir',
    'Vanilla Cashmere',
    'Amber Nights',
    'Fig Leaf',
    'Sea Salt & Sage',
    'Citrus Riviera',
    'Tuberose Dream',
    'Cedar Smoke',
    'Iris Poudré',
    'White Musk',
    'Bergamot Bloom',
    'Pink Pepper',
    'Neroli Sun',
  ],
  hair: [
    'Scalp Revival',
    'Curl Defining',
    'Silk Repair',
    'Volume Lift',
    'Moisture Rush',
    'Colour Protect',
    'Smooth Shine',
    'Bamboo Strength',
    'Argan Gloss',
    'Coconut Hydrate',
    'Bond Repair',
    'Daily Nourish',
  ],
  'bath-body': [
    'Night Calm',
    'Coco Milk',
    'Rose & Oud',
    'Almond Silk',
    'Shea Butter',
    'Eucalyptus Mint',
    'Yuzu Bright',
    'Lavender Calm',
    'Bamboo Fresh',
    'Pink Grapefruit',
    'Sandalwood Rituals',
    'Jasmine Tea',
  ],
  'tools-brushes': [
    'Pro',
    'Precision',
    'Ultra Soft',
    'Travel',
    'Essential',
    'Signature',
    'Dual Ended',
    'Sculpting',
    'Buffing',
    'Contour',
  ],
  men: [
    'Age Defence',
    'Oil Control',
    'Charcoal Detox',
    'Daily Energy',
    'Hydro Boost',
    'Sport Fresh',
    'Classic Barber',
    'Matte Finish',
  ],
};

/**
 * The lines of the real brands the store carries, by top category: their products are named from
 * their own lines; a brand without lines for a category (and every house brand) takes the
 * descriptive words above.
 */
export const BRAND_LINES: Record<string, Partial<Record<string, string[]>>> = {
  'armani-beauty': {
    makeup: ['Luminous Silk', 'Power Fabric', 'Lip Maestro', 'Neo Nude'],
    fragrance: ['Sì', 'My Way', 'Acqua di Giò'],
    skincare: ['Crema Nera'],
  },
  'milk-makeup': { makeup: ['Hydro Grip', 'Kush', 'Cooling Water'], skincare: ['Cooling Water', 'Hydro Grip'] },
  'this-works': { skincare: ['In Transit', 'Morning Expert'], 'bath-body': ['Deep Sleep', 'Stress Check'] },
  'yves-saint-laurent': {
    makeup: ['Touche Éclat', 'Rouge Pur Couture', 'All Hours'],
    fragrance: ['Black Opium', 'Libre', 'Mon Paris'],
  },
  'mac-cosmetics': { makeup: ['Studio Fix', 'Retro Matte', 'Strobe', 'Prep + Prime'], 'tools-brushes': ['Studio'] },
  'nars-cosmetics': { makeup: ['Radiant Creamy', 'Sheer Glow', 'Light Reflecting', 'Powermatte'] },
  'fenty-beauty': {
    makeup: ['Pro Filt’r', 'Gloss Bomb', 'Match Stix', 'Killawatt'],
    skincare: ['Hydra Vizor', 'Fat Water'],
  },
  'rare-beauty': {
    makeup: ['Soft Pinch', 'Liquid Touch', 'Kind Words', 'Positive Light'],
    'bath-body': ['Find Comfort'],
  },
  'benefit-cosmetics': { makeup: ['Hoola', 'Benetint', 'Precisely, My Brow', 'The POREfessional', 'BADgal'] },
  'clinique-laboratories': {
    skincare: ['Moisture Surge', 'Dramatically Different', 'Even Better Clinical'],
    makeup: ['Even Better', 'Chubby Stick', 'High Impact'],
    men: ['Clinique For Men'],
  },
  'estee-lauder': {
    skincare: ['Advanced Night Repair', 'Revitalizing Supreme+', 'DayWear'],
    makeup: ['Double Wear', 'Pure Color', 'Futurist'],
    fragrance: ['Beautiful', 'Pleasures'],
  },
  'laneige-korea': { skincare: ['Water Sleeping', 'Water Bank', 'Cream Skin', 'Lip Glowy'] },
  'drunk-elephant': {
    skincare: ['Protini Polypeptide', 'C-Firma', 'T.L.C. Framboos', 'B-Hydra'],
    hair: ['Cocomino', 'Wild Marula'],
  },
  'glow-recipe': { skincare: ['Watermelon Glow', 'Plum Plump', 'Avocado Ceramide', 'Strawberry Smooth'] },
  'tatcha-japan': { skincare: ['The Rice', 'The Dewy Skin', 'The Water', 'The Silk'] },
  'sk-ii': { skincare: ['Facial Treatment', 'Skinpower', 'GenOptics'] },
  'dior-beauty': {
    makeup: ['Forever', 'Rouge Dior', 'Backstage', 'Addict'],
    fragrance: ['Miss Dior', 'J’adore', 'Sauvage'],
    skincare: ['Capture Totale', 'Prestige'],
  },
  'chanel-beauty': {
    fragrance: ['Coco Mademoiselle', 'N°5', 'Chance', 'Bleu de Chanel'],
    makeup: ['Rouge Allure', 'Les Beiges', 'Ombre Première'],
    skincare: ['Hydra Beauty', 'Sublimage'],
  },
  'olaplex-hair': {
    hair: ['No. 3 Hair Perfector', 'No. 4 Bond Maintenance', 'No. 5 Bond Maintenance', 'No. 7 Bonding'],
  },
};

/**
 * Lines and words that belong to one part of the face (or one kind of product): they name only
 * products of those categories (mid or leaf slugs), so no shopper reads "Lip Maestro Mascara".
 * A line not listed here suits any product of its top category.
 */
const LINE_PLACES: Record<string, readonly string[]> = {
  // Lips.
  'Lip Maestro': ['lips'],
  'Rouge Pur Couture': ['lips'],
  'Retro Matte': ['lips'],
  Powermatte: ['lips'],
  'Gloss Bomb': ['lips'],
  'Kind Words': ['lips'],
  'Rouge Dior': ['lips'],
  Addict: ['lips'],
  'Rouge Allure': ['lips'],
  'Pure Color': ['lips'],
  'Chubby Stick': ['lips'],
  'Lip Glowy': ['lips'],
  Benetint: ['lips', 'blush'],
  // Complexion.
  'Luminous Silk': ['face'],
  'Power Fabric': ['face'],
  'Neo Nude': ['face'],
  'Touche Éclat': ['face'],
  'All Hours': ['face'],
  'Studio Fix': ['face'],
  'Prep + Prime': ['face'],
  'Radiant Creamy': ['face'],
  'Sheer Glow': ['face'],
  'Light Reflecting': ['face'],
  'Pro Filt’r': ['face'],
  'Liquid Touch': ['face'],
  'Double Wear': ['face'],
  Futurist: ['face'],
  'Les Beiges': ['face', 'bronzer'],
  Forever: ['face'],
  'Even Better': ['face'],
  'Hydro Grip': ['face', 'moisturisers', 'treatments'],
  'The POREfessional': ['face'],
  'Skin Perfecting': ['face'],
  'Bare Canvas': ['face'],
  // Cheeks.
  'Soft Pinch': ['blush'],
  'Positive Light': ['highlighter'],
  Killawatt: ['highlighter'],
  Strobe: ['highlighter', 'primer'],
  Hoola: ['bronzer', 'contour'],
  'Match Stix': ['contour', 'highlighter', 'concealer'],
  // Eyes and brows.
  'Ombre Première': ['eyeshadow'],
  BADgal: ['mascara', 'eyeliner'],
  'High Impact': ['mascara', 'eyeliner'],
  'Precisely, My Brow': ['brows'],
  Kush: ['mascara', 'brows'],
  // Skincare that names one kind of product.
  'Water Sleeping': ['night-cream'],
  'Advanced Night Repair': ['treatments', 'eye-cream'],
};

/**
 * The words a product of the brand in the top category is named with, among those that suit its
 * place in the tree (`places`: the mid and leaf category slugs).
 */
export function namePrefixesFor(brandSlug: string, topSlug: string, places: readonly string[] = []): string[] {
  const suits = (line: string) => {
    const only = LINE_PLACES[line];
    return !only || places.length === 0 || only.some((place) => places.includes(place));
  };
  const own = (BRAND_LINES[brandSlug]?.[topSlug] ?? []).filter(suits);
  if (own.length > 0) return own;
  const generic = (NAME_PREFIXES[topSlug] ?? []).filter(suits);
  return generic.length > 0 ? generic : ['Signature'];
}

export interface ShadeSeed {
  name: string;
  hex: string;
}

export const SKIN_SHADES: ShadeSeed[] = [
  { name: 'Porcelain', hex: '#f3dcc8' },
  { name: 'Ivory', hex: '#efd3b8' },
  { name: 'Alabaster', hex: '#ead0b5' },
  { name: 'Light Beige', hex: '#e4c19f' },
  { name: 'Sand', hex: '#d9b08c' },
  { name: 'Natural', hex: '#d0a37c' },
  { name: 'Honey', hex: '#c48f62' },
  { name: 'Golden', hex: '#b9804f' },
  { name: 'Caramel', hex: '#a86f43' },
  { name: 'Almond', hex: '#9a6139' },
  { name: 'Cocoa', hex: '#7c4a2b' },
  { name: 'Espresso', hex: '#5a3420' },
];

export const LIP_SHADES: ShadeSeed[] = [
  { name: 'Ruby Red', hex: '#a3162b' },
  { name: 'Pillow Pink', hex: '#c98b87' },
  { name: 'Velvet Brown', hex: '#a86e5f' },
  { name: 'Rosewood', hex: '#9c5a5c' },
  { name: 'Cherry Pop', hex: '#c4122f' },
  { name: 'Nude Crush', hex: '#c99a86' },
  { name: 'Berry Kiss', hex: '#7e2a4b' },
  { name: 'Coral Crush', hex: '#e2624f' },
  { name: 'Mauve Mood', hex: '#a26d83' },
  { name: 'Brick Red', hex: '#8c2f24' },
  { name: 'Peony', hex: '#e58aa5' },
  { name: 'Plum Noir', hex: '#4e1b3a' },
];

export const CHEEK_SHADES: ShadeSeed[] = [
  { name: 'Peach Blossom', hex: '#e79a89' },
  { name: 'Peach Glow', hex: '#f2a582' },
  { name: 'Rose Petal', hex: '#e38b9c' },
  { name: 'Sunkissed', hex: '#c7825b' },
  { name: 'Champagne', hex: '#ead0a8' },
  { name: 'Bronze Glow', hex: '#a86b3d' },
  { name: 'Pink Quartz', hex: '#f0b5c0' },
  { name: 'Terracotta', hex: '#b8613f' },
];

export const EYE_SHADES: ShadeSeed[] = [
  { name: 'Jet Black', hex: '#111111' },
  { name: 'Espresso Brown', hex: '#3b2418' },
  { name: 'Taupe', hex: '#7d6a5f' },
  { name: 'Smoky Quartz', hex: '#5b5260' },
  { name: 'Golden Hour', hex: '#c59b48' },
  { name: 'Midnight Navy', hex: '#1e2a4a' },
  { name: 'Olive', hex: '#5d6135' },
  { name: 'Rose Gold', hex: '#c8927c' },
];

export const TOOL_SHADES: ShadeSeed[] = [
  { name: 'Blush Pink', hex: '#f2c4ce' },
  { name: 'Matte Black', hex: '#222222' },
  { name: 'Pearl White', hex: '#f4f1ea' },
  { name: 'Sage Green', hex: '#a3b59a' },
  { name: 'Rose Quartz', hex: '#e8b4b8' },
];

export function shadesForLeaf(leafSlug: string, midSlug: string): ShadeSeed[] {
  if (midSlug === 'face' || leafSlug === 'contour') return SKIN_SHADES;
  if (midSlug === 'lips') return LIP_SHADES;
  if (midSlug === 'cheeks') return CHEEK_SHADES;
  if (midSlug === 'eyes') return EYE_SHADES;
  return TOOL_SHADES;
}

export const SIZES_BY_SHAPE: Record<string, Array<{ label: string; factor: number }>> = {
  bottle: [
    { label: '30 ml', factor: 100 },
    { label: '50 ml', factor: 150 },
    { label: '100 ml', factor: 240 },
  ],
  jar: [
    { label: '15 ml', factor: 60 },
    { label: '50 ml', factor: 100 },
    { label: '75 ml', factor: 140 },
  ],
  tube: [
    { label: '15 ml', factor: 55 },
    { label: '40 ml', factor: 100 },
    { label: '100 ml', factor: 190 },
  ],
  perfume: [
    { label: '30 ml', factor: 70 },
    { label: '50 ml', factor: 100 },
    { label: '100 ml', factor: 160 },
  ],
  brush: [
    { label: 'Standard', factor: 100 },
    { label: 'Travel size', factor: 70 },
  ],
  tool: [{ label: 'Standard', factor: 100 }],
  compact: [
    { label: 'Standard', factor: 100 },
    { label: 'Mini', factor: 60 },
  ],
  lipstick: [{ label: 'Standard', factor: 100 }],
  palette: [{ label: 'Standard', factor: 100 }],
  pencil: [{ label: 'Standard', factor: 100 }],
  mascara: [{ label: 'Standard', factor: 100 }],
};

export const INGREDIENTS: Record<string, string[]> = {
  makeup: [
    'Aqua',
    'Cyclopentasiloxane',
    'Dimethicone',
    'Glycerin',
    'Mica',
    'Titanium Dioxide (CI 77891)',
    'Iron Oxides (CI 77491, CI 77492, CI 77499)',
    'Tocopherol',
    'Squalane',
    'Silica',
    'Caprylyl Glycol',
    'Hyaluronic Acid',
  ],
  skincare: [
    'Aqua',
    'Glycerin',
    'Niacinamide',
    'Sodium Hyaluronate',
    'Ceramide NP',
    'Panthenol',
    'Squalane',
    'Centella Asiatica Extract',
    'Camellia Sinensis Leaf Extract',
    'Ascorbyl Glucoside',
    'Retinol',
    'Allantoin',
    'Tocopherol',
  ],
  fragrance: [
    'Alcohol Denat.',
    'Parfum (Fragrance)',
    'Aqua',
    'Limonene',
    'Linalool',
    'Citronellol',
    'Geraniol',
    'Coumarin',
    'Benzyl Salicylate',
  ],
  hair: [
    'Aqua',
    'Cetearyl Alcohol',
    'Behentrimonium Chloride',
    'Bis-Aminopropyl Diglycol Dimaleate',
    'Argania Spinosa Kernel Oil',
    'Panthenol',
    'Hydrolyzed Keratin',
    'Glycerin',
    'Citric Acid',
  ],
  'bath-body': [
    'Aqua',
    'Butyrospermum Parkii (Shea) Butter',
    'Glycerin',
    'Cocos Nucifera Oil',
    'Sodium Laureth Sulfate',
    'Cocamidopropyl Betaine',
    'Parfum',
    'Tocopherol',
    'Sucrose',
  ],
  'tools-brushes': ['Synthetic Taklon Fibres', 'Aluminium Ferrule', 'FSC-certified Birch Handle'],
  men: [
    'Aqua',
    'Glycerin',
    'Charcoal Powder',
    'Menthol',
    'Salicylic Acid',
    'Caffeine',
    'Aloe Barbadensis Leaf Juice',
    'Tocopherol',
  ],
};

/** Description templates; `{name}`, `{brand}` and `{category}` are filled in. */
export const DESCRIPTION_TEMPLATES: LocalizedText[] = [
  {
    en: '{name} by {brand} is a modern {category} that wears beautifully all day. Lightweight, comfortable and made to layer, it leaves skin looking fresh and naturally radiant.',
    id: '{name} dari {brand} adalah {category} modern yang nyaman dipakai seharian. Ringan, mudah dipadukan, dan membuat kulit tampak segar serta bercahaya alami.',
    th: '{name} จาก {brand} คือ{category}รุ่นใหม่ที่ติดทนสวยตลอดวัน เนื้อบางเบา สบายผิว ช่วยให้ผิวดูสดใสเปล่งประกายอย่างเป็นธรรมชาติ',
    zh: '{brand} 的 {name} 是一款全天候持久的現代{category}。質地輕盈舒適，可輕鬆疊加，讓肌膚看起來清新自然、光彩煥發。',
  },
  {
    en: 'A cult favourite from {brand}: {name} delivers visible results in days. This {category} is dermatologist tested and suitable for all skin types.',
    id: 'Favorit dari {brand}: {name} memberikan hasil nyata dalam hitungan hari. {category} ini telah diuji dermatologis dan cocok untuk semua jenis kulit.',
    th: 'ไอเทมยอดนิยมจาก {brand}: {name} เห็นผลลัพธ์ได้ในไม่กี่วัน {category}นี้ผ่านการทดสอบโดยแพทย์ผิวหนังและเหมาะกับทุกสภาพผิว',
    zh: '{brand} 的人氣之選：{name} 數日內即見成效。這款{category}經皮膚科測試，適合所有膚質。',
  },
  {
    en: 'Meet {name}, the {category} from {brand} designed for the tropics: humidity-proof, breathable and long-lasting without feeling heavy.',
    id: 'Kenalan dengan {name}, {category} dari {brand} yang dirancang untuk iklim tropis: tahan lembap, ringan di kulit, dan tahan lama.',
    th: 'พบกับ {name} {category}จาก {brand} ที่ออกแบบมาเพื่ออากาศร้อนชื้น ทนความชื้น ระบายอากาศได้ดี และติดทนนานโดยไม่หนักผิว',
    zh: '認識 {name}——{brand} 專為熱帶氣候打造的{category}：防潮透氣，持久而不厚重。',
  },
];

export const HOW_TO_USE: Record<string, LocalizedText> = {
  makeup: {
    en: 'Apply a small amount with fingertips, a brush or a sponge, starting at the centre and blending outwards. Build up for more coverage.',
    id: 'Aplikasikan sedikit dengan ujung jari, kuas atau spons, mulai dari tengah lalu baurkan ke arah luar. Tambahkan untuk hasil lebih tertutup.',
    th: 'ใช้ปลายนิ้ว แปรง หรือฟองน้ำ แตะผลิตภัณฑ์ปริมาณเล็กน้อยจากกึ่งกลางแล้วเกลี่ยออกด้านนอก เพิ่มปริมาณเพื่อการปกปิดที่มากขึ้น',
    zh: '以指尖、化妝掃或海綿取少量，由中央向外推勻。可疊加以提升遮瑕度。',
  },
  skincare: {
    en: 'Morning and evening, apply to clean skin and massage gently until absorbed. Follow with sunscreen during the day.',
    id: 'Pagi dan malam, aplikasikan pada kulit yang bersih dan pijat lembut hingga meresap. Gunakan tabir surya di siang hari.',
    th: 'ใช้เช้าและเย็น ทาบนผิวที่สะอาดและนวดเบา ๆ จนซึมซาบ ตามด้วยครีมกันแดดในเวลากลางวัน',
    zh: '早晚於潔淨肌膚上使用，輕柔按摩至吸收。日間請配合防曬產品使用。',
  },
  fragrance: {
    en: 'Spray onto pulse points — wrists, neck and behind the ears — from a distance of about 15 cm.',
    id: 'Semprotkan pada titik nadi — pergelangan tangan, leher dan belakang telinga — dari jarak sekitar 15 cm.',
    th: 'ฉีดที่จุดชีพจร เช่น ข้อมือ ลำคอ และหลังใบหู ในระยะห่างประมาณ 15 ซม.',
    zh: '於約 15 厘米距離噴灑於脈搏處——手腕、頸部及耳後。',
  },
  hair: {
    en: 'Work through damp hair from mid-lengths to ends, leave for a few minutes and rinse, or style as usual.',
    id: 'Ratakan pada rambut lembap dari tengah hingga ujung, diamkan beberapa menit lalu bilas, atau tata seperti biasa.',
    th: 'ลูบให้ทั่วผมที่หมาดจากกลางถึงปลายผม ทิ้งไว้สักครู่แล้วล้างออก หรือจัดแต่งทรงตามปกติ',
    zh: '均勻塗抹於微濕頭髮的中段至髮尾，停留數分鐘後沖洗，或照常造型。',
  },
  'bath-body': {
    en: 'Massage onto damp skin in circular motions, paying attention to dry areas. Use daily.',
    id: 'Pijatkan pada kulit lembap dengan gerakan memutar, terutama di area kering. Gunakan setiap hari.',
    th: 'นวดบนผิวที่เปียกหมาดเป็นวงกลม โดยเฉพาะบริเวณที่แห้ง ใช้เป็นประจำทุกวัน',
    zh: '以打圈方式按摩於濕潤肌膚，特別注意乾燥部位。每日使用。',
  },
  'tools-brushes': {
    en: 'Use with powder, cream or liquid products. Wash weekly with a gentle cleanser and lay flat to dry.',
    id: 'Gunakan dengan produk bubuk, krim atau cair. Cuci setiap minggu dengan pembersih lembut dan keringkan dalam posisi datar.',
    th: 'ใช้ได้กับผลิตภัณฑ์เนื้อแป้ง ครีม หรือลิควิด ล้างทุกสัปดาห์ด้วยน้ำยาอ่อนโยนและวางราบให้แห้ง',
    zh: '適用於粉狀、霜狀或液狀產品。每週以溫和清潔劑清洗，平放晾乾。',
  },
  men: {
    en: 'Apply to clean face and neck after shaving or cleansing, morning and night.',
    id: 'Aplikasikan pada wajah dan leher yang bersih setelah bercukur atau mencuci muka, pagi dan malam.',
    th: 'ทาบนผิวหน้าและลำคอที่สะอาดหลังโกนหนวดหรือล้างหน้า เช้าและเย็น',
    zh: '剃鬚或潔面後，早晚塗抹於潔淨的臉部及頸部。',
  },
};

type Snippet = { title: string; body: string };

/** Seeded reviews, written in English and given in each storefront language. */
export const REVIEW_SNIPPETS: Array<
  { rating: number } & Snippet & { translations: Record<'id' | 'th' | 'zh', Snippet> }
> = [
  {
    rating: 5,
    title: 'Holy grail',
    body: 'I have repurchased this three times. Nothing else comes close in this heat.',
    translations: {
      id: {
        title: 'Produk andalan',
        body: 'Sudah tiga kali saya beli lagi. Tidak ada yang menandingi di cuaca sepanas ini.',
      },
      th: { title: 'ของมันต้องมี', body: 'ซื้อซ้ำมาสามรอบแล้ว อากาศร้อนแบบนี้ไม่มีตัวไหนเทียบได้' },
      zh: { title: '心頭好', body: '已經回購三次了。天氣這麼熱，沒有其他產品比得上。' },
    },
  },
  {
    rating: 5,
    title: 'Worth every cent',
    body: 'Beautiful texture, lasts all day and the packaging is gorgeous.',
    translations: {
      id: { title: 'Sepadan dengan harganya', body: 'Teksturnya indah, tahan seharian dan kemasannya cantik sekali.' },
      th: { title: 'คุ้มทุกบาท', body: 'เนื้อสัมผัสดีมาก ติดทนทั้งวัน แพ็กเกจก็สวย' },
      zh: { title: '物有所值', body: '質地很好，全日持久，包裝也很漂亮。' },
    },
  },
  {
    rating: 4,
    title: 'Really good',
    body: 'Lovely finish, slightly pricey but a little goes a long way.',
    translations: {
      id: { title: 'Bagus sekali', body: 'Hasil akhirnya cantik, agak mahal tapi sedikit saja sudah cukup.' },
      th: { title: 'ดีมาก', body: 'ผิวสวย ราคาสูงนิดหน่อยแต่ใช้นิดเดียวก็พอ' },
      zh: { title: '很好用', body: '妝效很好，價錢稍貴，但用少少已經足夠。' },
    },
  },
  {
    rating: 4,
    title: 'Nice but not perfect',
    body: 'Works well for me, I just wish there were more options.',
    translations: {
      id: {
        title: 'Bagus, tapi belum sempurna',
        body: 'Cocok untuk saya, hanya saja saya berharap pilihannya lebih banyak.',
      },
      th: { title: 'ดีแต่ยังไม่สุด', body: 'ใช้ได้ดีกับฉัน แค่อยากให้มีตัวเลือกมากกว่านี้' },
      zh: { title: '不錯但未算完美', body: '對我來說效果不錯，只希望有更多選擇。' },
    },
  },
  {
    rating: 3,
    title: 'It is okay',
    body: 'Does the job. Not sure it lives up to the hype.',
    translations: {
      id: { title: 'Lumayan', body: 'Cukup berfungsi. Tidak yakin sehebat yang dibicarakan orang.' },
      th: { title: 'ก็โอเค', body: 'ใช้ได้ตามหน้าที่ แต่ไม่แน่ใจว่าดีสมคำร่ำลือ' },
      zh: { title: '還可以', body: '效果一般，未必如傳聞般出色。' },
    },
  },
  {
    rating: 2,
    title: 'Not for me',
    body: 'Broke me out a little, but my sister loves it.',
    translations: {
      id: { title: 'Tidak cocok untuk saya', body: 'Kulit saya sedikit berjerawat, tapi kakak saya suka sekali.' },
      th: { title: 'ไม่เหมาะกับฉัน', body: 'ทำให้มีสิวขึ้นนิดหน่อย แต่พี่สาวชอบมาก' },
      zh: { title: '不太適合我', body: '令我有少少長痘，但我姊姊很喜歡。' },
    },
  },
  {
    rating: 5,
    title: 'Obsessed',
    body: 'Got so many compliments the first day I wore it.',
    translations: {
      id: { title: 'Jatuh cinta', body: 'Banyak yang memuji di hari pertama saya memakainya.' },
      th: { title: 'หลงรักเลย', body: 'วันแรกที่ใช้ได้รับคำชมเยอะมาก' },
      zh: { title: '愛不釋手', body: '第一天用已經收到很多讚美。' },
    },
  },
  {
    rating: 1,
    title: 'Disappointed',
    body: 'Did not last more than an hour on my oily skin.',
    translations: {
      id: { title: 'Kecewa', body: 'Tidak bertahan lebih dari satu jam di kulit berminyak saya.' },
      th: { title: 'ผิดหวัง', body: 'อยู่บนผิวมันของฉันได้ไม่ถึงชั่วโมง' },
      zh: { title: '失望', body: '在我的油性皮膚上維持不到一小時。' },
    },
  },
];

export const REVIEWER_NAMES = [
  'Aisyah R.',
  'Mei Ling T.',
  'Priya S.',
  'Chloe W.',
  'Nattaya K.',
  'Hana P.',
  'Sophie L.',
  'Grace C.',
  'Putri A.',
  'Kanya S.',
  'Olivia M.',
  'Jasmine O.',
  'Wing Yan C.',
  'Maria D.',
  'Siti N.',
  'Emma B.',
];
