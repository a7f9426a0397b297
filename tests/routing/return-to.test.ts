import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from '@/lib/routing/return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/orders/12', '/orders/12'],
    ['/checkout?step=payment&language=zh', '/checkout?step=payment&language=zh'],
    ['/products/a%20b', '/products/a%20b'],
    ['/account#points', '/account#points'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    '/foo%0d%0aSet-Cookie:x=1',
    '/\tevil',
    '/\u0000x',
    'orders',
    '',
    '%',
    '/%E0%A4%A',
  ])('falls back to / for %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('falls back for non-strings and oversized values', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/a'])).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});

describe('signInPath', () => {
  it('encodes the full path and query', () => {
    expect(signInPath('/orders/7?tab=items&x=1')).toBe('/sign_in?return_to=%2Forders%2F7%3Ftab%3Ditems%26x%3D1');
  });

  it('adds no return_to for the home page', () => {
    expect(signInPath('/')).toBe('/sign_in');
  });
});
