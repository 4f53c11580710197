/**
 * `npm run bench:reads`: only the read benchmark (reads.ts); needs no built front end. Exits 1 when a
 * budget is missed. READS_SECONDS sets each measurement's length (default 5).
 */
import { benchReads, reportReads } from './reads.ts';

let failed = false;
const figures = await benchReads();
reportReads(figures, (ok, line) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
  if (!ok) failed = true;
});
console.log(JSON.stringify(figures));
process.exit(failed ? 1 : 0);
