/** Test helpers: the real app on the test database, and shortcuts for users and requests. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { connect, type Database } from '../db/client.ts';
import { createMailer } from '../modules/mail/mail.service.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

/** Builds the app once per file (hooks registered by the caller's describe scope). */
export function useTestApp(envOverrides: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = connect(inject('databaseUrl'), 20);
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ...envOverrides,
    });
    ctx.app = await buildApp({
      db: ctx.database.db,
      env,
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      mailer: createMailer({ db: ctx.database.db, smtpUrl: env.SMTP_URL, from: 'test@example.vn', log: () => {} }),
      logger: false,
    });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

// Phones must not repeat across test files, which share one database but not this module (each
// file loads it afresh). Files run one after another, each for far longer than 10 ms, so starting
// from the load time in ms × 10 keeps every file's range apart; random starts used to collide.
let phoneCounter = (Date.now() % 10_000_000) * 10;

/** A fresh customer's registration body (unique email and phone). */
export function newCustomer(
  overrides: Partial<{ fullName: string; email: string; phone: string; password: string }> = {},
) {
  phoneCounter = (phoneCounter + 1) % 100_000_000;
  return {
    fullName: 'Trần Thị Mai',
    email: `mai.${randomBytes(5).toString('hex')}@example.vn`,
    phone: `09${String(phoneCounter).padStart(8, '0')}`,
    password: 'matkhau123',
    ...overrides,
  };
}

/** Registers a customer and returns its token and bearer header. */
export async function registerCustomer(app: FastifyInstance, overrides = {}) {
  const body = newCustomer(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const token = res.json().token as string;
  const me = await app.inject({
    method: 'GET',
    url: '/api/CurrentUser',
    headers: { authorization: `Bearer ${token}` },
  });
  return { ...body, token, id: me.json().id as number, auth: { authorization: `Bearer ${token}` } };
}

/** Signs the seeded admin in. */
export async function loginAdmin(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  });
  return { authorization: `Bearer ${res.json().token as string}` };
}
