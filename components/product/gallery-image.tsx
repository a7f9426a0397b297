'use client';

import Image from 'next/image';
import { imageLoading } from '@/components/ui/image-loading';
import { useChosenShadeImage } from './chosen-shade';

/** The product page's main picture: the product's own, or the shade the shopper chose. */
export function GalleryMainImage({ product, src, alt }: { product: string; src: string; alt: string }) {
  const chosen = useChosenShadeImage(product);
  return (
    <Image
      unoptimized
      src={chosen ?? src}
      alt={alt}
      width={800}
      height={800}
      data-testid="gallery-main-image"
      {...imageLoading(true)}
    />
  );
}
