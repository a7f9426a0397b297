// Batched inserts are shared with the runtime slot schedule; the seed keeps its short import path.
export { insertBatched, resetSequences } from '@/backend/shared/insert';
