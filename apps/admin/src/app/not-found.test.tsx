// @vitest-environment jsdom
/**
 * The console's 404 page (decision 0091): Vietnamese title and heading, the path it did not find, and a way
 * home; no English ("Page Not Found").
 */
import '../test/dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found.tsx';

afterEach(cleanup);

describe('the console 404 page', () => {
  it('says in Vietnamese what was not found and leads home', async () => {
    render(
      <MemoryRouter initialEntries={['/khong-co-trang-nay']}>
        <Routes>
          <Route path="/orderOrdering" element={<p>Trang đơn mua hộ</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(document.title).toBe('Quản trị – Không tìm thấy trang');
    expect(document.body.textContent).toContain('/khong-co-trang-nay');
    expect(document.body.textContent).not.toMatch(/Page|Not Found/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Về trang đơn mua hộ' })));
    expect(screen.getByText('Trang đơn mua hộ')).toBeTruthy();
  });
});
