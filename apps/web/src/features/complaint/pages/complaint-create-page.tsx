/**
 * /orderComplaint/create?orderType=purchase|consignment&orderId=…: opened from an order page's
 * "Khiếu nại" button. Loads the order's lines (a purchase order) and whether it may be complained
 * about now, then shows the form.
 */
import type { ComplaintOrderType } from '@app/shared/contracts/complaint';
import { complaintEndpoints } from '@app/shared/contracts/complaint.endpoints';
import { purchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { call, errorText } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { commonMessages } from '../../../messages/common.ts';
import { complaintMessages as m } from '../../../messages/complaint.ts';
import { ComplaintForm } from '../components/complaint-form.tsx';

export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const orderType = (search.get('orderType') === 'consignment' ? 'consignment' : 'purchase') as ComplaintOrderType;
  const orderId = Number(search.get('orderId'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const state = useQuery({
    queryKey: queryKeys.orderComplaints(orderType, orderId),
    queryFn: ({ signal }) => call(complaintEndpoints.forOrder, { query: { orderType, orderId }, signal }),
    enabled: valid,
  });
  const order = useQuery({
    queryKey: queryKeys.order(orderId),
    queryFn: ({ signal }) => call(purchaseOrderEndpoints.get, { params: { id: orderId }, signal }),
    enabled: valid && orderType === 'purchase',
  });

  const failed = !valid || state.isError || order.isError;
  if (failed || (state.data && !state.data.eligible)) {
    return (
      <EmptyState
        title={failed ? m.orderLoadFailed : m.notEligible}
        description={failed ? errorText(state.error ?? order.error) : m.windowClosed}
        action={<Button onClick={() => navigate(-1)}>{commonMessages.back}</Button>}
      />
    );
  }
  if (!state.data || (orderType === 'purchase' && !order.data)) return <Loading />;
  const lines = (order.data?.lines ?? [])
    .map((l) => ({
      id: l.id,
      title: l.title,
      imageUrl: l.imageUrl,
      units: l.boughtQuantity ?? l.quantity,
      detail: Object.values(l.skuProperties).join(', '),
    }))
    .filter((l) => l.units > 0);
  return <ComplaintForm orderType={orderType} orderId={orderId} lines={lines} />;
}
