// @vitest-environment jsdom
/**
 * The article editor (decision 0102): a new article is checked with the shared contract's messages,
 * the lazy rich-text editor appears with its toolbar, and "Lưu nháp" sends title, category, summary
 * and the editor's HTML, then opens the saved article's page.
 */
import '../../test/dom.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleEditPage } from './article-edit-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

const saved = {
  id: 7,
  title: 'Hướng dẫn nạp tiền',
  slug: 'huong-dan-nap-tien',
  category: 'guide',
  summary: '',
  coverImageId: null,
  coverImageUrl: null,
  body: '<p>Chuyển khoản</p>',
  status: 'draft',
  publishedAt: null,
  createdAt: '2026-11-27T00:00:00Z',
  updatedAt: '2026-11-27T00:00:00Z',
  updatedBy: 'Quản trị viên Demo',
};

describe('ArticleEditPage', () => {
  it('checks the title, loads the editor, and saves a draft', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST' && String(url).endsWith('/api/Admin/Article')) {
          posted.push(JSON.parse(String(init.body)));
          return Response.json(saved);
        }
        return Response.json(saved);
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemoryRouter initialEntries={['/article/new']}>
            <Routes>
              <Route path="/article/:id" element={<ArticleEditPage />} />
            </Routes>
            <Where />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('article-save'));
    expect(await screen.findByText('Vui lòng nhập tiêu đề')).toBeTruthy();
    expect(await screen.findByRole('toolbar', { name: 'Định dạng' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chèn ảnh' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('article-title'), { target: { value: 'Hướng dẫn nạp tiền' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('article-save'));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: 'Hướng dẫn nạp tiền',
      category: 'news',
      summary: '',
      slug: '',
      coverImageId: null,
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/article/7'));
  }, 60_000);
});
