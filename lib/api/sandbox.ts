import type {
  FaultConfigInput,
  FaultState,
  Order,
  SandboxCreateUserBody,
  SandboxExpirePointsBody,
  SandboxDemoReset,
  SandboxExpiredPoints,
  SandboxMailMessage,
  SandboxUpdateUserBody,
  SandboxUser,
  SettlePaymentRequest,
} from '@/contract';
import type { ApiClient, RequestOptions } from '@/lib/api/client';
import { apiPath } from '@/lib/api/client';
import type { PaginationMeta } from '@/contract/common';
import { noContentSchema } from '@/lib/api/resource';

/*
 * The API's QA routes (`sandbox/*`). Every call carries the QA credential in X-QA-Token; without
 * it the API answers 404. Server code only: the credential never reaches the browser.
 */

/** The header that carries the QA credential. */
const QA_TOKEN_HEADER = 'X-QA-Token';

const contract = () => import('@/contract/sandbox');
const ordersContract = () => import('@/contract/orders');

/** A QA call: it carries the credential, and a 401 there is the answer, never a reason to refresh. */
function qaRequest<T>(
  client: ApiClient,
  token: string,
  call: Omit<RequestOptions<T>, 'headers' | 'refreshOnUnauthorized'>,
): Promise<T> {
  return client.request({ ...call, headers: { [QA_TOKEN_HEADER]: token }, refreshOnUnauthorized: false });
}

/** GET sandbox/faults: also the cheapest way to check a credential (404 when it is wrong). */
export async function getFaults(client: ApiClient, token: string): Promise<FaultState> {
  const { faultStateSchema } = await contract();
  return qaRequest(client, token, {
    method: 'GET',
    path: 'sandbox/faults',
    schema: faultStateSchema,
  });
}

/** PUT sandbox/faults: turns the fault switch on with this configuration. */
export async function setFaults(client: ApiClient, token: string, config: FaultConfigInput): Promise<FaultState> {
  const { faultConfigSchema, faultStateSchema } = await contract();
  return qaRequest(client, token, {
    method: 'PUT',
    path: 'sandbox/faults',
    body: faultConfigSchema.parse(config),
    schema: faultStateSchema,
  });
}

/** DELETE sandbox/faults: turns the fault switch off. */
export async function clearFaults(client: ApiClient, token: string): Promise<void> {
  await qaRequest(client, token, {
    method: 'DELETE',
    path: 'sandbox/faults',
    schema: await noContentSchema(),
  });
}

/** GET sandbox/users: members, oldest first. */
export async function listSandboxUsers(
  client: ApiClient,
  token: string,
  page = 1,
  perPage = 20,
): Promise<{ data: SandboxUser[]; meta: PaginationMeta }> {
  const { sandboxUserListSchema } = await contract();
  return qaRequest(client, token, {
    method: 'GET',
    path: 'sandbox/users',
    query: { page, perPage },
    schema: sandboxUserListSchema,
  });
}

/** POST sandbox/users. */
export async function createSandboxUser(
  client: ApiClient,
  token: string,
  body: SandboxCreateUserBody,
): Promise<SandboxUser> {
  const { sandboxCreateUserBodySchema, sandboxUserSchema } = await contract();
  return qaRequest(client, token, {
    method: 'POST',
    path: 'sandbox/users',
    body: sandboxCreateUserBodySchema.parse(body),
    schema: sandboxUserSchema,
  });
}

/** PATCH sandbox/users/{id}. */
export async function updateSandboxUser(
  client: ApiClient,
  token: string,
  id: number,
  body: SandboxUpdateUserBody,
): Promise<SandboxUser> {
  const { sandboxUpdateUserBodySchema, sandboxUserSchema } = await contract();
  return qaRequest(client, token, {
    method: 'PATCH',
    path: apiPath`sandbox/users/${id}`,
    body: sandboxUpdateUserBodySchema.parse(body),
    schema: sandboxUserSchema,
  });
}

/** DELETE sandbox/users/{id}. */
export async function deleteSandboxUser(client: ApiClient, token: string, id: number): Promise<void> {
  await qaRequest(client, token, {
    method: 'DELETE',
    path: apiPath`sandbox/users/${id}`,
    schema: await noContentSchema(),
  });
}

/** GET sandbox/mail?to=: the simulated outbox, newest first. */
export async function readMail(client: ApiClient, token: string, to: string): Promise<SandboxMailMessage[]> {
  const { sandboxMailListSchema } = await contract();
  const answer = await qaRequest(client, token, {
    method: 'GET',
    path: 'sandbox/mail',
    query: { to },
    schema: sandboxMailListSchema,
  });
  return answer.data;
}

/** GET sandbox/orders/{id}: any member's order, as its owner sees it. */
export async function getSandboxOrder(client: ApiClient, token: string, orderId: number): Promise<Order> {
  const { orderResponseSchema } = await ordersContract();
  const answer = await qaRequest(client, token, {
    method: 'GET',
    path: apiPath`sandbox/orders/${orderId}`,
    schema: orderResponseSchema,
  });
  return answer.data;
}

/** POST sandbox/payments/{id}/settle: the test gateway's decision; the same decision again is harmless. */
export async function settlePayment(
  client: ApiClient,
  token: string,
  orderId: number,
  outcome: SettlePaymentRequest['outcome'] = 'paid',
): Promise<Order> {
  const { orderResponseSchema, settlePaymentRequestSchema } = await ordersContract();
  const answer = await qaRequest(client, token, {
    method: 'POST',
    path: apiPath`sandbox/payments/${orderId}/settle`,
    body: settlePaymentRequestSchema.parse({ outcome }),
    schema: orderResponseSchema,
  });
  return answer.data;
}

/** POST sandbox/points/expire: runs the points-expiry rule. */
export async function expirePoints(
  client: ApiClient,
  token: string,
  body: SandboxExpirePointsBody,
): Promise<SandboxExpiredPoints['data']> {
  const { sandboxExpirePointsBodySchema, sandboxExpiredPointsSchema } = await contract();
  const answer = await qaRequest(client, token, {
    method: 'POST',
    path: 'sandbox/points/expire',
    body: sandboxExpirePointsBodySchema.parse(body),
    schema: sandboxExpiredPointsSchema,
  });
  return answer.data;
}

/** POST sandbox/demo/reset: the demo members back to a clean start (bags, lists, locks, sessions). */
export async function resetDemoData(client: ApiClient, token: string): Promise<SandboxDemoReset['data']> {
  const { sandboxDemoResetSchema } = await contract();
  const answer = await qaRequest(client, token, {
    method: 'POST',
    path: 'sandbox/demo/reset',
    schema: sandboxDemoResetSchema,
  });
  return answer.data;
}

/** POST sandbox/reviews/{id}/publish: publishes a pending review (its points once). */
export async function publishReview(client: ApiClient, token: string, reviewId: number) {
  const { reviewPublishResponseSchema } = await import('@/contract/reviews');
  return qaRequest(client, token, {
    method: 'POST',
    path: `sandbox/reviews/${reviewId}/publish`,
    schema: reviewPublishResponseSchema,
  });
}
