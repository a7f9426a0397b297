// The seeded PRNG is shared with the runtime slot schedule; the seed keeps its short import path.
export { Random, slugify } from '@/backend/shared/random';
