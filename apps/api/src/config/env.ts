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
  MAIL_FROM: z.string().default('Đặt hàng Trung Quốc <no-reply@dathang.local>'),
  /** Requests per minute per IP on the auth endpoints. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/** Parses `source` (default `process.env`); throws with every bad variable named. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
