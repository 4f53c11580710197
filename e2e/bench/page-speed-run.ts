/**
 * `npx tsx e2e/bench/page-speed-run.ts` (after `npm run build`): the page-speed part of `npm run bench`
 * alone (page-speed.ts), plus a CSP check: loading the PWA's login, a signed-in / and the console's
 * login logs no Content-Security-Policy violation.
 */
import { launch } from '../support/browser.ts';
import { runBench } from './harness.ts';
import { benchPageSpeed } from './page-speed.ts';

await runBench(async ({ baseUrl, token, check }) => {
  const browser = await launch();
  for (const [path, pageToken] of [
    ['/auth/login', undefined],
    ['/', token],
    ['/admin/', undefined],
  ] as const) {
    const context = await browser.newContext();
    if (pageToken) await context.addInitScript((t) => localStorage.setItem('jwt_token', t), pageToken);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    for (const v of violations) console.log(`      ${v}`);
    check(violations.length === 0, `no CSP violation loading ${path}`);
    await context.close();
  }
  await browser.close();

  await benchPageSpeed(baseUrl, token, check);
});
