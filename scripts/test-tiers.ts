/**
 * `npm test`: runs the test tiers in order (lint, typecheck, unit, api, e2e), stops at the first that
 * fails, and prints how long each took, so a slow tier shows at once (decision 0017).
 * `npm test -- unit api` runs only the named tiers, in the same order.
 */
import { spawn } from 'node:child_process';

const tiers = {
  lint: ['npm', 'run', 'lint'],
  typecheck: ['npm', 'run', 'typecheck'],
  unit: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-web'],
  api: ['npx', 'vitest', 'run', '--project', 'api'],
  e2e: ['npm', 'run', 'test:e2e'],
} as const;
type Tier = keyof typeof tiers;
const names = Object.keys(tiers) as Tier[];

function run(command: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !names.includes(a as Tier));
if (unknown.length > 0) {
  console.error(`unknown tier(s): ${unknown.join(', ')}; tiers are ${names.join(', ')}`);
  process.exit(2);
}
const selected = asked.length > 0 ? names.filter((n) => asked.includes(n)) : names;

const results: { tier: Tier; seconds: number; code: number }[] = [];
for (const tier of selected) {
  const start = performance.now();
  const code = await run(tiers[tier]);
  results.push({ tier, seconds: (performance.now() - start) / 1000, code });
  if (code !== 0) break;
}

const total = results.reduce((s, r) => s + r.seconds, 0);
console.log('\nTest tiers');
for (const r of results)
  console.log(`  ${r.tier.padEnd(10)} ${r.seconds.toFixed(1).padStart(7)} s  ${r.code === 0 ? 'passed' : 'FAILED'}`);
for (const tier of selected.slice(results.length)) console.log(`  ${tier.padEnd(10)} ${'-'.padStart(7)}    not run`);
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`);
process.exit(results.at(-1)?.code ?? 0);
