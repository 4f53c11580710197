/**
 * API test tier setup: a template database, migrated and seeded once per run, that every test file
 * copies into its own database (databases.ts, decision 0017). With TEST_DATABASE_URL (CI: the
 * machine's PostgreSQL) the databases are created on that server, beside the URL's own database,
 * which is never touched; otherwise an embedded PostgreSQL runs in a temporary directory for this
 * run only. Teardown drops every database of the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { prepareDatabase } from '../db/prepare.ts';
import {
  createTemplate,
  dropDatabasesLike,
  dropStaleDatabases,
  newRunPrefix,
  type TestDatabases,
} from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabases;
  }
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  if (serverUrl) {
    await dropStaleDatabases(serverUrl);
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir);
    serverUrl = embedded.url;
    stopServer = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const server = serverUrl;
  const prefix = newRunPrefix();
  const teardown = async () => {
    try {
      await dropDatabasesLike(server, prefix);
    } finally {
      await stopServer();
    }
  };
  try {
    const databases = await createTemplate(server, prefix, async (url) => {
      const database = connect(url, 2);
      try {
        await prepareDatabase(database.db, { seedDemo: true });
      } finally {
        await database.close();
      }
    });
    project.provide('testDatabases', databases);
  } catch (error) {
    await teardown(); // vitest runs no teardown when setup throws
    throw error;
  }
  return teardown;
}
