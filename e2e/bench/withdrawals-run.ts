/** `npm run bench:withdrawals`: only the withdrawal benchmark (withdrawals.ts), against this checkout's server. */
import { benchWithdrawals, describeWithdrawals } from './withdrawals.ts';

const figures = await benchWithdrawals();
for (const line of describeWithdrawals(figures)) console.log(`      ${line}`);
console.log(JSON.stringify(figures));
process.exit(0);
