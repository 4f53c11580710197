/** `npm run bench:live`: only the live connection's benchmark (live.ts), against this checkout's server. */
import { benchLive, reportLive } from './live.ts';

let failed = false;
reportLive(await benchLive(), (ok, line) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
  if (!ok) failed = true;
});
process.exit(failed ? 1 : 0);
