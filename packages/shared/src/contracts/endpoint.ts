/**
 * One declaration per endpoint: method, path (Fastify syntax, `/Address/:id`, below `/api`), who
 * may call it, its error statuses, whether it needs an `Idempotency-Key`, and its zod schemas
 * (params, query, body, 200 answer). The API registers its routes from these declarations
 * (apps/api/src/lib/http/route.ts) and both front ends call them through one typed client (../client.ts),
 * so a path is written once (decision 0016).
 *
 * The schemas load on demand (`schemas()`): a declaration module imports zod and the schema modules
 * only inside `import()`, so a page that calls an endpoint downloads its method and path, not zod
 * (about 40 KB gzip; the PWA's login and home pages have a 100 KB budget, decision 0012). Only the
 * API ever calls `schemas()`; its answers are typed from them all the same.
 */
import type { z } from 'zod';
import type { Permission } from '../permissions.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone (`public`); a signed-in user acting on their own objects (`customer`, the
 * customer app's routes, guard `customerOnly`); a user holding the `agent` role, acting on their
 * own and their customers' objects (`agent`, guard `agentOnly`, decision 0118); a staff member
 * holding the permission of @app/shared/permissions (guard `requirePermission`).
 */
export type Access = 'public' | 'customer' | 'agent' | Permission;

/** Statuses answered with the `{ Message, code }` error body, as listed in the OpenAPI document. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** The zod schemas of an endpoint; a part left out takes nothing. `response` is the 200 answer. */
export interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export interface Endpoint<S extends Schemas = Schemas, A extends Access = Access, K extends boolean = boolean> {
  method: Method;
  /** Below the API base (`/api`), with `:name` for each path parameter of `params`. */
  path: string;
  access: A;
  errors: readonly ErrorStatus[];
  /** True when the call must send an `Idempotency-Key` header (8–100 visible ASCII characters). */
  idempotencyKey: K;
  /** OpenAPI tag. */
  tag: string;
  /** The schemas, loaded once on first call (the API's route registration). */
  schemas: () => Promise<S>;
}

/**
 * What a declaration's `schemas` receives besides its area's module: the common schemas (idParam,
 * pageQuery, paged, listOf, okResponse). Not zod itself: a bundler keeps every export of a module
 * whose namespace is handed around, and zod's whole namespace is about 90 KB gzip.
 */
export type SchemaKit = typeof import('./common.ts');

export interface EndpointDefinition<M, S extends Schemas, A extends Access, K extends boolean> {
  method: Method;
  path: string;
  access: A;
  errors?: readonly ErrorStatus[];
  idempotencyKey?: K;
  /** Picks the schemas from the area's schema module (`s`) and the kit (idParam, paged, listOf…). */
  schemas: (s: M, kit: SchemaKit) => S;
}

/**
 * The `endpoint()` of one area: `load` imports the area's schema module when the API first asks.
 *
 *     const endpoint = endpointsOf('address', () => import('./address.ts'));
 *     export const addressEndpoints = {
 *       get: endpoint({ method: 'GET', path: '/Address/:id', access: 'customer', errors: [400, 401, 404],
 *         schemas: (s, { idParam }) => ({ params: idParam, response: s.address }) }),
 *     };
 */
export function endpointsOf<M>(tag: string, load: () => Promise<M>) {
  return function endpoint<S extends Schemas, const A extends Access, const K extends boolean = false>(
    def: EndpointDefinition<M, S, A, K>,
  ): Endpoint<S, A, K> {
    let loaded: Promise<S> | undefined;
    return {
      method: def.method,
      path: def.path,
      access: def.access,
      errors: def.errors ?? [],
      idempotencyKey: (def.idempotencyKey ?? false) as K,
      tag,
      schemas: () => {
        loaded ??= Promise.all([load(), import('./common.ts')]).then(([m, common]) => def.schemas(m, common));
        return loaded;
      },
    };
  };
}

type Part<S, K extends keyof Schemas> = S extends { [P in K]: infer T extends z.ZodType } ? T : never;
type SchemasOf<E> = E extends Endpoint<infer S, Access, boolean> ? S : never;

/** What a caller sends for part `K` (`z.input`: defaults may be left out). */
export type InputOf<E, K extends keyof Schemas> = [Part<SchemasOf<E>, K>] extends [never]
  ? undefined
  : z.input<Part<SchemasOf<E>, K>>;

/** What the API's handler receives for part `K`, parsed (`z.output`). */
export type ParsedOf<E, K extends keyof Schemas> = [Part<SchemasOf<E>, K>] extends [never]
  ? undefined
  : z.output<Part<SchemasOf<E>, K>>;

/** The 200 answer of an endpoint. */
export type ResponseOf<E> = z.output<Part<SchemasOf<E>, 'response'>>;
