// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from '@/components/content/carousel';

const slides = [1, 2, 3].map((n) => ({
  title: `Slide ${n}`,
  imageUrl: `/media/banners/${n}.svg`,
  href: `/pages/${n}`,
}));
const labels = { previous: 'Previous', next: 'Next', slides: ['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3'] };

function images() {
  return screen.getAllByRole('listitem').map((slide) => slide.querySelector('img') as HTMLImageElement);
}

describe('Carousel images', () => {
  it('in the first screen, loads only the first slide at once and first; the others wait until the track nears them', () => {
    render(<Carousel slides={slides} labelledBy="t" labels={labels} nearTop />);
    const [first, second, third] = images();
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of [second, third]) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('further down the page, loads every slide lazily', () => {
    render(<Carousel slides={slides} labelledBy="t" labels={labels} />);
    expect(images()).toHaveLength(slides.length);
    for (const image of images()) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });
});
