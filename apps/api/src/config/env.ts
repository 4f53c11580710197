/** Environment, parsed with zod once at boot. A bad value stops the process with a clear message. */
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL URL; unset → embedded PostgreSQL with data in ./data. */
  DATABASE_URL: z.string().optional(),
  /** Connections in the PostgreSQL pool of this process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Longest wait for a pool connection before the request fails (ms; 0 = forever). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** PostgreSQL `statement_timeout` of the pool's connections (ms; 0 = none). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** PostgreSQL `idle_in_transaction_session_timeout` of the pool's connections (ms; 0 = none). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** How long an unused pool connection stays open (ms; 0 = until the process stops; decision 0082). */
  DATABASE_POOL_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(0),
  /** How long GET /api/health/ready waits for the database before answering 503 (ms). */
  READINESS_TIMEOUT_MS: z.coerce.number().int().min(50).default(2_000),
  /** How long a spent refresh token still yields its successor (two tabs refreshing at once), seconds. */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Where embedded PostgreSQL and the dev JWT secret live; default ./data at the repository root. */
  DATA_DIR: z.string().optional(),
  /** HS256 secret for access tokens; generated and stored in ./data when unset outside production. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Seed demo data on an empty database (never in production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** SMTP URL (smtp://user:pass@host:port); unset → mail goes to the log and the outbox table. */
  SMTP_URL: z.string().optional(),
  /** The site's public origin (https://dathang.vn) for links in mail; unset → the origin of the staff's request. */
  PUBLIC_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Đặt hàng Trung Quốc <no-reply@dathang.local>'),
  /** Requests per minute per IP on the auth endpoints. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Claims on unclaimed parcels and consignment declarations per minute per user (decision 0083). */
  CLAIM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Parcel photo uploads per minute per staff member (decision 0083). */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which peers may set X-Forwarded-For / X-Forwarded-Proto (decision 0021): unset or `false` → none
   * (the socket address is the client); a hop count (`1`); or comma-separated addresses, CIDRs or
   * proxy-addr names (`127.0.0.1,10.0.0.0/8`, `loopback`). `true` (trust anyone) is refused.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string => {
      const value = v?.trim() ?? '';
      if (value === '' || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        ctx.addIssue({ code: 'custom', message: 'name the proxies (addresses, CIDRs or a hop count), not `true`' });
        return z.NEVER;
      }
      return value;
    }),
  /** Redis URL (redis://host:6379/0); set → rate-limit counters are shared by every instance. */
  REDIS_URL: z.string().optional(),
  /** The live connection `GET /api/ws` (decision 0113): ms a new socket has to send its `auth` message. */
  LIVE_AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Messages a socket may send per minute (auth and pings); more → closed with 4429. */
  LIVE_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Open sockets per user on one instance (tabs, devices); one more closes the oldest. */
  LIVE_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(10),
  /** Bytes queued for one socket beyond which it is dropped as a slow client (not buffered without bound). */
  LIVE_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Interval of the server's pings; a socket that has not answered the previous one is ended. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Prefix of this installation's Redis keys (several installations or test runs on one Redis). */
  REDIS_KEY_PREFIX: z.string().default('dathang:'),
  /**
   * Admins and accountants must turn on TOTP before any money action (decision 0098); default on in
   * production, off elsewhere (the demo admin signs in without an authenticator).
   */
  STAFF_TOTP_REQUIRED: z.enum(['true', 'false']).optional(),
  /** Serve the OpenAPI UI at /api/docs; default on outside production, off in production. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Where uploads (parcel photos) go on disk when no bucket is set; default {DATA_DIR}/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /** An S3-compatible bucket for uploads: all four of endpoint, bucket and keys set → used instead of the disk. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Bank notification services (DESIGN.md §3.8, decision 0105): each webhook answers 404 while unset.
  /** SePay's webhook API key (`Authorization: Apikey …`). */
  SEPAY_WEBHOOK_API_KEY: z.string().min(8).optional(),
  /** SePay's webhook HMAC-SHA256 secret (`X-SePay-Signature`); either this or the API key, or both. */
  SEPAY_WEBHOOK_HMAC_SECRET: z.string().min(8).optional(),
  /** Casso's webhook secret (the checksum key of `X-Casso-Signature`, or the legacy `secure-token`). */
  CASSO_WEBHOOK_SECRET: z.string().min(8).optional(),
  // Web Push (decision 0111): unset → generated into DATA_DIR in development; in production push is off.
  /** VAPID public key (uncompressed P-256 point, base64url: `npx web-push generate-vapid-keys`). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'a base64url P-256 public key (87 characters)')
    .optional(),
  /** VAPID private key (32 bytes, base64url). */
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who push services contact about this sender: `mailto:` or `https:`; default mailto:hotro@ + PUBLIC_URL's host. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto:… or https://…')
    .optional(),
  // Taobao Global (decision 0116): unset → the service answers "not enabled"; in development with no
  // TAOBAO_APP_KEY the demo starts the local fake provider (server.ts).
  /** The Taobao Open Platform app key and secret (the signing key of every call). */
  TAOBAO_APP_KEY: z.string().min(1).max(100).optional(),
  TAOBAO_APP_SECRET: z.string().min(1).max(200).optional(),
  /** The TOP REST gateway; default https://eco.taobao.com/router/rest. */
  TAOBAO_API_URL: z.string().url().default('https://eco.taobao.com/router/rest'),
  /** The OAuth base (`/authorize`, `/token`); default https://oauth.taobao.com. */
  TAOBAO_OAUTH_URL: z.string().url().default('https://oauth.taobao.com'),
  /** `hmac-sha256` (default) or `md5`. */
  TAOBAO_SIGN_METHOD: z.enum(['hmac-sha256', 'md5']).default('hmac-sha256'),
  /** 32 bytes (64 hex digits or base64): encrypts the linked accounts' tokens (AES-256-GCM) and signs the link state. */
  TAOBAO_TOKEN_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9_+/-]{43}=?)$/, '32 bytes: 64 hex digits or base64')
    .optional(),
  /** Minutes between two syncs of every linked account (1–1440, default 30). */
  TAOBAO_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // Product-data provider (decision 0124): a OneBound-style product API behind /ChinaWebProduct.
  // Unset → the manual form (`providerStatus: not_configured`) and search "not enabled"; in
  // development with no PRODUCT_API_URL the demo starts the local fake provider (server.ts).
  /** The API's base URL (`https://api-gw.onebound.cn`): calls go to `{url}/{taobao|1688|pinduoduo}/item_get/`. */
  PRODUCT_API_URL: z.string().url().optional(),
  /** The account's key and secret, sent as `key=` and `secret=` on every call. */
  PRODUCT_API_KEY: z.string().min(1).max(200).optional(),
  PRODUCT_API_SECRET: z.string().min(1).max(200).optional(),
  /** Whether the plan includes keyword search (`item_search`); default true. */
  PRODUCT_API_SEARCH: z.enum(['true', 'false']).default('true'),
  /** Give up on one call after this many ms (default 3000) and answer the manual form. */
  PRODUCT_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Product lookups and searches a signed-in user may make a minute (defaults 60 and 30). */
  PRODUCT_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  PRODUCT_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
});

/** Variables production cannot run without (a missing one stops the start with this message). */
const requiredInProduction = {
  DATABASE_URL: 'DATABASE_URL is required in production (postgres://user:pass@host:5432/db)',
  JWT_SECRET: 'JWT_SECRET is required in production (at least 32 random characters)',
} as const;

export type Env = z.infer<typeof envSchema>;

/** Parses `source` (default `process.env`); throws with every bad variable named. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (result.data.NODE_ENV === 'production') {
    const missing = Object.entries(requiredInProduction).filter(([key]) => !result.data[key as keyof Env]);
    if (missing.length > 0) throw new Error(`Invalid environment:\n${missing.map(([, m]) => m).join('\n')}`);
  }
  return result.data;
}

/** Whether /api/docs is served: `API_DOCS` when set, else everywhere but production. */
export function apiDocsEnabled(env: Env): boolean {
  return env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production';
}

/** Whether TOTP is required for money actions: `STAFF_TOTP_REQUIRED` when set, else in production only. */
export function staffTotpRequired(env: Env): boolean {
  return env.STAFF_TOTP_REQUIRED ? env.STAFF_TOTP_REQUIRED === 'true' : env.NODE_ENV === 'production';
}
