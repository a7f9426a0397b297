import { describe, expect, it } from 'vitest';
import { bannerSvg, brandLogoSvg, productShotSvg } from '@/backend/catalogue/media/svg';

const shot = (colour: string | null, view = 1) =>
  productShotSvg({ seed: 'product-7', shape: 'lipstick', brandName: 'NARS', productName: 'Audacious', colour, view });

describe('generated product art', () => {
  it('draws each shade in its own colour, so the gallery changes with the shade', () => {
    const rose = shot('#b0303a');
    const nude = shot('#c98f7a');
    expect(rose).not.toBe(nude);
    expect(rose).toContain('#b0303a');
    expect(nude).toContain('#c98f7a');
    expect(rose).not.toContain('#c98f7a');
  });

  it('lights the pack: a shaded body, a metal cap, a finish and a soft shadow', () => {
    const svg = shot('#b0303a');
    for (const part of ['body', 'metal', 'gloss', 'shadow']) {
      expect(svg, part).toMatch(new RegExp(`id="p[0-9a-z]+-${part}"`));
      expect(svg, part).toMatch(new RegExp(`fill="url\\(#p[0-9a-z]+-${part}\\)"`));
    }
  });

  it('stays small enough to paint at once (under 6 kB per picture, any shape)', () => {
    for (const shape of [
      'jar',
      'compact',
      'lipstick',
      'tube',
      'palette',
      'pencil',
      'mascara',
      'perfume',
      'brush',
      'tool',
      'bottle',
    ]) {
      const svg = productShotSvg({
        seed: shape,
        shape,
        brandName: 'Fenty Beauty',
        productName: 'x',
        colour: null,
        view: 2,
      });
      expect(new TextEncoder().encode(svg).length, shape).toBeLessThan(6_000);
    }
  });
});

describe('generated banners and wordmarks', () => {
  it('shows the products a campaign is about: a lips banner stands three lipstick-family packs, fragrance three bottles', () => {
    const lips = bannerSvg('lips', 'Lips');
    expect(lips.match(/<g transform="translate/g)).toHaveLength(3);
    expect(lips).toContain('Q400 205 445 230'); // a lipstick bullet
    const fragrance = bannerSvg('fragrance', 'Fragrance');
    expect(fragrance).toContain('stroke="#ffffff" stroke-width="6"'); // glass edges
    expect(fragrance).not.toContain('Q400 205 445 230');
    expect(new TextEncoder().encode(lips).length).toBeLessThan(12_000);
  });

  it('bakes no words into a banner: its copy is page text in the shopper’s language', () => {
    expect(bannerSvg('home-hero-th', 'Home hero')).not.toContain('<text');
  });

  it('sets a brand wordmark from its name, escaped, in one of several house styles', () => {
    const names = ['NARS', 'Fenty Beauty', 'Laneige', 'Armani Beauty', 'Clinique', 'Dior', 'Sulwhasoo'];
    const styles = new Set(
      names.map(
        (name) =>
          (brandLogoSvg(name, '#111111').match(/font-style="italic"|font-weight="800"|letter-spacing="6"/) ?? [''])[0],
      ),
    );
    expect(styles.size).toBe(3);
    expect(brandLogoSvg('Tom & <Jerry>', '#111111')).not.toMatch(/<Jerry>|& /);
  });
});
