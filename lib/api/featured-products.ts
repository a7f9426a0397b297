import { queryOptions } from '@tanstack/react-query';
import type { ProductCard } from '@/contract';
import type { ApiClient } from '@/lib/api/client';
import { QUERY_DEFINITIONS, queryKeys } from '@/lib/api/query-keys';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/contract/catalogue-products');

/** POST featured-products/: the cards of these products in the store's country, in their order (browser). */
export async function getFeaturedProducts(
  client: ApiClient,
  productIds: readonly number[],
  signal?: AbortSignal,
): Promise<ProductCard[]> {
  const { featuredProductsRequestSchema, featuredProductsResponseSchema } = await contract();
  const answer = await client.request({
    method: 'POST',
    path: 'featured-products',
    body: featuredProductsRequestSchema.parse({ productIds }),
    schema: featuredProductsResponseSchema,
    signal,
  });
  return answer.data;
}

export function featuredProductsQueryOptions(client: ApiClient, productIds: readonly number[]) {
  return queryOptions({
    queryKey: queryKeys.catalogue(client.country, client.lang, 'featured', productIds),
    queryFn: ({ signal }) => getFeaturedProducts(client, productIds, signal),
    staleTime: QUERY_DEFINITIONS.catalogue.staleTime,
    enabled: productIds.length > 0,
  });
}
