import { queryOptions } from '@tanstack/react-query';
import type {
  CreateOrderRequest,
  Order,
  OrderListResponse,
  OrderLookupRequest,
  PaymentInput,
  SavedAddress,
} from '@/contract';
import type { ApiClient } from '@/lib/api/client';
import { getData, postOnce, requestData, type CallOptions } from '@/lib/api/resource';
import { QUERY_DEFINITIONS, queryKeys } from '@/lib/api/query-keys';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const ordersContract = () => import('@/contract/orders');

export type { Order } from '@/contract';
export type OrderSummary = OrderListResponse['data'][number];

/**
 * POST orders: places the member's bag as an order. `idempotencyKey` names one checkout attempt:
 * a double submit or a retry after a lost answer returns the same order instead of a second one.
 */
export async function createOrder(client: ApiClient, body: CreateOrderRequest, idempotencyKey: string): Promise<Order> {
  const { createOrderRequestSchema, orderResponseSchema } = await ordersContract();
  const answer = await postOnce(
    client,
    'orders',
    createOrderRequestSchema.parse(body),
    idempotencyKey,
    orderResponseSchema,
  );
  return answer.data;
}

/**
 * POST orders/lookup: a guest's order by its number and e-mail address. Called from a server action,
 * whose client relays the pass the API sets, so the browser may then open the order.
 */
export async function lookupOrder(client: ApiClient, body: OrderLookupRequest) {
  const { orderLookupRequestSchema, orderLookupResponseSchema } = await ordersContract();
  return requestData(client, {
    method: 'POST',
    path: 'orders/lookup',
    body: orderLookupRequestSchema.parse(body),
    schema: orderLookupResponseSchema,
  });
}

/** GET orders/{id}. */
export async function getOrder(client: ApiClient, id: number, options: CallOptions = {}): Promise<Order> {
  const { orderResponseSchema } = await ordersContract();
  return getData(client, `orders/${id}`, orderResponseSchema, options);
}

/** GET orders: the member's orders, newest first. */
export async function listOrders(client: ApiClient, options: CallOptions = {}): Promise<OrderSummary[]> {
  const { orderListResponseSchema } = await ordersContract();
  return getData(client, 'orders', orderListResponseSchema, options);
}

/** POST orders/{id}/payments: pays again for a failed or expired order (same order number). */
export async function retryPayment(
  client: ApiClient,
  id: number,
  payment: PaymentInput,
  idempotencyKey: string,
): Promise<Order> {
  const { orderResponseSchema, retryPaymentRequestSchema } = await ordersContract();
  const body = retryPaymentRequestSchema.parse({ payment });
  const answer = await postOnce(client, `orders/${id}/payments`, body, idempotencyKey, orderResponseSchema);
  return answer.data;
}

/** POST orders/enquireKbankPayment: the status check of a PromptPay QR payment. */
export async function enquireQrPayment(client: ApiClient, orderId: number) {
  const { enquireKbankPaymentResponseSchema } = await ordersContract();
  return requestData(client, {
    method: 'POST',
    path: 'orders/enquireKbankPayment',
    body: { orderId },
    schema: enquireKbankPaymentResponseSchema,
  });
}

export function orderQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.orders(client.country, client.lang, id),
    queryFn: ({ signal }) => getOrder(client, id, { signal }),
    staleTime: QUERY_DEFINITIONS.orders.staleTime,
  });
}

export function orderListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.orders(client.country, client.lang, 'list'),
    queryFn: ({ signal }) => listOrders(client, { signal }),
    staleTime: QUERY_DEFINITIONS.orders.staleTime,
  });
}

/** GET account/addresses: the delivery addresses the member kept, in this country, last used first. */
export async function listSavedAddresses(client: ApiClient, options: CallOptions = {}): Promise<SavedAddress[]> {
  const { savedAddressListResponseSchema } = await ordersContract();
  return getData(client, 'account/addresses', savedAddressListResponseSchema, options);
}

/** DELETE account/addresses/{id}: forgets one; answers the addresses kept after it. */
export async function forgetSavedAddress(client: ApiClient, id: number): Promise<SavedAddress[]> {
  const { savedAddressListResponseSchema } = await ordersContract();
  return requestData(client, {
    method: 'DELETE',
    path: `account/addresses/${id}`,
    schema: savedAddressListResponseSchema,
  });
}

/** The member's kept addresses, with their orders: dropped with them when the session ends. */
export function savedAddressesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.orders(client.country, client.lang, 'addresses'),
    queryFn: ({ signal }) => listSavedAddresses(client, { signal }),
    staleTime: QUERY_DEFINITIONS.orders.staleTime,
  });
}
