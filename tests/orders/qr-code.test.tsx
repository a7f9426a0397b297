// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from '@/components/ui/qr-code';
import { encodeQr } from '@/components/ui/qr-matrix';

const PROMPTPAY =
  '00020101021229370016A000000677010111011300660000000005303764540611180.005802TH62190515HBTH00000001-1';

function finderAt(m: boolean[][], row: number, col: number): boolean {
  for (let r = 0; r < 7; r += 1) {
    for (let c = 0; c < 7; c += 1) {
      const ring = r === 0 || r === 6 || c === 0 || c === 6;
      const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
      if (m[row + r]?.[col + c] !== (ring || core)) return false;
    }
  }
  return true;
}

/** Level M is 00; the two copies of the 15 format bits must agree. */
function formatBits(m: boolean[][]): { first: number; second: number } {
  const n = m.length;
  const bit = (r: number, c: number) => (m[r]?.[c] ? 1 : 0);
  const firstPositions: Array<[number, number]> = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  const secondPositions: Array<[number, number]> = [
    ...Array.from({ length: 8 }, (_, i): [number, number] => [8, n - 1 - i]),
    ...Array.from({ length: 7 }, (_, i): [number, number] => [n - 7 + i, 8]),
  ];
  const read = (positions: Array<[number, number]>) => positions.reduce((acc, [r, c], i) => acc | (bit(r, c) << i), 0);
  return { first: read(firstPositions), second: read(secondPositions) };
}

describe('encodeQr', () => {
  it('picks the smallest version that holds the payload', () => {
    expect(encodeQr('hello')).toHaveLength(21);
    expect(encodeQr(PROMPTPAY)).toHaveLength(41); // version 6
    expect(encodeQr('x'.repeat(213))).toHaveLength(57); // version 10
    expect(() => encodeQr('x'.repeat(214))).toThrow();
  });

  it('draws the three finder patterns, the timing lines and the dark module', () => {
    const m = encodeQr(PROMPTPAY);
    const n = m.length;
    expect(finderAt(m, 0, 0)).toBe(true);
    expect(finderAt(m, 0, n - 7)).toBe(true);
    expect(finderAt(m, n - 7, 0)).toBe(true);
    for (let i = 8; i < n - 8; i += 1) {
      expect(m[6]?.[i]).toBe(i % 2 === 0);
      expect(m[i]?.[6]).toBe(i % 2 === 0);
    }
    expect(m[n - 8]?.[8]).toBe(true);
  });

  it('writes matching level-M format information in both places', () => {
    const { first, second } = formatBits(encodeQr(PROMPTPAY));
    expect(first).toBe(second);
    const unmasked = first ^ 0x5412;
    expect(unmasked >> 13).toBe(0); // error correction level M
  });

  it('is deterministic', () => {
    expect(encodeQr(PROMPTPAY)).toEqual(encodeQr(PROMPTPAY));
  });
});

describe('QrCode', () => {
  it('renders a labelled image with a quiet zone', () => {
    render(<QrCode value="hello" label="PromptPay QR code for order 1" />);
    const image = screen.getByRole('img', { name: 'PromptPay QR code for order 1' });
    expect(image).toHaveAttribute('viewBox', '0 0 29 29');
  });
});
