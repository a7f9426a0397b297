import { StoreImage } from '@/components/ui/store-image';

/**
 * Banner art (heroes, carousel slides, promo tiles): 1600 × 600, as the content's artwork is drawn,
 * and decorative (the title and copy over it are page text). Served as it comes from the API.
 */
export function BannerImage({
  src,
  firstScreen,
  className,
}: {
  src: string;
  firstScreen: boolean;
  className?: string;
}) {
  return <StoreImage src={src} alt="" width={1600} height={600} className={className} firstScreen={firstScreen} />;
}
