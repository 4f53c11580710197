/**
 * Static pages, images and shared links (decision 0102): the seeded pages read signed out with an
 * ETag; staff save them (the terms with a new version, old ones kept); images upload by their bytes
 * and read signed out; the served index.html carries Open Graph tags for articles and pages.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, TEST_JWT_SECRET, useTestApp } from '../../test/helpers.ts';
import { createMailer } from '../mail/mail.service.ts';

const uploads = mkdtempSync(path.join(tmpdir(), 'images-'));
const ctx = useTestApp({ UPLOAD_DIR: uploads });
let admin: Auth;
let withPages: FastifyInstance;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  const web = mkdtempSync(path.join(tmpdir(), 'web-'));
  const adminDir = path.join(web, 'admin-dist');
  mkdirSync(adminDir);
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Mua hộ" /><title>Đặt hàng Trung Quốc</title></head><body></body></html>',
  );
  withPages = await buildApp({
    db: ctx.database.db,
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOAD_DIR: uploads }),
    jwtSecret: TEST_JWT_SECRET,
    mailer: createMailer({ db: ctx.database.db, from: 'test@example.vn', log: () => {} }),
    serveStatic: { web, admin: adminDir },
    logger: false,
    jobs: false,
  });
});
afterAll(async () => {
  await withPages?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const save = (slug: string, payload: unknown, auth: Auth = admin) =>
  ctx.app.inject({ method: 'PUT', url: `/api/Admin/StaticPage/${slug}`, headers: auth, payload: payload as object });
const upload = (body: Buffer | string, auth: Auth = admin, type = 'image/png') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Admin/Upload/Image',
    headers: { ...auth, 'content-type': type },
    payload: body,
  });

describe('static pages', () => {
  it('are seeded and read signed out, with an ETag and 304', async () => {
    for (const slug of ['about', 'terms', 'privacy', 'contact', 'price-list']) {
      const res = await get(`/StaticPage/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json()).toMatchObject({ slug, version: 1 });
    }
    const first = await get('/StaticPage/about');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await get('/StaticPage/about', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expectError(await get('/StaticPage/khong-co'), 404, 'not-found');
    expectError(await get('/StaticPage/Not_A_Slug'), 400, 'validation-error');
  });

  it('are saved by staff, sanitised and audited; a new terms version keeps the old one', async () => {
    const res = await save('terms', {
      title: 'Điều khoản sử dụng',
      body: '<p>Bản 2</p><script>x()</script>',
      newVersion: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, body: '<p>Bản 2</p>' });
    expect(
      (await save('terms', { title: 'Điều khoản sử dụng', body: '<p>Bản 2, sửa lỗi chính tả</p>' })).json().version,
    ).toBe(2);
    const versions = await query(
      ctx,
      `select version, body from static_page_versions where slug = 'terms' order by version`,
    );
    expect(versions).toEqual([
      { version: 1, body: expect.stringContaining('Phạm vi dịch vụ') },
      { version: 2, body: '<p>Bản 2, sửa lỗi chính tả</p>' },
    ]);
    expect(await countRows(ctx, 'audit_log', `action = 'static_page.update' and subject_id = 'terms'`)).toBe(2);
    // A new slug creates the page.
    expect(
      (await save('huong-dan-thanh-toan', { title: 'Thanh toán', body: '<p>Chuyển khoản</p>' })).json().version,
    ).toBe(1);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Admin/StaticPage', headers: admin }))
        .json()
        .map((p: { slug: string }) => p.slug),
    ).toContain('huong-dan-thanh-toan');
  });

  it('refuses bad input (400) and other roles (403), writing nothing', async () => {
    const before = await query(ctx, 'select slug, version, body from static_pages order by slug');
    expectError(await save('about', { title: '', body: 'x' }), 400, 'validation-error');
    expectError(await save('about', { title: 'x'.repeat(201), body: 'x' }), 400, 'validation-error');
    expectError(await save('about', { title: 'Giới thiệu' }), 400, 'validation-error');
    expectError(await save('Có Dấu', { title: 'a', body: 'b' }), 400, 'validation-error');
    const accountant = await makeStaff(ctx, 'accountant');
    expectError(await save('about', { title: 'a', body: 'b' }, accountant.auth), 403, 'forbidden');
    expect(await query(ctx, 'select slug, version, body from static_pages order by slug')).toEqual(before);
  });
});

describe('images', () => {
  it('any staff member uploads one (checked by its bytes); anyone reads it by its address', async () => {
    const warehouse = await makeStaff(ctx, 'warehouse_cn');
    const res = await upload(png, warehouse.auth, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const { id, url } = res.json();
    expect(url).toMatch(/^\/api\/Image\/[0-9a-f-]{36}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(await countRows(ctx, 'audit_log', `action = 'image.upload' and subject_id = $1`, [String(id)])).toBe(1);
    expectError(await ctx.app.inject({ method: 'GET', url: url.replace('.png', '.jpg') }), 404, 'not-found');
    expectError(await get('/Image/passwd'), 400, 'validation-error');
    expectError(await get('/Image/0b0f6c1e-3c1d-4a8e-9a53-6c1f0b2d9e77.png'), 404, 'not-found');
  });

  it('refuses what is not an image by its bytes, over 5 MB, customers and the signed out; writes nothing', async () => {
    const before = await countRows(ctx, 'uploaded_images');
    expect(
      expectError(await upload('<svg onload="x()"></svg>', admin, 'image/png'), 400, 'validation-error').Message,
    ).toMatch(/JPEG, PNG, WebP hoặc GIF/);
    expectError(await upload(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])), 400, 'validation-error');
    expectError(await upload(png, (await registerCustomer(ctx.app)).auth), 403, 'forbidden');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/Admin/Upload/Image',
          headers: { 'content-type': 'image/png' },
          payload: png,
        })
      ).statusCode,
    ).toBe(401);
    expect(await countRows(ctx, 'uploaded_images')).toBe(before);
  });

  it('is an article cover: the public list shows its address', async () => {
    const { id: coverImageId, url } = (await upload(png)).json();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Article',
      headers: admin,
      payload: {
        title: 'Ảnh bìa "đẹp" <b>',
        category: 'news',
        summary: 'Tóm tắt & chia sẻ',
        coverImageId,
        body: '<p>x</p>',
      },
    });
    expect(created.json().coverImageUrl).toBe(url);
    await ctx.app.inject({ method: 'POST', url: `/api/Admin/Article/${created.json().id}/Publish`, headers: admin });
    expect((await get(`/Article/${created.json().id}`)).json().coverImageUrl).toBe(url);
  });
});

describe('shared links', () => {
  it('serve index.html with escaped Open Graph tags for a published article and a page', async () => {
    const [article] = await query<{ id: number; slug: string }>(
      ctx,
      `select id, slug from articles where title like 'Ảnh bìa%'`,
    );
    const res = await withPages.inject({
      method: 'GET',
      url: `/article/${article!.slug}`,
      headers: { host: 'shop.example.vn' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<meta property="og:title" content="Ảnh bìa &quot;đẹp&quot; &lt;b&gt;" />');
    expect(res.body).toContain('<meta property="og:description" content="Tóm tắt &amp; chia sẻ" />');
    expect(res.body).toContain(`<meta property="og:url" content="http://shop.example.vn/article/${article!.slug}" />`);
    expect(res.body).toMatch(
      /<meta property="og:image" content="http:\/\/shop\.example\.vn\/api\/Image\/[0-9a-f-]{36}\.png" \/>/,
    );
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain('<title>Ảnh bìa &quot;đẹp&quot; &lt;b&gt;</title>');

    const page = await withPages.inject({ method: 'GET', url: '/staticPage/about' });
    expect(page.body).toContain('<meta property="og:title" content="Giới thiệu" />');
    expect(page.body).toContain('<meta property="og:type" content="website" />');
  });

  it('serve the plain index.html for drafts, unknown pages and other paths', async () => {
    for (const url of ['/article/khong-co-bai-nay', '/article/policy', '/staticPage/khong-co', '/wallet/recharge']) {
      const res = await withPages.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('og:title');
      expect(res.body).toContain('<title>Đặt hàng Trung Quốc</title>');
    }
  });
});
