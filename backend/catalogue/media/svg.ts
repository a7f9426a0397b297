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

/** The metal of a pack's cap or collar, fixed per brand: gold, silver or black lacquer. */
const METALS = [
  ['#8a6a2f', '#f6e3a8', '#b8903f', '#fff4cf', '#8a6a2f'],
  ['#7d7d7d', '#f4f4f4', '#a9a9a9', '#ffffff', '#6f6f6f'],
  ['#050505', '#3b3b3b', '#111111', '#5a5a5a', '#050505'],
] as const;

/**
 * Gradients every pack is drawn with: a studio backdrop and light, a soft contact shadow, the
 * pack's body lit from the left as a cylinder, its metal, and a glossy or matte finish.
 */
function materials(
  id: string,
  seed: number,
  view: number,
  colour: string,
  metal: readonly string[],
  glossy: boolean,
): string {
  const hue = seed % 360;
  const top = hslToHex(hue, 22, view === 3 ? 88 : 96);
  const bottom = hslToHex((hue + 20) % 360, 18, view === 3 ? 76 : 88);
  const stops = (colours: readonly string[]) =>
    colours.map((c, i) => `<stop offset="${(i / (colours.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('');
  return `<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.72" stop-color="${bottom}"/><stop offset="0.721" stop-color="${shade(bottom, -0.06)}"/><stop offset="1" stop-color="${shade(bottom, 0.08)}"/></linearGradient>
  <radialGradient id="${id}-light" cx="0.32" cy="0.22" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <radialGradient id="${id}-shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
  <linearGradient id="${id}-body" x1="0" y1="0" x2="1" y2="0">${stops([shade(colour, -0.45), shade(colour, 0.18), colour, shade(colour, -0.1), shade(colour, -0.5)])}</linearGradient>
  <linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="0">${stops(metal)}</linearGradient>
  <linearGradient id="${id}-gloss" x1="0" y1="0" x2="1" y2="0"><stop offset="0.12" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.22" stop-color="#ffffff" stop-opacity="${glossy ? 0.7 : 0.16}"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.86" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.9" stop-color="#ffffff" stop-opacity="${glossy ? 0.35 : 0.08}"/><stop offset="0.94" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="800" height="800" fill="url(#${id}-bg)"/>
<rect width="800" height="800" fill="url(#${id}-light)"/>
<ellipse cx="400" cy="690" rx="250" ry="34" fill="url(#${id}-shadow)"/>`;
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

/**
 * The pack itself, in 800 × 800 space standing on y = 690: the body takes the lit cylinder, caps
 * and collars the brand's metal, and a finish line of light runs down glossy packs.
 */
function shapeMarkup(id: string, shape: string, colour: string, brand: string): string {
  const dark = shade(colour, -0.35);
  const light = shade(colour, 0.35);
  const body = `url(#${id}-body)`;
  const metal = `url(#${id}-metal)`;
  const gloss = `url(#${id}-gloss)`;
  const wordmark = brand.length > 16 ? brand.slice(0, 16) : brand;
  switch (shape) {
    case 'jar':
      return `<rect x="230" y="440" width="340" height="250" rx="30" fill="${body}"/>
<rect x="230" y="440" width="340" height="250" rx="30" fill="${gloss}"/>
<rect x="215" y="360" width="370" height="92" rx="18" fill="${metal}"/>
<rect x="215" y="444" width="370" height="8" fill="#000000" opacity="0.18"/>
${label(wordmark, 400, 590, 26, light, 300)}`;
    case 'compact':
      // Open, seen from the front: the lid stands behind with its mirror, the pan sits in the base.
      return `<ellipse cx="400" cy="380" rx="205" ry="150" fill="${metal}"/>
<ellipse cx="400" cy="380" rx="172" ry="124" fill="#eef1f4"/>
<ellipse cx="350" cy="330" rx="90" ry="40" fill="#ffffff" opacity="0.7"/>
<ellipse cx="400" cy="610" rx="210" ry="72" fill="${metal}"/>
<rect x="190" y="560" width="420" height="50" fill="${metal}"/>
<ellipse cx="400" cy="560" rx="210" ry="72" fill="${dark}"/>
<ellipse cx="400" cy="560" rx="176" ry="56" fill="${body}"/>
<ellipse cx="400" cy="560" rx="176" ry="56" fill="${gloss}"/>`;
    case 'lipstick':
      return `<path d="M355 250 Q400 205 445 230 L445 400 L355 400 Z" fill="${body}"/>
<path d="M355 250 Q400 205 445 230 L445 400 L355 400 Z" fill="${gloss}"/>
<rect x="338" y="390" width="124" height="96" rx="6" fill="${metal}"/>
<rect x="325" y="478" width="150" height="212" rx="10" fill="url(#${id}-metal)" opacity="0.35"/>
<rect x="325" y="478" width="150" height="212" rx="10" fill="#151515" opacity="0.88"/>
<rect x="325" y="478" width="150" height="212" rx="10" fill="${gloss}"/>
${label(wordmark.slice(0, 10), 400, 610, 18, '#e8e8e8', 120)}`;
    case 'tube':
      return `<path d="M300 230 L500 230 L472 590 L328 590 Z" fill="${body}"/>
<path d="M300 230 L500 230 L472 590 L328 590 Z" fill="${gloss}"/>
<rect x="296" y="222" width="208" height="16" rx="4" fill="${dark}"/>
<rect x="322" y="584" width="156" height="106" rx="12" fill="${metal}"/>
${label(wordmark, 400, 430, 22, light, 160)}`;
    case 'palette':
      return `<rect x="170" y="340" width="460" height="330" rx="24" fill="${metal}"/>
<rect x="184" y="354" width="432" height="302" rx="16" fill="#1a1a1a"/>
${[0, 1, 2, 3, 4, 5]
  .map((i) => {
    const x = 215 + (i % 3) * 130;
    const y = 378 + Math.floor(i / 3) * 130;
    const tone = shade(colour, (i - 2.5) * 0.12);
    return `<rect x="${x}" y="${y}" width="110" height="110" rx="12" fill="${tone}"/><rect x="${x}" y="${y}" width="110" height="110" rx="12" fill="${gloss}"/>`;
  })
  .join('\n')}`;
    case 'pencil':
      return `<g transform="rotate(-35 400 450)"><rect x="370" y="180" width="60" height="470" rx="6" fill="${body}"/>
<path d="M370 180 L400 110 L430 180 Z" fill="#e6c9a8"/><path d="M388 138 L400 110 L412 138 Z" fill="${colour}"/>
<rect x="370" y="560" width="60" height="90" fill="${metal}"/></g>`;
    case 'mascara':
      return `<rect x="362" y="200" width="76" height="270" rx="14" fill="${metal}"/>
<rect x="350" y="458" width="100" height="232" rx="20" fill="${body}"/>
<rect x="350" y="458" width="100" height="232" rx="20" fill="${gloss}"/>
${label(wordmark.slice(0, 8), 400, 590, 14, light, 80)}`;
    case 'perfume':
      // Glass: the juice shows through a clear, thick-walled bottle with bright edges.
      return `<rect x="345" y="240" width="110" height="96" rx="10" fill="${metal}"/>
<rect x="380" y="330" width="40" height="42" fill="${metal}" opacity="0.8"/>
<rect x="230" y="368" width="340" height="322" rx="26" fill="#ffffff" opacity="0.45"/>
<rect x="252" y="420" width="296" height="250" rx="16" fill="${body}" opacity="0.85"/>
<rect x="230" y="368" width="340" height="322" rx="26" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.8"/>
<rect x="230" y="368" width="340" height="322" rx="26" fill="${gloss}"/>
${label(wordmark, 400, 570, 24, '#ffffff', 280)}`;
    case 'brush':
      return `<g transform="rotate(-30 400 450)"><path d="M380 120 Q400 60 420 120 L440 260 L360 260 Z" fill="${colour}"/>
<rect x="365" y="255" width="70" height="90" fill="${metal}"/>
<rect x="378" y="340" width="44" height="360" rx="20" fill="#151515"/></g>`;
    case 'tool':
      return `<ellipse cx="400" cy="480" rx="170" ry="200" fill="${body}"/>
<ellipse cx="400" cy="480" rx="170" ry="200" fill="${gloss}"/>
<ellipse cx="400" cy="480" rx="150" ry="180" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.4"/>`;
    case 'bottle':
    default:
      return `<rect x="366" y="186" width="68" height="96" rx="8" fill="${metal}"/>
<rect x="385" y="276" width="30" height="34" fill="${dark}"/>
<rect x="280" y="300" width="240" height="390" rx="40" fill="${body}"/>
<rect x="304" y="430" width="192" height="140" rx="6" fill="#ffffff" opacity="0.88"/>
<rect x="280" y="300" width="240" height="390" rx="40" fill="${gloss}"/>
${label(wordmark, 400, 510, 20, '#333333', 170)}`;
  }
}

export function productShotSvg(input: ProductShotInput): string {
  const seed = hash(input.seed);
  const brandSeed = hash(input.brandName);
  const id = `p${seed.toString(36)}`;
  const colour = input.colour ?? hslToHex(seed % 360, 35, 45);
  const metal = METALS[brandSeed % METALS.length] ?? METALS[0];
  const glossy = seed % 3 !== 0;
  const swatch =
    input.view === 2
      ? `<path d="M540 650 C610 596 712 616 730 684 C694 730 592 728 540 690 Z" fill="${colour}"/><path d="M560 650 C620 620 690 630 712 670" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="${glossy ? 0.55 : 0.2}"/>`
      : '';
  const tilt = input.view === 3 ? ' transform="rotate(-8 400 450)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(`${input.brandName} ${input.productName}`)}">
${materials(id, seed, input.view, colour, metal, glossy)}
<g${tilt}>${shapeMarkup(id, input.shape, colour, input.brandName)}</g>
${swatch}
</svg>`;
}

/**
 * A brand's wordmark, set in one of three house styles chosen by its name (spaced serif capitals
 * over a hairline, a heavy sans with a monogram, an italic serif with a point in the accent), so
 * brand tiles differ as the brands do.
 */
export function brandLogoSvg(name: string, accent: string): string {
  const style = hash(name) % 3;
  const text = escapeXml(style === 2 ? name : name.toUpperCase());
  const colour = escapeXml(accent);
  // The largest size at which the name fits its room (about 0.7 em a letter, plus the tracking).
  const fit = (room: number, largest: number, tracking: number) =>
    Math.min(largest, Math.floor((room - name.length * tracking) / (name.length * 0.7)));
  let mark: string;
  if (style === 0) {
    mark = `<text x="200" y="88" font-family="Georgia, 'Times New Roman', serif" font-size="${fit(350, 30, 5)}" letter-spacing="5" text-anchor="middle" fill="${colour}">${text}</text>
<rect x="150" y="108" width="100" height="1.5" fill="${colour}"/>`;
  } else if (style === 1) {
    const size = fit(290, 30, 1);
    const width = Math.round(name.length * size * 0.7 + name.length) + 62;
    const left = Math.max(12, Math.round(200 - width / 2));
    mark = `<circle cx="${left + 26}" cy="80" r="26" fill="${colour}"/>
<text x="${left + 26}" y="90" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(name.charAt(0).toUpperCase())}</text>
<text x="${left + 62}" y="${80 + Math.round(size * 0.35)}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="800" letter-spacing="1" fill="#111111">${text}</text>`;
  } else {
    const size = fit(340, 40, 0);
    mark = `<text x="200" y="94" font-family="Georgia, 'Times New Roman', serif" font-style="italic" font-size="${size}" text-anchor="middle" fill="#111111">${text}</text>
<circle cx="${Math.min(388, 200 + Math.round((name.length * size * (name === name.toUpperCase() ? 0.72 : 0.5)) / 2) + 8)}" cy="90" r="5" fill="${colour}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 160" width="400" height="160" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="160" fill="#ffffff"/>
${mark}
</svg>`;
}

/** Which packs a banner shows, from the words of its key (a category, a campaign, a store). */
const BANNER_SHAPES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/lip/, ['lipstick', 'tube', 'lipstick']],
  [/eye|mascara|brow/, ['palette', 'mascara', 'pencil']],
  [/face|foundation|complexion|makeup/, ['compact', 'bottle', 'lipstick']],
  [/skin|serum|moistur|cleans|mask|sun/, ['jar', 'bottle', 'tube']],
  [/fragrance|perfume|scent/, ['perfume', 'perfume', 'bottle']],
  [/hair/, ['bottle', 'tube', 'brush']],
  [/tool|brush/, ['brush', 'tool', 'brush']],
  [/body|bath/, ['tube', 'jar', 'bottle']],
  [/nail/, ['bottle', 'bottle', 'tool']],
];

