/**
 * Articles (decision 0102): staff with publish:article write, publish and archive; the public reads
 * only what is published, by id or slug, with an ETag. Bodies are sanitised on the server; every
 * change leaves an audit row (decision 0096).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;
let sales: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  sales = (await makeStaff(ctx, 'sales')).auth;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: auth ?? {},
    ...(payload ? { payload: payload as object } : {}),
  });

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Hướng dẫn đặt hàng Taobao',
  category: 'guide',
  summary: 'Ba bước đơn giản',
  body: '<p>Dán link <script>alert(1)</script><img src=x onerror="alert(1)"></p>',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, auth: Auth = sales) {
  const res = await call('POST', '/Admin/Article', auth, draft(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const audits = (action: string, id: number) =>
  query(ctx, 'select actor_name, before, after from audit_log where action = $1 and subject_id = $2', [
    action,
    String(id),
  ]);

describe('writing articles', () => {
  it('creates a draft with a slug from the title and the body sanitised, and audits it', async () => {
    const article = await create();
    expect(article).toMatchObject({
      slug: 'huong-dan-dat-hang-taobao',
      status: 'draft',
      publishedAt: null,
      body: '<p>Dán link </p>',
      updatedBy: 'Nhân Viên Thử',
    });
    expect(await audits('article.create', article.id)).toHaveLength(1);
    // The same title again gets the next free slug.
    expect((await create()).slug).toBe('huong-dan-dat-hang-taobao-2');
  });

  it('refuses a slug another article has (409), bad input (400), and writes nothing', async () => {
    const before = await countRows(ctx, 'articles');
    expectError(
      await call('POST', '/Admin/Article', sales, draft({ slug: 'huong-dan-dat-hang-taobao' })),
      409,
      'article-slug-taken',
    );
    for (const bad of [
      draft({ title: '' }),
      draft({ title: 'x'.repeat(201) }),
      draft({ category: 'gossip' }),
      draft({ slug: 'Có Dấu' }),
      draft({ summary: 'x'.repeat(501) }),
      draft({ coverImageId: -1 }),
      draft({ status: 'published' }),
      { title: 'Thiếu nội dung', category: 'news' },
    ]) {
      expectError(await call('POST', '/Admin/Article', sales, bad), 400, 'validation-error');
    }
    expectError(await call('POST', '/Admin/Article', sales, draft({ coverImageId: 999_999 })), 400, 'validation-error');
    expect(await countRows(ctx, 'articles')).toBe(before);
  });

  it('answers 404 for an unknown article and 403 to staff without publish:article and customers', async () => {
    expectError(await call('GET', '/Admin/Article/999999', sales), 404, 'not-found');
    expectError(await call('PUT', '/Admin/Article/999999', sales, draft()), 404, 'not-found');
    expectError(await call('POST', '/Admin/Article/999999/Publish', sales), 404, 'not-found');
    const { id } = await create();
    const before = await countRows(ctx, 'articles');
    for (const auth of [(await makeStaff(ctx, 'warehouse_vn')).auth, (await registerCustomer(ctx.app)).auth]) {
      expectError(await call('GET', '/Admin/Article', auth), 403, 'forbidden');
      expectError(await call('POST', '/Admin/Article', auth, draft()), 403, 'forbidden');
      expectError(await call('PUT', `/Admin/Article/${id}`, auth, draft()), 403, 'forbidden');
      expectError(await call('POST', `/Admin/Article/${id}/Publish`, auth), 403, 'forbidden');
      expectError(await call('DELETE', `/Admin/Article/${id}`, auth), 403, 'forbidden');
      expectError(await call('PUT', '/Admin/StaticPage/about', auth, { title: 'x', body: 'y' }), 403, 'forbidden');
    }
    expect((await call('GET', '/Admin/Article')).statusCode).toBe(401);
    expect(await countRows(ctx, 'articles')).toBe(before);
  });

  it('saves a published article in place, keeping its slug when none is sent', async () => {
    const { id, slug } = await create({ title: 'Bảng giá tháng 12', category: 'pricing' });
    await call('POST', `/Admin/Article/${id}/Publish`, admin);
    const res = await call(
      'PUT',
      `/Admin/Article/${id}`,
      admin,
      draft({ title: 'Bảng giá tháng 12 (mới)', category: 'pricing', body: '<h2>Mới</h2>' }),
    );
    expect(res.json()).toMatchObject({
      slug,
      status: 'published',
      title: 'Bảng giá tháng 12 (mới)',
      body: '<h2>Mới</h2>',
    });
    const [row] = await audits('article.update', id);
    expect(row).toMatchObject({ before: { title: 'Bảng giá tháng 12' }, after: { title: 'Bảng giá tháng 12 (mới)' } });
  });
});

describe('the article lifecycle, seen signed out', () => {
  it('keeps drafts hidden, shows published ones by id and slug, hides archived ones again', async () => {
    const a = await create({ title: 'Tin khuyến mãi Tết', category: 'news' });
    expectError(await call('GET', `/Article/${a.id}`), 404, 'not-found');
    expectError(await call('GET', `/Article/${a.slug}`), 404, 'not-found');
    expect((await call('GET', '/Article?category=news')).json().items.map((i: { id: number }) => i.id)).not.toContain(
      a.id,
    );

    const published = (await call('POST', `/Admin/Article/${a.id}/Publish`, sales)).json();
    expect(published.status).toBe('published');
    expect(Date.now() - Date.parse(published.publishedAt)).toBeLessThan(60_000);
    expect((await call('GET', `/Article/${a.slug}`)).json()).toMatchObject({
      id: a.id,
      title: 'Tin khuyến mãi Tết',
      body: '<p>Dán link </p>',
    });
    expect((await call('GET', `/Article/${a.id}`)).json().slug).toBe(a.slug);
    const list = (await call('GET', '/Article?category=news')).json();
    expect(list.items[0]).toMatchObject({ id: a.id, category: 'news', summary: 'Ba bước đơn giản' });
    expect(list.items[0]).not.toHaveProperty('body');
    expectError(await call('POST', `/Admin/Article/${a.id}/Publish`, sales), 409, 'article-already-published');
    expectError(await call('DELETE', `/Admin/Article/${a.id}`, sales), 409, 'article-not-draft');

    await call('POST', `/Admin/Article/${a.id}/Archive`, sales);
    expectError(await call('GET', `/Article/${a.id}`), 404, 'not-found');
    const again = (await call('POST', `/Admin/Article/${a.id}/Publish`, sales)).json();
    expect(again.publishedAt).toBe(published.publishedAt);
    for (const action of ['article.publish', 'article.archive']) expect(await audits(action, a.id)).not.toHaveLength(0);
  });

  it('deletes a draft (audited)', async () => {
    const { id } = await create();
    expect((await call('DELETE', `/Admin/Article/${id}`, sales)).json()).toEqual({ ok: true });
    expectError(await call('GET', `/Admin/Article/${id}`, sales), 404, 'not-found');
    expect(await audits('article.delete', id)).toHaveLength(1);
  });

  it('answers an ETag, cached a minute, and 304 when it has not changed', async () => {
    const { id } = await create({ title: 'Chính sách đổi trả', category: 'policy' });
    await call('POST', `/Admin/Article/${id}/Publish`, sales);
    const first = await call('GET', `/Article/${id}`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await ctx.app.inject({
      method: 'GET',
      url: `/api/Article/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    await call(
      'PUT',
      `/Admin/Article/${id}`,
      sales,
      draft({ title: 'Chính sách đổi trả', category: 'policy', body: '<p>Mới</p>' }),
    );
    const changed = await ctx.app.inject({
      method: 'GET',
      url: `/api/Article/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('refuses malformed public queries with 400, not 500', async () => {
    expectError(await call('GET', '/Article?category=gossip'), 400, 'validation-error');
    expectError(await call('GET', '/Article?page=0'), 400, 'validation-error');
    expect([400, 404]).toContain((await call('GET', '/Article/%3Cscript%3E')).statusCode);
    expectError(await call('GET', '/Article/99999999999'), 404, 'not-found');
  });
});
