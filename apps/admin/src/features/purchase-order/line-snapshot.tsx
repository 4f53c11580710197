/**
 * Under an order line: what the customer saw when adding it to the cart (price, variant, stock, where
 * the details came from, when) and the product's live price now, a higher one in red, so the
 * purchaser knows before buying whether the price moved (live-price.ts).
 */
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatDateTime, formatFen, formatNumber } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { messages } from '../../messages.ts';
import { livePriceOf, liveProductQuery } from './live-price.ts';

const s = messages.snapshot;
type Line = AdminPurchaseOrder['lines'][number];

/** "Lúc thêm vào giỏ: ¥12,50, phân loại Màu: Đỏ, còn 37 (nguồn: tiện ích), lúc 22/11/2026 14:05". */
export function snapshotText(snapshot: NonNullable<Line['snapshot']>): string {
  const variant = Object.entries(snapshot.skuProperties)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return [
    s.added(formatFen(snapshot.unitPriceFen)),
    variant && s.variant(variant),
    snapshot.stock !== null && s.stock(formatNumber(snapshot.stock)),
  ]
    .filter(Boolean)
    .join(', ')
    .concat(` ${s.source(s.sources[snapshot.source])}, ${s.at(formatDateTime(snapshot.addedAt))}`);
}

export function LineSnapshot({ line }: { line: Line }) {
  return (
    <div data-testid="line-snapshot" style={{ display: 'grid', gap: 2 }}>
      <Typography.Text type="secondary">{line.snapshot ? snapshotText(line.snapshot) : s.none}</Typography.Text>
      {line.productId && <LivePrice line={line} productId={line.productId} />}
    </div>
  );
}

function LivePrice({ line, productId }: { line: Line; productId: string }) {
  const live = useQuery(liveProductQuery(line.site, productId));
  if (live.isPending) return <Typography.Text type="secondary">{s.liveLoading}</Typography.Text>;
  if (live.isError || live.data.providerStatus !== 'ok') {
    return <Typography.Text data-testid="line-live-price">{s.liveUnavailable}</Typography.Text>;
  }
  const price = livePriceOf(live.data, line);
  if (!price) return <Typography.Text data-testid="line-live-price">{s.liveUnknown}</Typography.Text>;
  const then = line.snapshot?.unitPriceFen ?? line.unitPriceFen;
  const higher = price.priceFen > then;
  const parts = [s.live(formatFen(price.priceFen))];
  if (higher) parts.push(s.liveHigher(formatFen(price.priceFen - then)));
  if (price.stock !== null) parts.push(s.liveStock(formatNumber(price.stock)));
  return (
    <Typography.Text data-testid="line-live-price" type={higher ? 'danger' : undefined} strong={higher}>
      {parts.join(', ')}
    </Typography.Text>
  );
}
