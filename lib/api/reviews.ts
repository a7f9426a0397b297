import type { MemberReviewResponse, MemberReviewsResponse, ReviewInput } from '@/contract/reviews';
import type { ApiClient } from '@/lib/api/client';
import { getData, type CallOptions } from '@/lib/api/resource';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/contract/reviews');

/** GET account/reviews: products of paid orders waiting for a review, and the member's reviews. */
export async function getMemberReviews(
  client: ApiClient,
  options: CallOptions = {},
): Promise<MemberReviewsResponse['data']> {
  const { memberReviewsResponseSchema } = await contract();
  return getData(client, 'account/reviews', memberReviewsResponseSchema, options);
}

/** POST account/reviews: writes a review (pending); a repeat answers the review already written. */
export async function writeReview(
  client: ApiClient,
  review: ReviewInput,
  options: CallOptions = {},
): Promise<MemberReviewResponse> {
  const { memberReviewResponseSchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'account/reviews',
    body: review,
    schema: memberReviewResponseSchema,
    ...options,
  });
}
