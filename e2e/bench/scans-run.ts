/**
 * `npm run bench:scans`: only the scan-station benchmark (scans.ts); needs the built API. Exits 1
 * when the budget is missed. SCANS_PER_STATION sets the scans each of the 10 stations sends (default 300).
 */
import { benchScans, reportScans } from './scans.ts';

let failed = false;
const figures = await benchScans();
reportScans(figures, (ok, line) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
  if (!ok) failed = true;
});
console.log(JSON.stringify(figures));
process.exit(failed ? 1 : 0);
