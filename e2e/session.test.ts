/**
 * Session resilience in the PWA (decision 0020), on a phone in Debian's Chromium:
 * a returning customer with an expired access token lands signed in; going offline and reloading
 * keeps the session and shows the offline banner; two tabs finding the token expired at once send
 * one refresh and both stay signed in; a session the server refused sends her to login with
 * 'Phiên đăng nhập đã hết hạn' and back to her page after signing in.
 */
import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from './support/api.ts';
import { launch, phoneContext } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
const jwtSecret = inject('jwtSecret');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same session's access token, re-signed as if issued 25 h ago (expired 24 h ago). */
function expiredCopy(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ ...claims, iat: now - 25 * 3600, exp: now - 24 * 3600 })}`;
  return `${body}.${createHmac('sha256', jwtSecret).update(body).digest('base64url')}`;
}

/**
 * Registers a customer through the context's own request client, so the refresh cookie lands in
 * the browser's cookie jar exactly as a sign-in in the app would leave it.
 */
async function registerInContext(context: BrowserContext) {
  const customer = newCustomer();
  const res = await context.request.post('/api/auth/register', { data: customer });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { ...customer, token };
}

async function setToken(page: Page, token: string) {
  await page.goto('/auth/login'); // renders as is: nothing is loaded, nothing refreshed
  await page.evaluate((t) => localStorage.setItem('jwt_token', t), token);
}

/** Every URL the page shows, in-app navigations included. */
function urlsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('jwt_token'));

describe('PWA session resilience', () => {
  it('a returning customer (expired access token, valid refresh cookie) lands signed in, never on login', async () => {
    const context = await phoneContext(browser, baseUrl);
    const { token, fullName } = await registerInContext(context);
    const page = await context.newPage();
    const stale = expiredCopy(token);
    await setToken(page, stale);
    const urls = urlsOf(page);
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('profile-name').textContent(), { timeout: 15_000 }).toBe(fullName);
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(urls.filter((u) => u.includes('/auth/login'))).toEqual([]);
    const fresh = await storedToken(page);
    expect(fresh).toMatch(/^ey/);
    expect(fresh).not.toBe(stale);
    await context.close();
  });

  it('offline reload with the service worker keeps the session, shows the banner, and recovers online', async () => {
    const context = await phoneContext(browser, baseUrl);
    const { token } = await registerInContext(context);
    const page = await context.newPage();
    await setToken(page, token);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __app: { swState: string } }).__app.swState), {
        timeout: 20_000,
      })
      .toBe('activated');
    await page.goto('/'); // now controlled by the service worker
    await expect.poll(() => page.getByTestId('home-balance').textContent()).not.toBe('…');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByTestId('connection-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toContain('Mất kết nối mạng');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storedToken(page)).toBe(token);
    expect(await page.getByTestId('login-form').count()).toBe(0);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 15_000 }).not.toBe('…');
    expect(await storedToken(page)).toBe(token);
    await context.close();
  });

  it('two tabs finding the token expired at once send one refresh and both stay signed in', async () => {
    const context = await phoneContext(browser, baseUrl);
    const { token, fullName } = await registerInContext(context);
    const first = await context.newPage();
    await setToken(first, expiredCopy(token));
    const second = await context.newPage();
    const refreshes: string[] = [];
    context.on('request', (req) => {
      if (req.url().endsWith('/api/auth/refresh')) refreshes.push(req.url());
    });
    // A slow refresh answer, so both tabs are due while the first refresh is still out.
    await context.route('**/api/auth/refresh', async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await Promise.all([first.goto('/profile'), second.goto('/profile')]);
    for (const page of [first, second]) {
      await expect.poll(() => page.getByTestId('profile-name').textContent(), { timeout: 15_000 }).toBe(fullName);
    }
    expect(refreshes).toHaveLength(1);
    expect(await storedToken(first)).toBe(await storedToken(second));
    // The session survived: a new call in each tab still answers.
    await first.reload();
    await second.reload();
    for (const page of [first, second]) {
      await expect.poll(() => page.getByTestId('profile-name').textContent(), { timeout: 15_000 }).toBe(fullName);
      expect(new URL(page.url()).pathname).toBe('/profile');
    }
    await context.close();
  });

  it('a session the server refused: login says it expired, and signing in returns to the page', async () => {
    const context = await phoneContext(browser, baseUrl);
    const { token, email, password, fullName } = await registerInContext(context);
    const page = await context.newPage();
    await setToken(page, token);
    await page.goto('/profile?tab=1');
    await page.getByTestId('profile-name').waitFor();
    // The session ends behind the page's back (signed out elsewhere), then she comes back.
    const res = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok).toBe(true);
    await page.reload();
    await page.waitForURL('**/auth/login?returnTo=*');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/profile?tab=1');
    expect(await page.getByTestId('login-notice').textContent()).toContain('Phiên đăng nhập đã hết hạn');
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel('Email hoặc số điện thoại').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL('**/profile?tab=1');
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe(fullName);
    await context.close();
  });
});
