import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/workers.ts';

/**
 * Browser tier: built PWA + console + API, Debian's Chromium. Files run in parallel, one per worker,
 * each worker on its own server and database (support/global-setup.ts, decision 0087).
 */
export default defineConfig({
  test: {
    include: ['*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: e2eWorkers(),
    // expect.poll waits here for a screen to follow a server round trip (often several), on two
    // cores shared by two browsers, two servers and PostgreSQL: vitest's default of 1 s is a deadline
    // for a unit test, not for that. Playwright's own waits in these tests allow 30 s.
    expect: { poll: { timeout: 10_000 } },
    allowOnly: false,
  },
});
