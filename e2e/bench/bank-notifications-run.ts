/**
 * `npm run bench:bank`: only the bank-notification burst (bank-notifications.ts); needs the built
 * API. Exits 1 when the budget is missed. BANK_NOTIFICATIONS and BANK_SENDERS change the burst.
 */
import { benchBankNotifications, reportBankNotifications } from './bank-notifications.ts';

let failed = false;
const figures = await benchBankNotifications();
reportBankNotifications(figures, (ok, line) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
  if (!ok) failed = true;
});
console.log(JSON.stringify(figures));
process.exit(failed ? 1 : 0);
