import { describe, expect, it } from 'vitest';
import { isNoncePath } from '@/lib/routing/protected-paths';
import { pageTypeOf, surfaceOf } from '@/lib/routing/surfaces';

describe('surfaces and page types', () => {
  it('names the surface of a path by its first segment only', () => {
    expect(surfaceOf('/sandbox/cart')).toBe('sandbox');
    expect(surfaceOf('/swagger')).toBe('sandbox');
    expect(surfaceOf('/preview/pages/summer-glow')).toBe('preview');
    expect(surfaceOf('/pages/preview')).toBeNull();
    expect(surfaceOf('/')).toBeNull();
  });

  it('takes the page type from the first segment, or the second in preview mode', () => {
    expect(pageTypeOf('/')).toBe('homepage');
    expect(pageTypeOf('/pages/summer-glow/makeup')).toBe('pages');
    expect(pageTypeOf('/brands/fenty-beauty')).toBe('brands');
    expect(pageTypeOf('/preview/homepage')).toBe('homepage');
    expect(pageTypeOf('/preview/pages/summer-glow')).toBe('pages');
    expect(pageTypeOf('/preview/brands/fenty-beauty/makeup')).toBe('brands');
    expect(pageTypeOf('/preview/cms-pages/terms')).toBe('cms-pages');
    expect(pageTypeOf('/preview/layout')).toBeNull();
    expect(pageTypeOf('/preview')).toBeNull();
    expect(pageTypeOf('/products/glow')).toBeNull();
  });

  it('gives QA and preview pages a per-request nonce', () => {
    expect(isNoncePath('/preview/homepage')).toBe(true);
    expect(isNoncePath('/sandbox')).toBe(true);
    expect(isNoncePath('/products/glow')).toBe(false);
  });
});
