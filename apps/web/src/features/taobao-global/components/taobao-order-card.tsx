/**
 * One Taobao Global order: platform order id, account, state, its sub-orders (image, title, SKU,
 * quantity × price in ¥), total, tracking numbers with the progress of the parcel each became, and
 * "Đã gửi thanh toán hộ TT…" once sent. `selectable` adds the checkbox of "Thanh toán hộ".
 */
import type { TaobaoGlobalOrder } from '@app/shared/contracts/taobao-global';
import { taobaoGlobalOrderMachine } from '@app/shared/machines/taobao-global';
import { formatFen } from '@app/shared/money';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { taobaoMessages as m } from '../../../messages/taobao-global.ts';

const muted = { fontSize: 13, color: 'var(--app-text-muted)' } as const;

export function SubOrderRow({ line }: { line: TaobaoGlobalOrder['subOrders'][number] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr)', gap: 8, padding: '6px 0' }}>
      {line.imageUrl ? (
        <img
          src={line.imageUrl}
          alt=""
          width={56}
          height={56}
          style={{ objectFit: 'cover', borderRadius: 8, background: 'var(--app-bg)' }}
        />
      ) : (
        <span style={{ width: 56, height: 56, borderRadius: 8, background: 'var(--app-bg)' }} />
      )}
      <span style={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <span style={{ overflowWrap: 'anywhere' }}>{line.title}</span>
        {line.skuProperties && <span style={{ ...muted, overflowWrap: 'anywhere' }}>{line.skuProperties}</span>}
        <span style={muted}>{m.quantityPrice(line.quantity, formatFen(line.priceFen))}</span>
      </span>
    </div>
  );
}

export function Trackings({ order }: { order: TaobaoGlobalOrder }) {
  if (order.trackings.length === 0) return <span style={muted}>{m.noTracking}</span>;
  return (
    <div style={{ display: 'grid', gap: 2 }} data-testid="taobao-trackings">
      {order.trackings.map((t) => (
        <span key={t.trackingCode} style={{ fontSize: 14, overflowWrap: 'anywhere' }}>
          {t.company ? `${t.company} ` : ''}
          <strong>{t.trackingCode}</strong>: {t.parcel ? t.parcel.statusLabel : m.parcelWaiting}
        </span>
      ))}
    </div>
  );
}

export function TaobaoOrderCard(props: {
  order: TaobaoGlobalOrder;
  selectable?: boolean;
  selected?: boolean;
  onToggle?: () => void;
}) {
  const o = props.order;
  return (
    <article className="card" data-testid="taobao-order" data-order-id={o.id} style={{ display: 'grid', gap: 6 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {props.selectable && (
          <input
            type="checkbox"
            checked={props.selected ?? false}
            onChange={props.onToggle}
            aria-label={m.select(o.platformOrderId)}
            data-testid="taobao-order-select"
            style={{ width: 22, height: 22, flex: 'none' }}
          />
        )}
        <span style={{ display: 'grid', minWidth: 0, flex: 1 }}>
          <strong style={{ overflowWrap: 'anywhere', fontSize: 15 }}>{m.orderNo(o.platformOrderId)}</strong>
          <span style={{ ...muted, overflowWrap: 'anywhere' }}>
            {m.account(o.account.nick)} · {m.seller(o.sellerNick)}
          </span>
        </span>
        <StatusTag machine={taobaoGlobalOrderMachine} status={o.status} testId="taobao-order-status" />
      </div>
      {o.subOrders.map((l) => (
        <SubOrderRow key={l.id} line={l} />
      ))}
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span style={muted}>
          {m.postFee} {formatFen(o.postFeeFen)}
        </span>
        <span>
          {m.total} <strong data-testid="taobao-order-total">{formatFen(o.paymentFen)}</strong>
        </span>
      </span>
      <Trackings order={o} />
      {o.payOnBehalf && (
        <span data-testid="taobao-order-pob" style={{ fontSize: 14 }}>
          {m.sentToPob(o.payOnBehalf.code)} · {o.payOnBehalf.statusLabel}
        </span>
      )}
      <Link to={`/taobaoIntOrder/${o.id}`} data-testid="taobao-order-detail-link">
        {m.detail}
      </Link>
    </article>
  );
}