/**
 * A wide campaign banner: the products it advertises, lit on a plinth at the right, on a calm
 * backdrop, with no words. Pages lay the banner's title and copy over the left as text, in the
 * shopper's language; words baked into the artwork would be in English only and make the browser
 * look up a system font to paint the picture. `name` names the picture for anyone opening it alone.
 */
export function bannerSvg(seedText: string, name: string): string {
  const seed = hash(seedText);
  const id = `b${seed.toString(36)}`;
  const hue = seed % 360;
  const from = hslToHex(hue, 30, 93);
  const to = hslToHex((hue + 25) % 360, 28, 80);
  const shapes = BANNER_SHAPES.find(([pattern]) => pattern.test(seedText))?.[1] ?? ['bottle', 'lipstick', 'jar'];
  const metal = METALS[seed % METALS.length] ?? METALS[0];
  const packs = shapes.map((shape, i) => {
    const colour = hslToHex((hue + 140 + i * 35) % 360, 45, 38 + i * 10);
    const packId = `${id}${i}`;
    // Middle pack largest and in front; the others a step back on either side.
    const scale = i === 1 ? 0.75 : 0.6;
    const x = [880, 1010, 1240][i] ?? 1010;
    const y = Math.round(516 - 690 * scale);
    return `<g transform="translate(${x} ${y}) scale(${scale})">${materials(packId, seed + i, 1, colour, metal, true).replace(/<rect width="800"[^>]*\/>\n?/g, '')}${shapeMarkup(packId, shape, colour, '')}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="${id}-spot" cx="0.72" cy="0.3" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="1600" height="600" fill="url(#${id})"/>
<rect width="1600" height="600" fill="url(#${id}-spot)"/>
<rect x="900" y="520" width="700" height="80" fill="${shade(to, -0.12)}"/>
<rect x="900" y="516" width="700" height="6" fill="#ffffff" opacity="0.5"/>
${packs[0]}
${packs[2]}
${packs[1]}
</svg>`;
}
