/**
 * The customer PWA renders with Preact through `preact/compat` instead of React DOM (decision 0078):
 * the app and its libraries (antd-mobile, React Router, TanStack Query, React Hook Form) keep
 * importing `react`/`react-dom`, and these aliases point those imports at Preact, in the build
 * (vite.config.ts) and in the PWA's component tests (vitest.config.ts), so both run the same renderer.
 * The staff console stays on React.
 */
export const preactAlias: { find: RegExp; replacement: string }[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
