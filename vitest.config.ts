import { defineConfig } from 'vitest/config';
import { preactAlias } from './apps/web/build/preact-alias.ts';

/**
 * Two tiers run by `vitest run`: unit tests (pure functions; React components in `*.test.tsx`
 * files, which pick jsdom with a `// @vitest-environment jsdom` docblock), and API tests through
 * inject() on PostgreSQL. API test files run in parallel, each on its own copy of a seeded template
 * database, in workers that keep their loaded modules from file to file (decision 0017).
 */
export default defineConfig({
  test: {
    // Two cores here and in CI, and PostgreSQL needs its share: more workers only wait longer.
    maxWorkers: 2,
    projects: [
      {
        // antd-mobile's ES build, as Vite bundles it: its `main` (CommonJS) would be a second copy,
        // beside the ES modules the app imports deeply (lib/antd-setup.ts), with its own global
        // config and render hook, so imperative dialogs in component tests would miss both.
        resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'apps/extension/src/**/*.test.ts',
          ],
          environment: 'node',
          // Modules (antd above all) load once per worker, not once per file (decision 0087).
          isolate: false,
        },
      },
      {
        // The PWA's tests render with Preact, as its build does (apps/web/build/preact-alias.ts).
        resolve: {
          alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }, ...preactAlias],
          // ES builds (as the browser gets), whose `react` imports the alias can reach
          conditions: ['module-sync', 'browser', 'import', 'module', 'default'],
          mainFields: ['browser', 'module', 'main'],
        },
        test: {
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // libraries are bundled into the tests, so their own `react` imports meet the alias too
          server: { deps: { inline: true } },
          // as `unit`: modules load once per worker (decision 0087)
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A file's state lives in its database (test/helpers.ts), not in module state, so the
          // app's modules are loaded once per worker rather than once per file (half the CPU).
          isolate: false,
        },
      },
    ],
  },
});
