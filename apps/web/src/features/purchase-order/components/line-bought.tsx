/**
 * Under an order line: "Cần báo giá" while the order waits for a quote; once bought, the bought
 * quantity next to the ordered one ("Đã mua 2/3"), "Thiếu 1" or "Hết hàng", the real unit price when
 * it differs from the agreed one, and the shop order it was bought in.
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatFen } from '@app/shared/money';
import { Tag } from 'antd-mobile';
import { orderMessages as m } from '../../../messages/order.ts';

type Line = PurchaseOrder['lines'][number];

export function LineBought({ line, pending }: { line: Line; pending: boolean }) {
  const muted = { color: 'var(--app-text-muted)' };
  if (line.boughtQuantity === null) {
    return pending && line.needsQuote ? (
      <span>
        <Tag color="warning" fill="outline" data-testid="line-needs-quote">
          {m.needsQuote}
        </Tag>
      </span>
    ) : null;
  }
  const short = line.quantity - line.boughtQuantity;
  return (
    <span data-testid="line-bought" style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 8px', alignItems: 'center' }}>
      <span>{m.bought(line.boughtQuantity, line.quantity)}</span>
      {line.boughtQuantity === 0 ? (
        <Tag color="danger" fill="outline">
          {m.outOfStock}
        </Tag>
      ) : (
        short > 0 && (
          <Tag color="danger" fill="outline" data-testid="line-short">
            {m.short(short)}
          </Tag>
        )
      )}
      {line.boughtQuantity > 0 && line.boughtUnitPriceFen !== null && line.boughtUnitPriceFen !== line.unitPriceFen && (
        <span style={{ color: 'var(--app-danger)' }}>{m.boughtAt(formatFen(line.boughtUnitPriceFen))}</span>
      )}
      {line.shopOrderNumber && <span style={muted}>{m.inShopOrder(line.shopOrderNumber)}</span>}
    </span>
  );
}
