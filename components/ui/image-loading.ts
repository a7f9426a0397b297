/**
 * How a storefront image loads. An image in the first screen (the first hero, the first slide of a
 * first-screen carousel, a product page's main picture, a listing's first cards) loads at once and
 * before others; every other image waits until it comes near the viewport. Decoding stays off the
 * frame that shows the page's text. Spread onto `next/image`: `<Image {...imageLoading(first)} />`.
 */
export function imageLoading(firstScreen: boolean) {
  return firstScreen
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
