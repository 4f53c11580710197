/**
 * /orderShipping/{id}: where to send the parcels (copyable), the order, its money (Tổng / Đã thanh
 * toán / Còn lại), its parcels with what the warehouse measured and charged, adding and removing
 * codes, cancelling, and the timeline. Refreshes itself every 30 s and on focus, as the warehouses
 * move the parcels.
 */
import { consignmentMachine } from '@app/shared/machines/consignment';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ChatLink } from '../../../components/chat-link.tsx';
import { ConfirmReceivedButton } from '../../../components/confirm-received-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { OrderComplaints } from '../../../components/order-complaints.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { Timeline } from '../../../components/timeline.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { liveFallback } from '../../../lib/live.ts';
import { commonMessages } from '../../../messages/common.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { consignmentKeys, consignmentQuery, useCancelConsignment } from '../api/consignment.ts';
import { ConsignmentMoney, ConsignmentOverview } from '../components/consignment-overview.tsx';
import { ConsignmentParcels } from '../components/consignment-parcels.tsx';
import { SendToCard } from '../components/send-to-card.tsx';

export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({
    ...consignmentQuery(id),
    enabled: valid,
    refetchOnWindowFocus: true,
    refetchInterval: () => liveFallback(30_000),
  });
  const cancel = useCancelConsignment(id);
  const navigate = useNavigate();
  // Opened from the form's submit button or a card far down a list: start at the top.
  useEffect(() => {
    if (id) window.scrollTo(0, 0);
  }, [id]);

  if (!valid || order.isError) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={order.error ? errorText(order.error) : undefined}
        action={<Button onClick={() => navigate('/orderShipping')}>{commonMessages.back}</Button>}
      />
    );
  }
  if (!order.data) return <Loading />;
  const o = order.data;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="consignment-detail">
      <ConsignmentOverview order={o} />
      {o.status !== 'cancelled' && <SendToCard sendTo={o.sendTo} />}
      <ConsignmentMoney order={o} />
      <ConsignmentParcels order={o} />
      {o.status === 'delivered' && <ConfirmReceivedButton order={o} kind="consignment" refresh={consignmentKeys.all} />}
      <OrderComplaints orderType="consignment" orderId={o.id} status={o.status} />
      <ChatLink type="shipping" id={o.id} />
      {o.canCancel && (
        <Button
          block
          color="danger"
          fill="outline"
          loading={cancel.isPending}
          data-testid="consignment-cancel"
          onClick={async () => {
            const ok = await Dialog.confirm({
              content: m.cancelConfirm,
              confirmText: m.cancel,
              cancelText: m.keep,
            });
            if (!ok) return;
            cancel.mutate(undefined, {
              onSuccess: () => Toast.show({ icon: 'success', content: m.cancelled }),
              onError: (e) => Toast.show({ content: errorText(e) }),
            });
          }}
        >
          {m.cancel}
        </Button>
      )}
      <Section title={m.timelineTitle} testId="consignment-timeline">
        <Timeline machine={consignmentMachine} events={o.events} />
      </Section>
    </div>
  );
}
