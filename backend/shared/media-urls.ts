/** Image URLs are relative to the API origin; the storefront serves them same-origin. */
const MEDIA = '/api/web/v1/media';

export const productImageUrl = (productId: number, n = 1): string => `${MEDIA}/products/${productId}-${n}.svg`;
export const variantImageUrl = (variantId: number): string => `${MEDIA}/variants/${variantId}.svg`;
export const brandLogoUrl = (slug: string): string => `${MEDIA}/brands/${slug}-logo.svg`;
export const brandHeroUrl = (slug: string): string => `${MEDIA}/brands/${slug}-hero.svg`;
export const activityImageUrl = (activityId: number): string => `${MEDIA}/activities/${activityId}.svg`;
export const storeImageUrl = (slug: string): string => `${MEDIA}/stores/${slug}.svg`;
export const bannerImageUrl = (key: string): string => `${MEDIA}/banners/${key}.svg`;
