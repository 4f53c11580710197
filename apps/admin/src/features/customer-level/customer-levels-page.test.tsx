// @vitest-environment jsdom
/** 'Hạng khách hàng' (decision 0100): the set loads into the form and is saved whole, in percents. */
import '../../test/dom.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerLevelsPage } from './customer-levels-page.tsx';

const levels = {
  levels: [
    { id: 1, name: 'Thường', depositPercent: 70, serviceFeeDiscountPercent: 0, thresholdVnd: 0 },
    { id: 2, name: 'Bạc', depositPercent: 70, serviceFeeDiscountPercent: 5, thresholdVnd: 50_000_000 },
  ],
};
let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(levels), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CustomerLevelsPage', { timeout: 30_000 }, () => {
  it('saves the edited set, and refuses a threshold below the one before it', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <CustomerLevelsPage />
        </App>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('level-name')).toHaveLength(2));
    const discounts = screen.getAllByTestId('level-discount');
    fireEvent.change(discounts[1]!, { target: { value: '7,5' } });
    await act(async () => fireEvent.click(screen.getByTestId('levels-save')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      levels: [levels.levels[0], { ...levels.levels[1], serviceFeeDiscountPercent: 7.5 }],
    });

    fireEvent.change(screen.getAllByTestId('level-threshold')[1]!, { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByTestId('levels-save')));
    expect(await screen.findByText('Mốc chi tiêu phải tăng dần, mỗi hạng một mốc khác nhau')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
