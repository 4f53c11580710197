/**
 * A company installs the product and runs it from day one (decisions 0097–0103): a production start
 * on an empty database (no demo data), the first admin made by the admin command, the console
 * sign-in with an authenticator code, a purchaser and a China-warehouse member added on "Nhân viên"
 * (the member sets a password from the mailed link and sees only their warehouse), a tariff
 * version published on "Biểu phí", and an article pasted with a `<script>` published on "Bài viết"
 * that a signed-out phone (390×844 and 360×640) reads without the script.
 * SCREENSHOTS=1 saves each new console page and the article pages as docs/screenshots/20-*.png.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../apps/api/src/test/databases.ts';
import { apiCall } from './support/api.ts';
import { launch, PHONE, shot } from './support/browser.ts';
import { laptopPage, pasteIntoEditor, submitSignIn } from './support/console.ts';
import { type RunningServer, repoRoot, startServer } from './support/server-process.ts';

const OWNER = { email: 'chu@congty.vn', name: 'Chủ Công Ty', password: 'Quantri@2026' };
const MEMBER = { email: 'kho.nghiao@congty.vn', name: 'Trần Văn Kho', phone: '0912000111', password: 'Khohang@2026' };
const BUYER = { email: 'muahang@congty.vn', name: 'Lý Thị Mua', phone: '0912000222' };

const mails: { to: string[]; body: string }[] = [];
let smtp: SMTPServer;
let server: RunningServer;
let browser: Browser;
let baseUrl = '';
let totpSecret = '';
/** The owner's console, signed in once with a code (a code is good once: later sign-ins would wait for the next). */
let owner: Page;

/** The code of the owner's authenticator for now plus `steps` × 30 s. */
const totp = (steps = 0) => generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Runs the admin command (`npm run admin -- create …` after the build) on `url`; resolves with its output. */
function adminCommand(url: string, args: string[], password: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/admin.js'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, out }));
    child.stdin.end(`${password}\n`);
  });
}

/** The set-password link mailed to `to` (quoted-printable soft breaks undone). */
async function linkMailedTo(to: string): Promise<string> {
  await expect.poll(() => mails.some((m) => m.to.includes(to)), { timeout: 15_000 }).toBe(true);
  const body = mails
    .filter((m) => m.to.includes(to))
    .at(-1)!
    .body.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+\/admin\/setPassword\?token=[A-Za-z0-9_-]+/.exec(body)?.[0];
  if (!link) throw new Error(`no set-password link in the mail to ${to}`);
  return link;
}

