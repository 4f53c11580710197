/**
 * API test tier setup: a fresh database, migrated and seeded. With TEST_DATABASE_URL (CI: the
 * machine's PostgreSQL) its schema is dropped and rebuilt; otherwise an embedded PostgreSQL runs in a
 * temporary directory for this run only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { resetSchema } from './reset-schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let teardown = async () => {};
  if (url) {
    await resetSchema(url);
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir);
    url = embedded.url;
    teardown = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const database = connect(url, 2);
  await prepareDatabase(database.db, { seedDemo: true });
  await database.close();
  project.provide('databaseUrl', url);
  return teardown;
}
