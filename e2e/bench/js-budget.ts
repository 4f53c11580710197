/**
 * JavaScript a phone downloads for a page: every script response of the page itself (service worker
 * blocked, so its background precache is not counted), gzip-compressed at level 9 as a server would.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { phoneContext } from '../support/browser.ts';

export interface JsFigure {
  files: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

export async function measurePageJs(
  browser: Browser,
  baseUrl: string,
  path: string,
  token?: string,
): Promise<JsFigure> {
  const context = await phoneContext(browser, baseUrl);
  await context.route('**/sw.js', (route) => route.abort());
  if (token) await context.addInitScript((t) => localStorage.setItem('jwt_token', t), token);
  const page = await context.newPage();
  const bodies: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    bodies.push(
      res.body().then((b) => ({ url: new URL(res.url()).pathname, gzipBytes: gzipSync(b, { level: 9 }).length })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const files = await Promise.all(bodies);
  await context.close();
  return { files, totalGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
}
