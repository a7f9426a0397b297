/** Review limits and sorts, zod-free so forms and links can use them at load. */
export const REVIEW_SORTS = ['recent', 'rating_desc', 'rating_asc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'recent';
export const REVIEWS_PER_PAGE = 5;
export const MAX_REVIEWS_PAGE = 1000;

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;

/** Points for writing a review online, and again when it is published: each once per review. */
export const ONLINE_REVIEW_POINTS = 20;
export const PUBLISHED_REVIEW_POINTS = 30;
