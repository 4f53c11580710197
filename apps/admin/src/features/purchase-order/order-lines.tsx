/**
 * The order's product lines: image, title linking to the shop's page, SKU properties as the shop
 * shows them, unit price in yuan, quantity and amount (yuan and đồng at the order's frozen rate).
 */
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatFen, formatVnd } from '@app/shared/money';
import { Card, Image, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { nowrap, nowrapCell } from '../../components/nowrap.ts';
import { messages } from '../../messages.ts';
import { LineSnapshot } from './line-snapshot.tsx';

const t = messages.order;
const b = messages.buying;
type Line = AdminPurchaseOrder['lines'][number];
/** Grey square shown when the shop's image cannot be loaded (moved, hotlink-protected). */
const IMAGE_FALLBACK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 56 56'%3E%3Crect width='56' height='56' fill='%23f0f0f0'/%3E%3C/svg%3E";

const columns: TableColumnsType<Line> = [
  {
    title: t.image,
    dataIndex: 'imageUrl',
    width: 80,
    // Chinese shops' image CDNs refuse some referrers; the picture is only a reminder, so send none.
    render: (src: string | null) =>
      src ? (
        <Image
          src={src}
          width={56}
          height={56}
          style={{ objectFit: 'cover' }}
          referrerPolicy="no-referrer"
          fallback={IMAGE_FALLBACK}
        />
      ) : null,
  },
  {
    title: t.product,
    key: 'product',
    // The table sizes columns to their content (scroll x max-content): a product's texts wrap at this
    // width instead of stretching the table past its card.
    render: (_, line) => (
      <Space orientation="vertical" size={4} style={{ minWidth: 200, maxWidth: 300 }}>
        <Typography.Link href={line.url} target="_blank" rel="noopener noreferrer" data-testid="line-link">
          {line.title}
        </Typography.Link>
        <Space size={[4, 4]} wrap>
          {Object.entries(line.skuProperties).map(([name, value]) => (
            <Tag key={name}>{`${name}: ${value}`}</Tag>
          ))}
        </Space>
        {line.note && <Typography.Text type="secondary">{`${t.lineNote}: ${line.note}`}</Typography.Text>}
        <LineSnapshot line={line} />
      </Space>
    ),
  },
  {
    title: t.unitPrice,
    dataIndex: 'unitPriceFen',
    align: 'right',
    onHeaderCell: nowrapCell,
    render: (fen: number, line) => (
      <>
        <div>{formatFen(fen)}</div>
        {line.boughtQuantity !== null &&
          line.boughtQuantity > 0 &&
          line.boughtUnitPriceFen !== null &&
          line.boughtUnitPriceFen !== fen && (
            <Typography.Text type="danger">{b.realPrice(formatFen(line.boughtUnitPriceFen))}</Typography.Text>
          )}
      </>
    ),
  },
  { title: t.quantity, dataIndex: 'quantity', align: 'right', onHeaderCell: nowrapCell },
  {
    title: b.boughtColumn,
    key: 'bought',
    align: 'right',
    onHeaderCell: nowrapCell,
    render: (_, line) =>
      line.boughtQuantity === null ? (
        line.needsQuote ? (
          <Tag color="gold">{b.needsQuote}</Tag>
        ) : (
          messages.common.none
        )
      ) : (
        <Space orientation="vertical" size={2} align="end" data-testid="line-bought">
          <span>{b.boughtCell(line.boughtQuantity, line.quantity)}</span>
          {line.boughtQuantity < line.quantity && (
            <Tag color="red">
              {line.boughtQuantity === 0 ? b.outOfStock : b.shortTag(line.quantity - line.boughtQuantity)}
            </Tag>
          )}
          {line.shopOrderNumber && (
            <Typography.Text type="secondary" style={nowrap} data-testid="shop-order-number">
              {line.shopOrderNumber}
            </Typography.Text>
          )}
        </Space>
      ),
  },
  {
    title: t.amount,
    key: 'amount',
    align: 'right',
    onHeaderCell: nowrapCell,
    render: (_, line) => (
      <>
        <div>{formatFen(line.amountFen)}</div>
        <Typography.Text type="secondary">{formatVnd(line.amountVnd)}</Typography.Text>
      </>
    ),
  },
];

export function OrderLines({ lines }: { lines: Line[] }) {
  return (
    <Card title={t.lines} size="small" data-testid="order-lines">
      <Table<Line>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
