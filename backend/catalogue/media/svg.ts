/**
 * Deterministic SVG artwork: product shots shaped by category, brand logos and banners.
 * Everything is derived from the inputs, so the same product always gets the same picture.
 */

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Lightens (amount > 0) or darkens a `#rrggbb` colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.max(0, Math.min(255, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const colour = l / 100 - a * Math.max(Math.min(k - 3, 9 - k, 1), -1);
    return Math.round(255 * colour)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export interface ProductShotInput {
  seed: string;
  shape: string;
  brandName: string;
  productName: string;
  /** `#rrggbb` of the variant (shade) or null to use the brand colour. */
  colour: string | null;
  /** 1 = packshot, 2 = with a texture swatch, 3 = angled on a tinted backdrop. */
  view: number;
}

function background(id: string, seed: number, view: number): string {
  const hue = seed % 360;
  const top = hslToHex(hue, 40, view === 3 ? 86 : 95);
  const bottom = hslToHex((hue + 30) % 360, 35, view === 3 ? 74 : 86);
  return `<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <radialGradient id="${id}-light" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <linearGradient id="${id}-gloss" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="0.4" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="800" height="800" fill="url(#${id}-bg)"/>
<rect width="800" height="800" fill="url(#${id}-light)"/>
<ellipse cx="400" cy="690" rx="230" ry="26" fill="#000000" opacity="0.12"/>`;
}

/**
 * The pack's printed label: a band as wide as the brand's name would be (at most `maxWidth`, the
 * pack's), centred on `x` with its baseline at `y`. The name itself is page text next to the picture;
 * lettering here would make the browser look up a system font, on the page's main thread, to paint
 * each product picture.
 */
function label(text: string, x: number, y: number, size: number, fill: string, maxWidth: number): string {
  const width = Math.min(maxWidth, Math.round(text.length * size * 0.72 + size));
  const height = Math.round(size * 0.8);
  return `<rect x="${x - Math.round(width / 2)}" y="${y - height}" width="${width}" height="${height}" rx="${Math.round(height / 2)}" fill="${fill}" opacity="0.85"/>`;
}

function shapeMarkup(id: string, shape: string, colour: string, brand: string): string {
  const dark = shade(colour, -0.35);
  const light = shade(colour, 0.35);
  const gloss = `url(#${id}-gloss)`;
  const wordmark = brand.length > 16 ? brand.slice(0, 16) : brand;
  switch (shape) {
    case 'jar':
      return `<rect x="230" y="430" width="340" height="250" rx="36" fill="${colour}"/>
<rect x="215" y="360" width="370" height="90" rx="22" fill="${dark}"/>
<rect x="230" y="430" width="340" height="250" rx="36" fill="${gloss}"/>
${label(wordmark, 400, 570, 26, light, 300)}`;
    case 'compact':
      return `<circle cx="400" cy="500" r="190" fill="${dark}"/>
<circle cx="400" cy="500" r="150" fill="${colour}"/>
<circle cx="400" cy="500" r="150" fill="${gloss}"/>
${label(wordmark, 400, 740, 24, dark, 360)}`;
    case 'lipstick':
      return `<path d="M350 250 L450 210 L450 400 L350 400 Z" fill="${colour}"/>
<rect x="335" y="390" width="130" height="90" rx="8" fill="#d4af37"/>
<rect x="325" y="470" width="150" height="220" rx="10" fill="#1f1f1f"/>
<rect x="325" y="470" width="150" height="220" rx="10" fill="${gloss}"/>
${label(wordmark.slice(0, 10), 400, 600, 18, '#e8e8e8', 120)}`;
    case 'tube':
      return `<path d="M300 230 L500 230 L470 600 L330 600 Z" fill="${colour}"/>
<rect x="320" y="590" width="160" height="100" rx="12" fill="${dark}"/>
<path d="M300 230 L500 230 L470 600 L330 600 Z" fill="${gloss}"/>
${label(wordmark, 400, 420, 22, light, 160)}`;
    case 'palette':
      return `<rect x="170" y="330" width="460" height="330" rx="24" fill="#222222"/>
${[0, 1, 2, 3, 4, 5]
  .map((i) => {
    const x = 215 + (i % 3) * 130;
    const y = 375 + Math.floor(i / 3) * 130;
    const tone = shade(colour, (i - 2.5) * 0.12);
    return `<rect x="${x}" y="${y}" width="110" height="110" rx="12" fill="${tone}"/>`;
  })
  .join('\n')}
${label(wordmark, 400, 720, 24, '#333333', 400)}`;
    case 'pencil':
      return `<g transform="rotate(-35 400 450)"><rect x="370" y="180" width="60" height="470" rx="6" fill="${dark}"/>
<path d="M370 180 L400 110 L430 180 Z" fill="#e6c9a8"/><path d="M388 138 L400 110 L412 138 Z" fill="${colour}"/>
<rect x="370" y="560" width="60" height="90" fill="#c0c0c0"/></g>`;
    case 'mascara':
      return `<rect x="360" y="200" width="80" height="270" rx="16" fill="#111111"/>
<rect x="350" y="460" width="100" height="230" rx="20" fill="${colour}"/>
<rect x="350" y="460" width="100" height="230" rx="20" fill="${gloss}"/>
${label(wordmark.slice(0, 8), 400, 590, 14, light, 80)}`;
    case 'perfume':
      return `<rect x="345" y="250" width="110" height="90" rx="10" fill="#d4af37"/>
<rect x="380" y="330" width="40" height="40" fill="#bfbfbf"/>
<path d="M250 370 L550 370 L590 690 L210 690 Z" fill="${colour}" opacity="0.85"/>
<path d="M250 370 L550 370 L590 690 L210 690 Z" fill="${gloss}"/>
${label(wordmark, 400, 560, 24, dark, 300)}`;
    case 'brush':
      return `<g transform="rotate(-30 400 450)"><path d="M380 120 Q400 60 420 120 L440 260 L360 260 Z" fill="${colour}"/>
<rect x="365" y="255" width="70" height="90" fill="#c0c0c0"/>
<rect x="378" y="340" width="44" height="360" rx="20" fill="${dark}"/></g>`;
    case 'tool':
      return `<ellipse cx="400" cy="480" rx="170" ry="200" fill="${colour}"/>
<ellipse cx="400" cy="480" rx="170" ry="200" fill="${gloss}"/>
${label(wordmark, 400, 740, 22, dark, 360)}`;
    case 'bottle':
    default:
      return `<rect x="370" y="190" width="60" height="90" rx="8" fill="${dark}"/>
<rect x="385" y="270" width="30" height="40" fill="#cccccc"/>
<rect x="280" y="300" width="240" height="390" rx="40" fill="${colour}"/>
<rect x="300" y="430" width="200" height="140" rx="8" fill="#ffffff" opacity="0.85"/>
<rect x="280" y="300" width="240" height="390" rx="40" fill="${gloss}"/>
${label(wordmark, 400, 510, 20, '#333333', 180)}`;
  }
}

export function productShotSvg(input: ProductShotInput): string {
  const seed = hash(input.seed);
  const id = `p${seed.toString(36)}`;
  const colour = input.colour ?? hslToHex(seed % 360, 35, 45);
  const swatch =
    input.view === 2
      ? `<path d="M560 640 C620 600 700 620 720 680 C690 720 600 720 560 690 Z" fill="${colour}" opacity="0.9"/>`
      : '';
  const tilt = input.view === 3 ? ' transform="rotate(-8 400 450)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(`${input.brandName} ${input.productName}`)}">
${background(id, seed, input.view)}
<g${tilt}>${shapeMarkup(id, input.shape, colour, input.brandName)}</g>
${swatch}
</svg>`;
}

export function brandLogoSvg(name: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 160" width="400" height="160" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="160" fill="#ffffff"/>
<text x="200" y="92" font-family="Georgia, 'Times New Roman', serif" font-size="${name.length > 18 ? 24 : 32}" letter-spacing="4" text-anchor="middle" fill="${escapeXml(accent)}">${escapeXml(name.toUpperCase())}</text>
</svg>`;
}

/**
 * A wide banner: a soft gradient and two circles, with no words. Pages lay the banner's title and
 * copy over it as text, in the shopper's language; words baked into the artwork would be in English
 * only, show through that copy, and make the browser look up a system font to paint the picture.
 * `name` names the picture for anyone opening it on its own.
 */
export function bannerSvg(seedText: string, name: string): string {
  const seed = hash(seedText);
  const id = `b${seed.toString(36)}`;
  const from = hslToHex(seed % 360, 55, 82);
  const to = hslToHex((seed + 60) % 360, 45, 62);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#${id})"/>
<circle cx="1250" cy="300" r="220" fill="#ffffff" opacity="0.25"/>
<circle cx="1350" cy="180" r="90" fill="#ffffff" opacity="0.2"/>
</svg>`;
}
