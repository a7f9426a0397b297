'use client';

import { StoreImage } from '@/components/ui/store-image';
import { useChosenShadeImage } from './chosen-shade';

/** The product page's main picture: the product's own, or the shade the shopper chose. */
export function GalleryMainImage({ product, src, alt }: { product: string; src: string; alt: string }) {
  const chosen = useChosenShadeImage(product);
  return (
    <StoreImage
      src={chosen ?? src}
      alt={alt}
      width={800}
      height={800}
      data-testid="gallery-main-image"
      firstScreen
    />
  );
}
