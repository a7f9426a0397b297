import type { z } from 'zod';
import type { ApiClient, QueryValue, RequestOptions } from '@/lib/api/client';
import { memberPath, type PathParam } from '@/lib/api/client/path';

/** Answers without a body (204); the schema loads with the first such call. */
export async function noContentSchema(): Promise<z.ZodType<undefined>> {
  return (await import('@/contract/common')).noContentSchema;
}

export interface CallOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ResourceSchemas<TItem, TList, TCreate, TUpdate, TReplace> {
  /** Answer of show, create, update and replace. */
  item: z.ZodType<TItem>;
  /** Answer of index; defaults to an array of `item`. */
  list?: z.ZodType<TList>;
  /** Bodies, validated before sending so a bad call fails here and not at the API. */
  create?: z.ZodType<TCreate>;
  update?: z.ZodType<TUpdate>;
  replace?: z.ZodType<TReplace>;
}

export interface Resource<TItem, TList, TCreate, TUpdate, TReplace> {
  readonly collection: string;
  /** GET {collection} */
  index(client: ApiClient, options?: CallOptions): Promise<TList>;
  /** GET {collection}/{id} */
  show(client: ApiClient, id: PathParam, options?: CallOptions): Promise<TItem>;
  /** POST {collection} with body */
  create(client: ApiClient, body: TCreate, options?: CallOptions): Promise<TItem>;
  /** PATCH {collection}/{id} with body */
  update(client: ApiClient, id: PathParam, body: TUpdate, options?: CallOptions): Promise<TItem>;
  /** PUT {collection}/{id} with body */
  replace(client: ApiClient, id: PathParam, body: TReplace, options?: CallOptions): Promise<TItem>;
  /** DELETE {collection}/{id} */
  delete(client: ApiClient, id: PathParam, options?: CallOptions): Promise<void>;
}

/** A call to a route that answers `{ data }` (most of them): the data. */
export async function requestData<T>(client: ApiClient, call: RequestOptions<{ data: T }>): Promise<T> {
  const answer = await client.request(call);
  return answer.data;
}

/** GET a route that answers `{ data }`: the data. */
export function getData<T>(
  client: ApiClient,
  path: string,
  schema: z.ZodType<{ data: T }>,
  options: CallOptions = {},
): Promise<T> {
  return requestData(client, { method: 'GET', path, schema, ...options });
}

/**
 * POST one shopper attempt (a click, a checkout): the API answers a repeat of `idempotencyKey`
 * with the first result, so a retry after a lost answer acts only once.
 */
export function postOnce<T>(
  client: ApiClient,
  path: string,
  body: unknown,
  idempotencyKey: string,
  schema: z.ZodType<T>,
): Promise<T> {
  return client.request({ method: 'POST', path, body, headers: { 'Idempotency-Key': idempotencyKey }, schema });
}

function checkBody<T>(schema: z.ZodType<T> | undefined, body: T): T {
  return schema ? schema.parse(body) : body;
}

/**
 * The six operations the API offers on a collection (index, show, create, update, replace,
 * delete), typed and parsed by contract schemas.
 * Resource modules declare one of these and export small named functions on top of it. The
 * schemas may be given as a loader of a contract module: they are then built with the first call,
 * so a page that never calls the resource never builds them.
 */
export function defineResource<TItem, TList = TItem[], TCreate = unknown, TUpdate = unknown, TReplace = unknown>(
  collection: string,
  source:
    | ResourceSchemas<TItem, TList, TCreate, TUpdate, TReplace>
    | (() => Promise<ResourceSchemas<TItem, TList, TCreate, TUpdate, TReplace>>),
): Resource<TItem, TList, TCreate, TUpdate, TReplace> {
  const schemas = typeof source === 'function' ? source : () => Promise.resolve(source);
  const list = async () => {
    const s = await schemas();
    return (s.list ?? s.item.array()) as z.ZodType<TList>;
  };
  const item = async () => (await schemas()).item;
  return {
    collection,
    index: async (client, options = {}) =>
      client.request({ method: 'GET', path: collection, schema: await list(), ...options }),
    show: async (client, id, options = {}) =>
      client.request({ method: 'GET', path: memberPath(collection, id), schema: await item(), ...options }),
    create: async (client, body, options = {}) => {
      const s = await schemas();
      return client.request({
        method: 'POST',
        path: collection,
        schema: s.item,
        body: checkBody(s.create, body),
        ...options,
      });
    },
    update: async (client, id, body, options = {}) => {
      const s = await schemas();
      return client.request({
        method: 'PATCH',
        path: memberPath(collection, id),
        schema: s.item,
        body: checkBody(s.update, body),
        ...options,
      });
    },
    replace: async (client, id, body, options = {}) => {
      const s = await schemas();
      return client.request({
        method: 'PUT',
        path: memberPath(collection, id),
        schema: s.item,
        body: checkBody(s.replace, body),
        ...options,
      });
    },
    delete: async (client, id, options = {}) => {
      await client.request({
        method: 'DELETE',
        path: memberPath(collection, id),
        schema: await noContentSchema(),
        ...options,
      });
    },
  };
}
