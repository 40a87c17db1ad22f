// The portal's calls typed by the API's own OpenAPI document (schema.d.ts, generated): a path, a method, its
// params, query and body, and the envelope's data as the answer's type. The transport is client.ts's request().
import { type RequestOptions, request } from './client.js';
import type { components, paths } from './schema.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Path = keyof paths;
/** The methods a path documents (openapi-typescript marks the others `?: never`). */
type MethodOf<P extends Path> = { [M in Method]-?: paths[P][M] extends undefined | never ? never : M }[Method];
type Operation<P extends Path, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessBody<O> = O extends { responses: infer R }
  ? R extends { 200: infer Ok }
    ? Json<Ok>
    : R extends { 201: infer Created }
      ? Json<Created>
      : never
  : never;

/** What an operation answers on success: its envelope's `data`. */
export type ApiData<P extends Path, M extends MethodOf<P>> =
  SuccessBody<Operation<P, M>> extends { data: infer D } ? D : never;
type PathParams<O> = O extends { parameters: { path: infer PP } } ? (PP extends undefined ? never : PP) : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? Loose<Json<NonNullable<B>>> : never;
/** The document's optional fields also take an explicit undefined (as zod's input types write them); JSON drops it. */
type Loose<T> = T extends readonly unknown[]
  ? { [K in keyof T]: Loose<T[K]> }
  : T extends object
    ? { [K in keyof T]: Record<never, never> extends Pick<T, K> ? Loose<T[K]> | undefined : Loose<T[K]> }
    : T;

/** A component schema of the document, by name (Profile, User, Trip, …). */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

export type CallOptions<P extends Path, M extends MethodOf<P>> = Pick<
  RequestOptions,
  'signal' | 'headers' | 'authRedirect'
> & {
  params?: PathParams<Operation<P, M>>;
  query?: QueryOf<Operation<P, M>>;
  body?: BodyOf<Operation<P, M>>;
};

/** `/api/me/trips/{id}` with `{ id }` filled in, each value encoded. */
const fill = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));

/** Calls `method path` as the document describes it; resolves with the envelope's data, or throws ApiError. */
export function call<P extends Path, M extends MethodOf<P>>(
  method: M,
  path: P,
  options: CallOptions<P, M> = {},
): Promise<ApiData<P, M>> {
  const { params, query, body, ...rest } = options;
  const init: RequestOptions = { ...rest, method: method.toUpperCase() as NonNullable<RequestOptions['method']> };
  if (body !== undefined) init.body = body;
  if (query) init.query = query as NonNullable<RequestOptions['query']>;
  return request<ApiData<P, M>>(fill(path, params as Record<string, unknown> | undefined), init);
}
