/**
 * `npm run bench:deposits [-- --root <checkout>]`: only the deposit benchmark (deposits.ts), against
 * this checkout's server or another's (e.g. the commit before a change, for a before/after figure).
 */
import path from 'node:path';
import { benchDeposits, describeDeposits } from './deposits.ts';

const at = process.argv.indexOf('--root');
const root = at >= 0 ? path.resolve(process.argv[at + 1]!) : undefined;
const figures = await benchDeposits({ root });
if (root) console.log(`      server from ${root}`);
for (const line of describeDeposits(figures)) console.log(`      ${line}`);
console.log(JSON.stringify(figures));
process.exit(0);
