import { defineConfig } from 'vitest/config';

/**
 * Two tiers run by `vitest run`: unit tests (pure functions; React components in `*.test.tsx`
 * files, which pick jsdom with a `// @vitest-environment jsdom` docblock), and API tests through
 * inject() on PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/{web,admin}/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
