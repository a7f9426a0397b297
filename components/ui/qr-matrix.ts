/**
 * A QR code encoder (ISO/IEC 18004) for payment codes: byte mode, error correction level M,
 * versions 1 to 10 (up to 213 bytes). Returns the module matrix, true for dark.
 */

/** [data codewords per block, number of blocks] groups and EC codewords per block, level M. */
const BLOCKS_M: ReadonlyArray<{ ec: number; groups: ReadonlyArray<readonly [number, number]> }> = [
  { ec: 10, groups: [[16, 1]] },
  { ec: 16, groups: [[28, 1]] },
  { ec: 26, groups: [[44, 1]] },
  { ec: 18, groups: [[32, 2]] },
  { ec: 24, groups: [[43, 2]] },
  { ec: 16, groups: [[27, 4]] },
  { ec: 18, groups: [[31, 4]] },
  {
    ec: 22,
    groups: [
      [38, 2],
      [39, 2],
    ],
  },
  {
    ec: 22,
    groups: [
      [36, 3],
      [37, 2],
    ],
  },
  {
    ec: 26,
    groups: [
      [43, 4],
      [44, 1],
    ],
  },
];

const ALIGNMENT: ReadonlyArray<readonly number[]> = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/* GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1. */
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i += 1) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i += 1) EXP[i] = EXP[i - 255] as number;
}

const mul = (a: number, b: number) =>
  a === 0 || b === 0 ? 0 : (EXP[(LOG[a] as number) + (LOG[b] as number)] as number);

function generator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i += 1) {
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((c, j) => {
      next[j] = (next[j] as number) ^ c;
      next[j + 1] = (next[j + 1] as number) ^ mul(c, EXP[i] as number);
    });
    poly = next;
  }
  return poly;
}

function errorCorrection(data: readonly number[], degree: number): number[] {
  const gen = generator(degree);
  const rem = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (rem.shift() as number);
    rem.push(0);
    for (let i = 0; i < degree; i += 1) rem[i] = (rem[i] as number) ^ mul(gen[i + 1] as number, factor);
  }
  return rem;
}

function bchBits(value: number, poly: number, degree: number): number {
  let rem = value << degree;
  const top = Math.floor(Math.log2(poly));
  for (let bit = Math.floor(Math.log2(rem || 1)); bit >= top; bit -= 1) {
    if ((rem >> bit) & 1) rem ^= poly << (bit - top);
  }
  return (value << degree) | rem;
}

