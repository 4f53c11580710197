/**
 * The one typed HTTP client of the PWA and the staff console: `call(endpoint, input)` builds the
 * URL from the endpoint's declaration (contracts/*.endpoints.ts), sends JSON, and answers the
 * endpoint's 200 type. Each app configures it once (base URL, token, what a 401 does, timeouts).
 * Failures throw `ApiError(status, code, message)`: `message` is the API's Vietnamese `Message`
 * (else 'Có lỗi xảy ra'); a network failure or timeout is status 0, code `network-request-failed`;
 * a call the caller aborted rethrows the abort. No zod at runtime (decision 0016).
 */
import type { Endpoint, InputOf, ResponseOf } from './contracts/endpoint.ts';
import { errorMessages, messageOf } from './errors.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Vietnamese text for any thrown value: the ApiError's message, else 'Có lỗi xảy ra'. */
export function errorText(err: unknown): string {
  return err instanceof ApiError ? err.message : errorMessages['internal-error'];
}

type Field<Name extends string, T, Required extends boolean> = [T] extends [undefined]
  ? { [P in Name]?: undefined }
  : Required extends true
    ? { [P in Name]: T }
    : { [P in Name]?: T };

/** What `call` takes for endpoint `E`: its params and body when it has them, its query, and per-call options. */
export type CallInput<E extends Endpoint> = Field<'params', InputOf<E, 'params'>, true> &
  Field<'query', InputOf<E, 'query'>, false> &
  Field<'body', InputOf<E, 'body'>, true> &
  (E['idempotencyKey'] extends true ? { idempotencyKey: string } : { idempotencyKey?: undefined }) & {
    signal?: AbortSignal;
    /** Bearer token for this call instead of the configured one; null sends none. */
    token?: string | null;
  };

type Args<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `/api`. */
  baseUrl: string;
  /** The bearer token of a call (may refresh it first); null sends none. */
  getToken: (endpoint: Endpoint) => string | null | Promise<string | null>;
  /** Runs on a 401 to a call sent with the configured token (not with an explicit `token`), before the throw. */
  onUnauthorized?: (error: ApiError, endpoint: Endpoint) => void;
  /** Time limit of a call in ms; undefined for none. */
  timeoutMs?: () => number | undefined;
  /** Sent with every call (e.g. `X-Auth-Client`). */
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
}

/** A file an endpoint answered (a CSV export): its bytes, the name the API gave it, and its headers. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (`don-mua-ho-2026-11-25.csv`), else null. */
  fileName: string | null;
  headers: Headers;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: Args<E>): Promise<ResponseOf<E>>;
}

export interface Downloader {
  /** As `call`, for an endpoint that answers a file (a CSV export): the bytes, not parsed. */
  download<E extends Endpoint>(endpoint: E, ...args: Args<E>): Promise<DownloadedFile>;
}

/** `/Address/:id` with `{ id: 12 }` → `/Address/12`, plus the query's defined values. */
export function urlOf(endpoint: Pick<Endpoint, 'path'>, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function signalOf(caller: AbortSignal | undefined, ms: number | undefined): AbortSignal | undefined {
  if (ms === undefined) return caller;
  const timeout = AbortSignal.timeout(ms);
  return caller ? AbortSignal.any([caller, timeout]) : timeout;
}

/** `CallInput` as the implementation sees it. */
interface RawInput {
  params?: object;
  query?: object;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  token?: string | null;
}

/** Sends the request; answers the response when it is 2xx, else throws its ApiError. */
async function send(options: ApiClientOptions, endpoint: Endpoint, input: RawInput, accept: string) {
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  const explicit = input.token !== undefined;
  const token = explicit ? input.token : await options.getToken(endpoint);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.idempotencyKey !== undefined) headers['Idempotency-Key'] = input.idempotencyKey;
  let body: string | undefined;
  if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  let res: Response;
  try {
    res = await fetch(options.baseUrl + urlOf(endpoint, input.params, input.query), {
      method: endpoint.method,
      headers,
      body,
      signal: signalOf(input.signal, options.timeoutMs?.()),
      credentials: options.credentials,
    });
  } catch (err) {
    if (input.signal?.aborted) throw err; // the caller cancelled: not a network failure
    throw new ApiError(0, 'network-request-failed', errorMessages['network-request-failed']);
  }
  if (res.ok) return res;
  const data = parseJson(await res.text());
  const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : `http-${res.status}`;
  const error = new ApiError(res.status, code, messageOf(data));
  if (res.status === 401 && !explicit) options.onUnauthorized?.(error, endpoint);
  throw error;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function call(endpoint: Endpoint, input: RawInput = {}): Promise<unknown> {
    const res = await send(options, endpoint, input, 'application/json');
    return parseJson(await res.text());
  }
  return { call: call as ApiClient['call'] };
}

/**
 * File downloads (the console's CSV exports) with the same options as `createApiClient`: same
 * token, errors and 401 handling. Apart from it so the PWA, which downloads nothing, does not ship it.
 */
export function createDownloader(options: ApiClientOptions): Downloader {
  async function download(endpoint: Endpoint, input: RawInput = {}): Promise<DownloadedFile> {
    const res = await send(options, endpoint, input, '*/*');
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { blob: await res.blob(), fileName: name, headers: res.headers };
  }
  return { download: download as Downloader['download'] };
}

/** The JSON of a body, or undefined (empty, or an HTML error page from a proxy: the generic message). */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
