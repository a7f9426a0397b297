import 'server-only';
import type { ApiClient } from '@/lib/api/client';
import { type BeautyPassSale, beautyPassSaleResponseSchema } from '@/contract/sale';

/** GET beauty-pass-sale, as the asking shopper sees it: the sale and what their tier may do now. */
export async function getBeautyPassSale(client: ApiClient): Promise<BeautyPassSale | null> {
  const answer = await client.request({
    method: 'GET',
    path: 'beauty-pass-sale',
    schema: beautyPassSaleResponseSchema,
  });
  return answer.data;
}
