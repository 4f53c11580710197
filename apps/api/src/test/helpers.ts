/**
 * Test helpers: the real app on this test file's own database, and shortcuts for users and requests.
 * Each test file gets a copy of the seeded template database (databases.ts, decision 0017), shared by
 * every app and connection the file opens, and checked (the ledger check) and dropped when the file ends.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { connect, type Database } from '../db/client.ts';
import { createMailer, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { checkLedger, formatViolation } from '../modules/wallet/ledger-check.service.ts';
import { createFileDatabase, dropDatabase } from './databases.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The app's mailer (`flush()` runs the mail jobs due now: no runner in tests) and every mail it has sent, oldest first. */
  mailer: Mailer;
  mails: MailMessage[];
}

/** The access-token key of every test app; factories sign their customers' tokens with it. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

// The database of the file running in this worker. Workers keep this module from one file to the
// next (`isolate: false`), and a worker runs one file at a time: the first hold of a file creates its
// database, the end of the file (test/setup.ts) checks its ledger and drops it, and the next file
// starts again from the template.
let fileDatabase: { file: string; created: Promise<{ name: string; url: string }> } | undefined;

/** The URL of this test file's database, created from the template on first use in the file. */
export function testDatabaseUrl(): Promise<string> {
  const file = expect.getState().testPath ?? '';
  // A database a previous file asked for without holding it is not this file's: never share one.
  if (fileDatabase?.file !== file) fileDatabase = { file, created: createFileDatabase(inject('testDatabases')) };
  return fileDatabase.created.then((d) => d.url);
}

/** This file's database, kept until the file ends: `finishFileDatabase` checks and drops it. */
async function holdDatabase(): Promise<string> {
  return testDatabaseUrl();
}

/**
 * After the file's own hooks (test/setup.ts): runs the ledger check (decision 0085) on the file's
 * database, if the file made one, then drops it. Returns one line per violation ([] when consistent).
 */
export async function finishFileDatabase(): Promise<string[]> {
  if (!fileDatabase) return [];
  const created = fileDatabase.created;
  fileDatabase = undefined;
  const { name, url } = await created;
  try {
    const database = connect(url, 1);
    try {
      return (await checkLedger(database.db)).map(formatViolation);
    } finally {
      await database.close();
    }
  } finally {
    await dropDatabase(inject('testDatabases').serverUrl, name);
  }
}

/**
 * A pool on this file's database for the whole file (tests that need no app). Close nothing yourself:
 * the pool is closed after the file's tests, and the database checked and dropped after that.
 */
export function useTestDatabase(max = 5): { database: Database } {
  const ctx = {} as { database: Database };
  beforeAll(async () => {
    ctx.database = connect(await holdDatabase(), max);
  });
  afterAll(async () => {
    await ctx.database?.close();
  });
  return ctx;
}

/**
 * Builds the app once per file on the file's database (hooks registered by the caller's describe
 * scope). Its job runner stays off unless `options.jobs` (status changes still enqueue their jobs).
 */
export function useTestApp(envOverrides: Record<string, string> = {}, options: { jobs?: boolean } = {}): TestContext {
  const ctx = { mails: [] as MailMessage[] } as TestContext;
  beforeAll(async () => {
    ctx.database = connect(await holdDatabase(), 20);
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      CLAIM_RATE_LIMIT_PER_MINUTE: '10000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
      ...envOverrides,
    });
    ctx.mailer = createMailer({
      db: ctx.database.db,
      smtpUrl: env.SMTP_URL,
      from: 'test@example.vn',
      log: () => {},
      onSent: (m) => ctx.mails.push(m),
    });
    ctx.app = await buildApp({
      db: ctx.database.db,
      env,
      jwtSecret: TEST_JWT_SECRET,
      mailer: ctx.mailer,
      logger: false,
      jobs: options.jobs ?? false,
    });
  });
  afterAll(async () => {
    try {
      await ctx.app?.close();
    } finally {
      await ctx.database?.close();
    }
  });
  return ctx;
}

// Phones are unique per database, and each file has its own database, so a counter suffices (it
// carries on from file to file in a worker); the 097 prefix keeps clear of the seeded 090… and 091….
let phoneCounter = 0;

/** A fresh customer's registration body (unique email and phone). */
export function newCustomer(
  overrides: Partial<{ fullName: string; email: string; phone: string; password: string }> = {},
) {
  phoneCounter += 1;
  return {
    fullName: 'Trần Thị Mai',
    email: `mai.${randomBytes(5).toString('hex')}@example.vn`,
    phone: `097${String(phoneCounter).padStart(7, '0')}`,
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
