'use client';

import { ArrowIcon } from '@/components/ui/arrow-icon';
import { Link } from '@/components/ui/link';
import { isExternalHref } from '@/lib/routing/external-href';
import { useRef } from 'react';
import { BannerImage } from './banner-image';
import styles from './blocks.module.css';

export interface CarouselSlide {
  title: string;
  imageUrl: string;
  href: string;
}

/** Slides in a scroll-snap track; the buttons move one slide, touch and keyboard scroll work too. */
export function Carousel({
  slides,
  labelledBy,
  labels,
  nearTop = false,
}: {
  slides: CarouselSlide[];
  labelledBy: string;
  /**
   * The carousel is in the first screen: its first slide loads at once, first, and is painted in
   * the same frame as the text around it; the others load as the track nears them.
   */
  nearTop?: boolean;
  /** Spoken names of the buttons and of each slide ("Slide 1 of 3"). */
  labels: { previous: string; next: string; slides: string[] };
}) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    // A group, not a landmark: its title may repeat another section's, and landmarks must be unique.
    <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      <ul ref={track} className={styles.track}>
        {slides.map((slide, index) => (
          <li
            key={`${slide.href}-${index}`}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={labels.slides[index]}
          >
            <Link href={slide.href} external={isExternalHref(slide.href)} className={styles.slideLink}>
              <BannerImage src={slide.imageUrl} firstScreen={nearTop && index === 0} />
              <span className={styles.slideTitle}>{slide.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.carouselControls}>
        <button type="button" onClick={() => move(-1)} aria-label={labels.previous}>
          <ArrowIcon direction="left" />
        </button>
        <button type="button" onClick={() => move(1)} aria-label={labels.next}>
          <ArrowIcon direction="right" />
        </button>
      </div>
    </div>
  );
}
