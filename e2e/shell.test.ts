/**
 * The PWA shell on a phone (390×844): login redirect, 404, 401 redirect, logout, manifest and
 * service worker, install prompt.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerViaApi } from './support/api.ts';
import { launch, phoneContext } from './support/browser.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage() {
  const context = await phoneContext(browser, baseUrl);
  return { context, page: await context.newPage() };
}

describe('PWA shell', () => {
  it('sends a visitor without a token to the login screen, titled Đăng nhập', async () => {
    const { context, page } = await newPage();
    await page.goto('/orderOrdering');
    await page.waitForURL('**/auth/login**');
    await expect.poll(() => page.title()).toBe('Đăng nhập');
    await page.getByTestId('login-form').waitFor({ state: 'visible' });
    await context.close();
  });

  it('titles an unknown path Page Not Found: {path} and shows a Vietnamese heading and a way home', async () => {
    const { context, page } = await newPage();
    const { token } = await registerViaApi(baseUrl);
    await context.addInitScript((t) => localStorage.setItem('jwt_token', t), token);
    await page.goto('/khong-co-trang-nay');
    await expect.poll(() => page.title()).toBe('Page Not Found: /khong-co-trang-nay');
    const notFound = page.getByTestId('not-found');
    expect(await notFound.getByRole('heading', { level: 1 }).textContent()).toBe('Không tìm thấy trang');
    expect(await notFound.textContent()).not.toContain('Page Not Found');
    await notFound.getByRole('link', { name: 'Về trang chủ' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('goes to login when the API answers 401 (revoked session), clearing the token', async () => {
    const { context, page } = await newPage();
    const { token } = await registerViaApi(baseUrl);
    await context.addInitScript((t) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('jwt_token', t);
        sessionStorage.setItem('seeded', '1');
      }
    }, token);
    await page.goto('/profile');
    await page.getByTestId('profile-name').waitFor();
    // Revoke the session behind the page's back, then use the app.
    await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    // Any request of the page now meets a 401. The profile page reloads the user on every visit, so
    // that request may still be in flight and meet it first, sending her to login before the tap:
    // the tap is then moot (its tab is gone), the outcome the same. Whichever comes first decides.
    const atLogin = page.waitForURL('**/auth/login**');
    void page
      .getByTestId('tab-orders')
      .click()
      .catch(() => {});
    await atLogin;
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
    await context.close();
  });

  it('logs in with the seeded customer and logs out from /auth/logout', async () => {
    const { context, page } = await newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email hoặc số điện thoại').fill('khach@demo.vn');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Khach@12345');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('home-balance').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toMatch(/^ey/);
    await page.goto('/auth/logout');
    await page.waitForURL('**/auth/login**');
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
    await context.close();
  });

  it('serves a Vietnamese web app manifest with 192 and 512 icons', async () => {
    const res = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(res.ok).toBe(true);
    const manifest = (await res.json()) as {
      lang: string;
      display: string;
      name: string;
      icons: { sizes: string; src: string }[];
    };
    expect(manifest.lang).toBe('vi');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const img = await fetch(new URL(icon.src, `${baseUrl}/`));
      expect(img.headers.get('content-type')).toContain('image/png');
    }
  });

  it('registers the service worker at /sw.js, which activates and precaches the shell', async () => {
    const { context, page } = await newPage();
    await page.goto('/auth/login');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __app: { swState: string } }).__app.swState), {
        timeout: 20_000,
      })
      .toBe('activated');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${baseUrl}/sw.js`);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      let count = 0;
      for (const name of names) count += (await (await caches.open(name)).keys()).length;
      return count;
    });
    expect(cached).toBeGreaterThan(3);
    await context.close();
  });

  it('offers installation when the browser allows it, and records a dismissal', async () => {
    const { context, page } = await newPage();
    const { token } = await registerViaApi(baseUrl);
    await context.addInitScript((t) => localStorage.setItem('jwt_token', t), token);
    await page.goto('/');
    await page.getByTestId('home-balance').waitFor();
    // Headless Chromium never fires a real beforeinstallprompt (STACK.md trap 9): dispatch one.
    await page.evaluate(() => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      e.prompt = async () => {};
      e.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' });
      window.dispatchEvent(e);
    });
    await page.getByTestId('install-banner').waitFor();
    await page.getByTestId('install-dismiss').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __app: { installState: string } }).__app.installState))
      .toBe('dismissed');
    await context.close();
  });

  it('after a new build appears in builds/latest.json, the next navigation is a full page load', async () => {
    const { context, page } = await newPage();
    const { token } = await registerViaApi(baseUrl);
    await context.addInitScript((t) => localStorage.setItem('jwt_token', t), token);
    await context.route('**/builds/latest.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ id: 'ban-dung-moi', timestamp: Date.now() }),
      }),
    );
    await page.goto('/');
    await page.getByTestId('home-balance').waitFor();
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { __app: { updatePending: boolean } }).__app.updatePending),
        { timeout: 10_000 },
      )
      .toBe(true);
    const fullLoad = page.waitForEvent('load'); // fires for a document load, never for in-app navigation
    await page.getByTestId('tab-orders').click();
    await fullLoad;
    expect(new URL(page.url()).pathname).toBe('/orderOrdering');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    await context.close();
  });
});
