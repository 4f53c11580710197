/**
 * `npx tsx e2e/bench/page-speed-run.ts` (after `npm run build`): the page-speed part of `npm run bench`
 * alone (page-speed.ts), plus a CSP check: loading the PWA's login, a signed-in / and the console's
 * login logs no Content-Security-Policy violation.
 */
import { launch } from '../support/browser.ts';
import { startServer } from '../support/server-process.ts';
import { benchPageSpeed } from './page-speed.ts';

const server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
let failed = false;
const check = (ok: boolean, line: string) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
  if (!ok) failed = true;
};
try {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'khach@demo.vn', password: 'Khach@12345' }),
  });
  const { token } = (await login.json()) as { token: string };

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
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    for (const v of violations) console.log(`      ${v}`);
    check(violations.length === 0, `no CSP violation loading ${path}`);
    await context.close();
  }
  await browser.close();

  await benchPageSpeed(server.baseUrl, token, check);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
