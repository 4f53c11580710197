// @vitest-environment jsdom
/**
 * The article pages (decision 0102): the category tabs list published articles with cover, title,
 * summary and date; an article renders its body; a missing one says so; a static page renders; the
 * home page's news section links the latest three; the terms sheet asks for a new version.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { LatestNews } from '../components/latest-news.tsx';
import { TermsSheet } from '../components/terms-sheet.tsx';
import { Component as ArticleListPage } from './article-list-page.tsx';
import { Component as ArticlePage } from './article-page.tsx';
import { Component as StaticPage } from './static-page.tsx';

const summary = (id: number, category = 'news') => ({
  id,
  slug: `bai-${id}`,
  title: `Bài số ${id}`,
  category,
  summary: `Tóm tắt ${id}`,
  coverImageUrl: id === 1 ? '/api/Image/0b0f6c1e-3c1d-4a8e-9a53-6c1f0b2d9e77.png' : null,
  publishedAt: '2026-11-20T03:00:00.000Z',
});

type Answer = { status?: number; body: unknown };
function stubApi(route: (url: URL, init?: RequestInit) => Answer) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const { status = 200, body } = route(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string, routes: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setUser(null);
});

describe('article pages', () => {
  it('/article lists the news tab first, and a tab shows its own category', async () => {
    const fetch = stubApi((url) => ({
      body: {
        items: [summary(1, url.searchParams.get('category') ?? ''), summary(2)],
        page: 1,
        pageSize: 10,
        total: 2,
      },
    }));
    renderAt('/article', <Route path="/article" element={<ArticleListPage />} />);
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(2));
    for (const tab of ['Tin tức', 'Hướng dẫn', 'Chính sách', 'Bảng giá']) expect(screen.getByText(tab)).toBeTruthy();
    const first = screen.getAllByTestId('article-card')[0]!;
    expect(first.getAttribute('href')).toBe('/article/bai-1');
    expect(first.textContent).toContain('Bài số 1');
    expect(first.textContent).toContain('Tóm tắt 1');
    expect(first.textContent).toContain('Đăng ngày 20/11/2026');
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/Image\//);
    expect(String(fetch.mock.calls[0]![0])).toContain('category=news');
    await act(async () => {
      fireEvent.click(screen.getByText('Hướng dẫn'));
    });
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('category=guide'))).toBe(true));
  });

  it('/article/{slug} renders the body; an unknown one says it is not found', async () => {
    stubApi((url) =>
      url.pathname.endsWith('/bai-1')
        ? { body: { ...summary(1), body: '<h2>Bước 1</h2><p>Dán link</p>' } }
        : { status: 404, body: { Message: 'Không tìm thấy bài viết', code: 'not-found' } },
    );
    renderAt('/article/bai-1', <Route path="/article/:id" element={<ArticlePage />} />);
    await waitFor(() => expect(screen.getByTestId('article-body').innerHTML).toBe('<h2>Bước 1</h2><p>Dán link</p>'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bài số 1');
    await waitFor(() => expect(document.title).toBe('Bài số 1'));
    cleanup();
    renderAt('/article/khong-co', <Route path="/article/:id" element={<ArticlePage />} />);
    await waitFor(() => expect(screen.getByText('Không tìm thấy bài viết')).toBeTruthy());
  });

  it('/staticPage/{slug} renders the page', async () => {
    stubApi(() => ({
      body: {
        slug: 'about',
        title: 'Giới thiệu',
        body: '<p>Chúng tôi mua hộ</p>',
        version: 1,
        updatedAt: '2026-11-01T00:00:00Z',
      },
    }));
    renderAt('/staticPage/about', <Route path="/staticPage/:id" element={<StaticPage />} />);
    await waitFor(() => expect(screen.getByTestId('static-page').textContent).toContain('Chúng tôi mua hộ'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Giới thiệu');
  });

  it('the home page section links the three latest news items', async () => {
    const fetch = stubApi(() => ({
      body: { items: [summary(1), summary(2), summary(3)], page: 1, pageSize: 3, total: 9 },
    }));
    renderAt('/', <Route path="/" element={<LatestNews />} />);
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(3));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/category=news.*pageSize=3|pageSize=3.*category=news/);
    expect(screen.getByText('Xem tất cả').getAttribute('href')).toBe('/article');
  });
});

describe('terms sheet', () => {
  const user = (accepted: number | null, current: number): CurrentUser => ({
    id: 1,
    fullName: 'Mai',
    email: 'mai@example.vn',
    phone: '0977000001',
    roles: ['customer'],
    walletBalanceVnd: 0,
    availableVnd: 0,
    heldVnd: 0,
    createdAt: '2026-11-01T00:00:00Z',
    level: null,
    termsVersionAccepted: accepted,
    currentTermsVersion: current,
  });

  it('blocks until the new version is accepted, and stands aside on the terms page', async () => {
    const fetch = stubApi(() => ({ body: user(2, 2) }));
    setUser(user(1, 2));
    renderAt('/', <Route path="*" element={<TermsSheet />} />);
    expect(screen.getByTestId('terms-sheet')).toBeTruthy();
    expect(screen.getByText('Đọc điều khoản sử dụng').getAttribute('href')).toBe('/staticPage/terms');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Đồng ý' }));
    });
    await waitFor(() => expect(screen.queryByTestId('terms-sheet')).toBeNull());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/CurrentUser/AcceptTerms');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 2 });
    cleanup();
    setUser(user(1, 2));
    renderAt('/staticPage/terms', <Route path="*" element={<TermsSheet />} />);
    expect(screen.queryByTestId('terms-sheet')).toBeNull();
  });

  it('does not show when the accepted version is the current one', () => {
    setUser(user(3, 3));
    renderAt('/', <Route path="*" element={<TermsSheet />} />);
    expect(screen.queryByTestId('terms-sheet')).toBeNull();
  });
});
