/** Debian's Chromium through playwright-core, with the flags this machine needs (DEVELOPERS.md). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PHONE = { width: 390, height: 844 };
export const screenshotsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A phone-sized context (390×844 unless `viewport` says otherwise; touch, vi-VN, Vietnam's time). */
export function phoneContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
}

/**
 * A phone context and page signed in as the holder of access `token` (stored where the PWA keeps
 * it), on the login page's origin; the caller goes where the test starts and closes `context`.
 */
export async function signedInPhone(
  browser: Browser,
  baseURL: string,
  token: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, baseURL, viewport);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.evaluate((t) => localStorage.setItem('jwt_token', t), token);
  return { context, page };
}

/** Saves a phone screenshot under docs/screenshots when SCREENSHOTS=1 (the closing note's evidence). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}