const laptop = () => laptopPage(browser, baseUrl);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  // An empty database of its own on the run's server (dropped with the run's databases).
  const { url: serverUrl, prefix } = inject('databaseServer');
  const name = `${prefix}_company`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = databaseUrl(serverUrl, name);

  // The first admin before the first start: the command migrates the empty database itself.
  const made = await adminCommand(
    url,
    ['create', '--email', OWNER.email, '--name', OWNER.name, '--password-stdin'],
    OWNER.password,
  );
  expect(made.code, made.out).toBe(0);

  server = await startServer(
    {
      NODE_ENV: 'production',
      JWT_SECRET: inject('jwtSecret'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Đặt hàng Trung Quốc <no-reply@congty.vn>',
      DATABASE_POOL_SIZE: '5',
    },
    { databaseUrl: url },
  );
  baseUrl = server.baseUrl;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('a company runs the product from day one', () => {
  it('the owner signs in, turns on the authenticator, and signs in again with a code', async () => {
    // No demo data in production.
    const demo = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin@demo.vn', password: 'Admin@12345' }),
    });
    expect(demo.status).toBe(401);

    const page = await laptop();
    await submitSignIn(page, OWNER.email, OWNER.password);
    await page.getByTestId('staff-name').waitFor();
    // Production requires the authenticator of an admin before any money action.
    await page.goto('/admin/security');
    await page.getByTestId('totp-required').waitFor();
    await page.getByTestId('totp-start').click();
    await page.getByTestId('totp-qr').waitFor();
    totpSecret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    await shot(page, '20-bao-mat');
    await page.getByTestId('totp-enable-code').fill(await totp(-1));
    await page.getByTestId('totp-enable').click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByTestId('recovery-codes-done').click();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await submitSignIn(page, OWNER.email, OWNER.password);
    await page.getByTestId('login-totp-code').fill(await totp(0));
    await page.getByTestId('login-second-submit').click();
    await page.getByTestId('staff-name').waitFor();
    owner = page;
  });

  it('adds a purchaser and a China-warehouse member, who sets a password from the mail and sees only their warehouse', async () => {
    await addSecondChinaWarehouse(owner);
    await owner.goto('/admin/staff');
    await addMember(owner, { ...BUYER, role: 'Mua hàng' });
    await addMember(owner, { ...MEMBER, role: 'Kho Trung Quốc', warehouse: 'Kho Nghĩa Ô' });
    await expect.poll(() => owner.getByTestId('staff-row').count()).toBe(3);
    await owner.mouse.move(0, 0);
    await owner.evaluate(() => window.scrollTo(0, 0));
    await shot(owner, '20-nhan-vien');

    const page = await laptop();
    await page.goto(await linkMailedTo(MEMBER.email));
    await page.getByTestId('password-policy').waitFor();
    await shot(page, '20-dat-mat-khau');
    await page.getByTestId('set-password-password').fill(MEMBER.password);
    await page.getByTestId('set-password-confirm').fill(MEMBER.password);
    await page.getByTestId('set-password-submit').click();
    await page.getByTestId('set-password-signin').click();
    await page.waitForURL('**/admin/login');
    await submitSignIn(page, MEMBER.email, MEMBER.password);
    await page.getByTestId('staff-name').waitFor();
    await page.goto('/admin/warehouse');
    await expect
      .poll(() => page.getByTestId('warehouse-card').allTextContents())
      .toEqual([expect.stringContaining('Kho Nghĩa Ô')]);
    // The admin sees every warehouse, both China ones among them.
    await owner.goto('/admin/warehouse');
    await expect.poll(() => owner.getByTestId('warehouse-card').count()).toBe(4);
    await page.context().close();
  });

  it('publishes a tariff version after previewing it on three sample orders', async () => {
    await owner.goto('/admin/tariff');
    await owner.getByTestId('tariff-in-force').waitFor();
    await owner.mouse.move(0, 0);
    await shot(owner, '20-bieu-phi');
    await owner.getByRole('tab', { name: 'Lập phiên bản mới' }).click();
    // A higher minimum service fee: the small sample order (3 % of 730.000 ₫ = 21.900 ₫) pays it.
    const minimum = owner.getByLabel('Phí mua hàng tối thiểu mỗi đơn');
    await minimum.fill('25000');
    await owner.getByTestId('tariff-preview-button').click();
    const preview = owner.getByText('Thay đổi trên 3 đơn mẫu');
    await preview.scrollIntoViewIfNeeded();
    await owner.getByText('3.100 ₫').first().waitFor();
    await shot(owner, '20-bieu-phi-xem-truoc');
    await owner.getByTestId('tariff-publish').click();
    await owner
      .getByRole('button', { name: 'OK' })
      .or(owner.getByRole('button', { name: 'Đồng ý' }))
      .click();
    await owner.getByText('Đã phát hành biểu phí mới').waitFor();
    // Signed out, the price list reads the new version.
    const tariff = await apiCall<{ purchase: { serviceFeeMinVnd: number } }>(baseUrl, '/Tariff');
    expect(tariff.purchase.serviceFeeMinVnd).toBe(25_000);
  });

  it('publishes an article pasted with a script; a signed-out phone reads it without the script', async () => {
    const title = 'Hướng dẫn đặt hàng Taobao cho người mới';
    await owner.goto('/admin/article');
    await owner.getByTestId('article-new').click();
    await owner.getByTestId('article-title').fill(title);
    await owner.getByTestId('article-summary').fill('Ba bước từ link sản phẩm đến hàng về tận nhà.');
    // A paste of HTML with a script, as copied from a hostile page.
    await pasteIntoEditor(
      owner,
      '<h2>Bước 1</h2><p>Dán link sản phẩm</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
      'Bước 1 Dán link sản phẩm',
    );
    await owner.getByTestId('article-publish').click();
    await owner.getByText('Đã đăng bài viết').waitFor();
    await shot(owner, '20-soan-bai-viet');
    const slug = (await owner.getByTestId('article-slug').inputValue()).trim();

    for (const [viewport, name] of [
      [PHONE, '390'],
      [{ width: 360, height: 640 }, '360'],
    ] as const) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport,
        locale: 'vi-VN',
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto('/article');
      await page.getByText(title).click();
      await page.waitForURL(`**/article/${slug}`);
      const body = page.getByTestId('article-body');
      await expect.poll(() => body.textContent()).toContain('Dán link sản phẩm');
      expect(await body.innerHTML()).not.toMatch(/<script|onerror/);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `20-doc-bai-viet-${name}`);
      await context.close();
    }

    // The other new console pages, as the owner sees them, for the record.
    for (const [path, name, ready] of [
      ['/admin/customerLevel', '20-hang-khach-hang', () => owner.getByTestId('level-row').nth(3)],
      ['/admin/staticPage', '20-trang-tinh', () => owner.getByTestId('static-page-version')],
      ['/admin/auditLog', '20-nhat-ky', () => owner.getByRole('cell', { name: OWNER.name }).first()],
    ] as const) {
      await owner.goto(path);
      await ready().waitFor();
      await owner.mouse.move(0, 0);
      await shot(owner, name);
    }
  });
});

/** A second China warehouse, added on "Kho & tuyến" through its API (the page itself is the admin's, shot below). */
async function addSecondChinaWarehouse(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('admin_jwt_token'));
  if (!token) throw new Error('no console token');
  await apiCall(baseUrl, '/Admin/Warehouse', {
    method: 'POST',
    token,
    body: {
      name: 'Kho Nghĩa Ô',
      country: 'CN',
      address: 'Nghĩa Ô, Chiết Giang, Trung Quốc',
      addressZh: '浙江省金华市义乌市',
      active: true,
    },
  });
  await page.goto('/admin/warehouses');
  await page.getByText('Kho Nghĩa Ô').first().waitFor();
  await page.mouse.move(0, 0);
  await shot(page, '20-kho-va-tuyen');
}

/** Adds a member on "Nhân viên" with one role (its Vietnamese label) and optionally one warehouse. */
async function addMember(
  page: Page,
  m: { name: string; email: string; phone: string; role: string; warehouse?: string },
): Promise<void> {
  await page.getByTestId('staff-add').click();
  await page.getByTestId('staff-form-name').fill(m.name);
  await page.getByTestId('staff-form-email').fill(m.email);
  await page.getByTestId('staff-form-phone').fill(m.phone);
  await page.getByTestId('staff-form-roles').getByLabel(m.role).check();
  if (m.warehouse) {
    const select = page.getByTestId('staff-form-warehouses');
    await select.click();
    await page.keyboard.type(m.warehouse);
    await page.keyboard.press('Enter');
    await expect.poll(() => select.textContent()).toContain(m.warehouse);
    await page.getByTestId('staff-form-name').click(); // closes the list
  }
  await page.getByTestId('staff-save').click();
  await page.locator('[data-testid="staff-row"]', { hasText: m.email }).waitFor();
}
