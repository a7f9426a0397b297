import type { ImgHTMLAttributes } from 'react';

type StoreImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** In the first screen (the first hero or slide, a product page's main picture, a listing's first cards). */
  firstScreen?: boolean;
};

/**
 * A storefront picture as the API serves it: generated art (SVG), already drawn at its size, so there
 * is nothing to resize or convert. A plain `<img>` with its intrinsic size (the layout never shifts),
 * rendered on the server and never hydrated: a listing holds dozens, and an image component of the
 * framework would make each one a client component for attributes the server can write.
 *
 * A first-screen image loads at once and before others; every other one waits until it comes near
 * the viewport. Decoding stays off the frame that shows the page's text.
 */
export function StoreImage({ firstScreen = false, alt, ...image }: StoreImageProps) {
  const loading = firstScreen ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  // eslint-disable-next-line @next/next/no-img-element -- the art is served at its size; see above
  return <img {...image} alt={alt} {...loading} decoding="async" />;
}
