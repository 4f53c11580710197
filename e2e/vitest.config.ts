import { defineConfig } from 'vitest/config';

/** Browser tier: one real server (built PWA + console + API) for the run, Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    allowOnly: false,
  },
});
