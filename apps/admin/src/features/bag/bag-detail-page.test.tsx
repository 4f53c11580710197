// @vitest-environment jsdom
/**
 * The bag page prints the bag's label (decision 0091): "In tem bao" fetches GET /Admin/Bag/{id}/Label and
 * prints the SVG in a frame sized to the label; a refusal shows the API's message.
 */
import '../../test/dom.ts';
import type { Bag } from '@app/shared/contracts/bag';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { BagDetailPage } from './bag-detail-page.tsx';

const at = '2026-11-24T03:00:00.000Z';
const bag: Bag = {
  id: 5,
  code: 'BA000005',
  status: 'closed',
  from: { id: 1, name: 'Kho Quảng Châu' },
  to: { id: 2, name: 'Kho Hà Nội' },
  weightGrams: 3_250,
  parcelCount: 0,
  arrivedCount: 0,
  createdAt: at,
  updatedAt: at,
  parcels: [],
  notScanned: [],
  events: [],
};
const svg =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><title>Tem bao BA000005</title></svg>';

let urls: string[];
let labelAnswer: () => Response;
beforeEach(() => {
  urls = [];
  labelAnswer = () => new Response(svg, { status: 200, headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      if (String(url).endsWith('/Label')) return labelAnswer();
      return new Response(JSON.stringify(bag), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const f of document.querySelectorAll('iframe')) f.remove();
});

async function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/bag/5']}>
          <Routes>
            <Route path="/bag/:id" element={<BagDetailPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  await screen.findByTestId('bag-code');
}

describe('the bag label', { timeout: 30_000 }, () => {
  it('prints the label the API draws, in a frame sized to the label', async () => {
    await renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('print-bag-label')));
    await waitFor(() => expect(urls).toContain('/api/Admin/Bag/5/Label'));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const frame = document.querySelector('iframe')!;
    expect(frame.srcdoc).toContain('@page{size:100mm 75mm;margin:0}');
    expect(frame.srcdoc).toContain('<title>Tem bao BA000005</title>');
    expect(frame.srcdoc).not.toContain('<?xml');
  });

  it('shows the API’s refusal', async () => {
    labelAnswer = () =>
      new Response(JSON.stringify({ Message: 'Không tìm thấy bao hàng', code: 'not-found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    await renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('print-bag-label')));
    expect(await screen.findByText('Không tìm thấy bao hàng')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
