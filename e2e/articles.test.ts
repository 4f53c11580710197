/**
 * Articles and static pages (decision 0102): the admin writes an article in the console's editor,
 * pasting HTML that carries a script, and publishes it; signed out on a phone (390×844 and 360×640)
 * a reader finds it under "Tin tức", opens it — the script gone, removed by the server — and reads
 * the terms page; the served HTML of the article carries its Open Graph tags.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, PHONE, shot } from './support/browser.ts';
import { consolePage, pasteIntoEditor } from './support/console.ts';
import { serverUrl } from './support/server.ts';

const baseUrl = serverUrl();
const title = `Hướng dẫn dán link ${Date.now() % 100000}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const adminPage = () => consolePage(browser, baseUrl);

describe('articles', () => {
  it('an article written in the console, pasted script and all, reads clean signed out on a phone', async () => {
    const admin = await adminPage();
    await admin.getByRole('menuitem', { name: 'Bài viết' }).click();
    await admin.waitForURL('**/admin/article');
    await admin.getByTestId('article-new').click();
    await admin.getByTestId('article-title').fill(title);
    await admin.getByTestId('article-summary').fill('Dán link sản phẩm Taobao vào ô trên trang chủ.');
    // A paste of HTML with a script, as copied from a hostile page.
    await pasteIntoEditor(
      admin,
      '<h2>Bước 1</h2><p>Mở Taobao</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
      'Bước 1 Mở Taobao',
    );
    await admin.getByRole('button', { name: 'In đậm' }).click();
    await admin.keyboard.type(' đậm');
    await admin.getByTestId('article-publish').click();
    await admin.getByText('Đã đăng bài viết').waitFor();
    await admin.getByTestId('article-open').waitFor();
    await shot(admin, '11c-soan-bai-viet');
    const slug = (await admin.getByTestId('article-slug').inputValue()).trim();
    expect(slug).toMatch(/^huong-dan-dan-link-\d+$/);

    for (const viewport of [PHONE, { width: 360, height: 640 }]) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport,
        locale: 'vi-VN',
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto('/article');
      await page.getByText(title).waitFor();
      expect(await page.title()).toBe('Bài viết');
      if (viewport === PHONE) await shot(page, '11a-bai-viet');
      await page.getByText(title).click();
      await page.waitForURL(`**/article/${slug}`);
      const body = page.getByTestId('article-body');
      await expect.poll(() => body.textContent()).toContain('Mở Taobao');
      expect(await body.innerHTML()).not.toMatch(/script|onerror/);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) await shot(page, '11b-doc-bai-viet');

      await page.goto('/staticPage/terms');
      await page.getByRole('heading', { name: 'Điều khoản sử dụng' }).waitFor();
      await context.close();
    }

    const html = await (await fetch(`${baseUrl}/article/${slug}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
  });
});
