/**
 * Browser tier: starts the product once for the run (see server-process.ts) and provides its URL,
 * and the JWT secret it was given (session tests sign expired access tokens with it).
 */
import { randomBytes } from 'node:crypto';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    jwtSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const jwtSecret = randomBytes(32).toString('base64url');
  const server = await startServer({ JWT_SECRET: jwtSecret });
  project.provide('baseUrl', server.baseUrl);
  project.provide('jwtSecret', jwtSecret);
  return () => server.stop();
}
