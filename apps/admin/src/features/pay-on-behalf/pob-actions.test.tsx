// @vitest-environment jsdom
import '../../test/dom.ts';
import type { PobOrderDetail } from '@app/shared/contracts/pay-on-behalf';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { PobActions } from './pob-actions.tsx';

afterEach(cleanup);

const order: PobOrderDetail = {
  id: 9,
  code: 'TT2611-000009',
  status: 'pending',
  source: 'customer',
  lines: [{ channel: 'alipay_daifu', reference: 'https://qr.alipay.com/x', amountFen: 10_000, note: '' }],
  totalFen: 10_000,
  rate: 3_700,
  amountVnd: 370_000,
  feeVnd: 5_000,
  totalVnd: 375_000,
  tariffVersionId: null,
  alipayTradeNo: null,
  proofPhotos: [],
  failReason: '',
  refundedFen: 0,
  refundedVnd: 0,
  createdAt: '2026-11-27T01:00:00.000Z',
  confirmedAt: null,
  paidAt: null,
  completedAt: null,
  autoCompleteAt: null,
  agent: null,
  takenBy: null,
  timeline: [],
  refunds: [],
};

function renderActions(roles: string[], o: PobOrderDetail) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.currentUser, { id: 1, roles });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <PobActions order={o} />
      </App>
    </QueryClientProvider>,
  );
}

const shown = () =>
  ['pob-take', 'pob-paid', 'pob-fail', 'pob-record-refund'].filter((id) => screen.queryByTestId(id) !== null);

describe('PobActions', () => {
  it('offers each status its next steps to a purchaser', () => {
    renderActions(['purchaser'], order);
    expect(shown()).toEqual(['pob-take', 'pob-fail']);
    cleanup();
    renderActions(['purchaser'], { ...order, status: 'processing' });
    expect(shown()).toEqual(['pob-paid', 'pob-fail']);
    cleanup();
    renderActions(['purchaser'], { ...order, status: 'paid' });
    expect(shown()).toEqual(['pob-record-refund']);
    cleanup();
    renderActions(['purchaser'], { ...order, status: 'cancelled' });
    expect(shown()).toEqual([]);
  }, 30_000);

  it('offers no refund once everything is refunded or asked for, and nothing to sales', () => {
    renderActions(['admin'], {
      ...order,
      status: 'completed',
      refunds: [{ status: 'pending', amountFen: 10_000 } as PobOrderDetail['refunds'][number]],
    });
    expect(shown()).toEqual([]);
    cleanup();
    renderActions(['sales'], order);
    expect(shown()).toEqual([]);
  }, 30_000);
});
