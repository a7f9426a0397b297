import type { BeautyProfile, BeautyProfileInput } from '@/contract/profile';
import type { ApiClient } from '@/lib/api/client';
import { getData, requestData, type CallOptions } from '@/lib/api/resource';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/contract/profile');

/** GET account/beauty-profile: the member's beauty profile, empty sections until saved. */
export async function getBeautyProfile(client: ApiClient, options: CallOptions = {}): Promise<BeautyProfile> {
  const { beautyProfileResponseSchema } = await contract();
  return getData(client, 'account/beauty-profile', beautyProfileResponseSchema, options);
}

/** PUT account/beauty-profile: saves every section; the first complete save earns points once. */
export async function saveBeautyProfile(
  client: ApiClient,
  profile: BeautyProfileInput,
  options: CallOptions = {},
): Promise<BeautyProfile> {
  const { beautyProfileResponseSchema } = await contract();
  return requestData(client, {
    method: 'PUT',
    path: 'account/beauty-profile',
    body: profile,
    schema: beautyProfileResponseSchema,
    ...options,
  });
}
