/**
 * How many test files the browser tier runs at once (decision 0087): each worker has its own
 * product server and database (global-setup.ts) and launches its own Chromium. `E2E_WORKERS`
 * overrides the default of 2, the figure measured fastest on this 2-core machine and CI's.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(asked) && asked >= 1 ? asked : 2;
}
