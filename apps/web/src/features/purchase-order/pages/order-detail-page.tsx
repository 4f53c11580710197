/**
 * /orderOrdering/{id}: a price change to answer first (when the shop sold dearer), code and status,
 * receiver, lines with what was bought, shop orders, fee lines and totals (Tổng / Cần đặt cọc / Đã
 * thanh toán / Còn lại; refunds), the status timeline (with shop orders and refunds), and the
 * "Đặt cọc" / "Hủy đơn" actions the API allows; the delivery banner while its parcels wait at the
 * VN warehouse, "Xác nhận đã nhận hàng" once delivered, and links to the customer's parcels and
 * delivery requests (decision 0094); the complaint block once delivered (decision 0106).
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { ChatLink } from '../../../components/chat-link.tsx';
import { ConfirmReceivedButton } from '../../../components/confirm-received-button.tsx';
import { DeliveryBanner } from '../../../components/delivery-banner.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { OrderComplaints } from '../../../components/order-complaints.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { liveFallback } from '../../../lib/live.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { commonMessages } from '../../../messages/common.ts';
import { orderMessages as m } from '../../../messages/order.ts';
import { orderQuery } from '../api/orders.ts';
import { CancelButton } from '../components/cancel-button.tsx';
import { DepositButton } from '../components/deposit-button.tsx';
import { OrderLinks } from '../components/order-links.tsx';
import { OrderOverview } from '../components/order-overview.tsx';
import { OrderParcels } from '../components/order-parcels.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { PriceChangeCard } from '../components/price-change-card.tsx';

export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({
    ...orderQuery(id),
    enabled: valid,
    refetchOnWindowFocus: true,
    refetchInterval: () => liveFallback(30_000),
  });
  const navigate = useNavigate();

  if (!valid || order.isError) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={order.error ? errorText(order.error) : undefined}
        action={<Button onClick={() => navigate('/orderOrdering')}>{commonMessages.back}</Button>}
      />
    );
  }
  if (!order.data) {
    return <Loading />;
  }
  const o = order.data;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="order-detail">
      {o.priceChange && <PriceChangeCard order={o} />}
      {o.status === 'at_vn_warehouse' && <DeliveryBanner />}
      <OrderOverview order={o} />
      <OrderTotals order={o} />
      {(o.canDeposit || o.canCancel) && (
        <div style={{ display: 'grid', gap: 8 }}>
          {o.canDeposit && <DepositButton order={o} />}
          {o.canCancel && <CancelButton order={o} />}
        </div>
      )}
      {o.status === 'delivered' && <ConfirmReceivedButton order={o} kind="purchase" refresh={queryKeys.orders} />}
      <OrderComplaints orderType="purchase" orderId={o.id} status={o.status} />
      <ChatLink type="order" id={o.id} />
      <OrderParcels orderId={o.id} />
      <OrderLinks />
      <Section title={m.timelineTitle} testId="order-timeline">
        <OrderTimeline order={o} />
      </Section>
    </div>
  );
}