type Mask = (r: number, c: number) => boolean;
const MASKS: readonly Mask[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

function capacity(version: number): number {
  const spec = BLOCKS_M[version - 1];
  return spec ? spec.groups.reduce((sum, [n, count]) => sum + n * count, 0) : 0;
}

function codewords(bytes: Uint8Array, version: number): number[] {
  const total = capacity(version);
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  bytes.forEach((b) => push(b, 8));
  push(0, Math.min(4, total * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  for (let pad = 0xec; data.length < total; pad ^= 0xec ^ 0x11) data.push(pad);

  const spec = BLOCKS_M[version - 1] as (typeof BLOCKS_M)[number];
  const blocks: number[][] = [];
  let offset = 0;
  for (const [size, count] of spec.groups) {
    for (let i = 0; i < count; i += 1) {
      blocks.push(data.slice(offset, offset + size));
      offset += size;
    }
  }
  const ecBlocks = blocks.map((block) => errorCorrection(block, spec.ec));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i += 1) for (const block of blocks) if (i < block.length) out.push(block[i] as number);
  for (let i = 0; i < spec.ec; i += 1) for (const block of ecBlocks) out.push(block[i] as number);
  return out;
}

function penalty(m: boolean[][]): number {
  const n = m.length;
  let score = 0;
  const at = (r: number, c: number) => (m[r] as boolean[])[c] as boolean;
  for (let pass = 0; pass < 2; pass += 1) {
    for (let i = 0; i < n; i += 1) {
      let run = 1;
      const line: boolean[] = [];
      for (let j = 0; j < n; j += 1) line.push(pass === 0 ? at(i, j) : at(j, i));
      for (let j = 1; j <= n; j += 1) {
        if (j < n && line[j] === line[j - 1]) run += 1;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      const s = line.map((b) => (b ? '1' : '0')).join('');
      for (const pattern of ['10111010000', '00001011101']) {
        for (let k = s.indexOf(pattern); k !== -1; k = s.indexOf(pattern, k + 1)) score += 40;
      }
    }
  }
  for (let r = 0; r < n - 1; r += 1) {
    for (let c = 0; c < n - 1; c += 1) {
      const v = at(r, c);
      if (v === at(r, c + 1) && v === at(r + 1, c) && v === at(r + 1, c + 1)) score += 3;
    }
  }
  const dark = m.flat().filter(Boolean).length;
  score += Math.floor(Math.abs((dark * 20) / (n * n) - 10)) * 10;
  return score;
}

export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= 10 && capacity(version) < bytes.length + (version < 10 ? 2 : 3)) version += 1;
  if (version > 10) throw new Error('QR payload too long');
  const n = version * 4 + 17;
  const modules = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  const reserved = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  const set = (r: number, c: number, dark: boolean) => {
    (modules[r] as boolean[])[c] = dark;
    (reserved[r] as boolean[])[c] = true;
  };

  const finder = (row: number, col: number) => {
    for (let dr = -1; dr <= 7; dr += 1) {
      for (let dc = -1; dc <= 7; dc += 1) {
        const r = row + dr;
        const c = col + dc;
        if (r < 0 || c < 0 || r >= n || c >= n) continue;
        const inside = dr >= 0 && dr <= 6 && dc >= 0 && dc <= 6;
        const ring = dr === 0 || dr === 6 || dc === 0 || dc === 6;
        const core = dr >= 2 && dr <= 4 && dc >= 2 && dc <= 4;
        set(r, c, inside && (ring || core));
      }
    }
  };
  finder(0, 0);
  finder(0, n - 7);
  finder(n - 7, 0);
  for (let i = 8; i < n - 8; i += 1) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  const centres = ALIGNMENT[version - 1] as readonly number[];
  for (const r of centres) {
    for (const c of centres) {
      if ((r === 6 && c === 6) || (r === 6 && c === n - 7) || (r === n - 7 && c === 6)) continue;
      for (let dr = -2; dr <= 2; dr += 1) {
        for (let dc = -2; dc <= 2; dc += 1) set(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
      }
    }
  }
  // Format and version areas are reserved now and written after masking.
  for (let i = 0; i < 9; i += 1) {
    (reserved[8] as boolean[])[i] = true;
    (reserved[i] as boolean[])[8] = true;
  }
  for (let i = 0; i < 8; i += 1) {
    (reserved[8] as boolean[])[n - 1 - i] = true;
    (reserved[n - 1 - i] as boolean[])[8] = true;
  }
  set(n - 8, 8, true);
  if (version >= 7) {
    const bits = bchBits(version, 0x1f25, 12);
    for (let i = 0; i < 18; i += 1) {
      const dark = ((bits >> i) & 1) === 1;
      const a = n - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(a, b, dark);
      set(b, a, dark);
    }
  }

  const data = codewords(bytes, version);
  let bit = 0;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < n; vert += 1) {
      for (let j = 0; j < 2; j += 1) {
        const c = right - j;
        const upward = ((right + 1) & 2) === 0;
        const r = upward ? n - 1 - vert : vert;
        if ((reserved[r] as boolean[])[c]) continue;
        const byte = data[bit >> 3] ?? 0;
        (modules[r] as boolean[])[c] = ((byte >> (7 - (bit & 7))) & 1) === 1;
        bit += 1;
      }
    }
  }

  const withFormat = (m: boolean[][], mask: number) => {
    const bits = bchBits((0b00 << 3) | mask, 0x537, 10) ^ 0x5412;
    const b = (i: number) => ((bits >> i) & 1) === 1;
    const put = (r: number, c: number, dark: boolean) => {
      (m[r] as boolean[])[c] = dark;
    };
    for (let i = 0; i <= 5; i += 1) put(i, 8, b(i));
    put(7, 8, b(6));
    put(8, 8, b(7));
    put(8, 7, b(8));
    for (let i = 9; i < 15; i += 1) put(8, 14 - i, b(i));
    for (let i = 0; i < 8; i += 1) put(8, n - 1 - i, b(i));
    for (let i = 8; i < 15; i += 1) put(n - 15 + i, 8, b(i));
    put(n - 8, 8, true);
    return m;
  };

  let best: boolean[][] | null = null;
  let bestScore = Infinity;
  MASKS.forEach((mask, index) => {
    const m = modules.map((row, r) =>
      row.map((dark, c) => ((reserved[r] as boolean[])[c] ? dark : dark !== mask(r, c))),
    );
    withFormat(m, index);
    const score = penalty(m);
    if (score < bestScore) {
      bestScore = score;
      best = m;
    }
  });
  return best ?? modules;
}
