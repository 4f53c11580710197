/**
 * 'Ghi nhận đơn shop': one shop order placed on the Chinese site for this order (its number, the
 * seller's domestic shipping) and, for each line not yet bought, whether it is in this shop order,
 * how many were bought (0 = out of stock) and at what unit price. Before sending it says what will
 * happen: short lines refunded to the customer at once, a higher total sent to the customer to
 * confirm. Checked with the shared contract (purchaseInput); the API's message shows on refusal.
 */
import { purchaseInput, shopOrderNumber } from '@app/shared/contracts/buying';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatFen, parseCnyToFen } from '@app/shared/money';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { messages } from '../../messages.ts';
import { usePurchase } from './buying-api.ts';

const t = messages.buying;
type Line = AdminPurchaseOrder['lines'][number];

interface Row {
  include: boolean;
  quantity: number | null;
  price: string;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

export function PurchaseForm({ order }: { order: AdminPurchaseOrder }) {
  const open = order.lines.filter((l) => l.boughtQuantity === null);
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(open.map((l) => [l.id, { include: true, quantity: l.quantity, price: yuan(l.unitPriceFen) }])),
  );
  const [form] = Form.useForm<{ shopOrderNumber: string; shipping: string }>();
  const { message } = App.useApp();
  const purchase = usePurchase(order.id, () => message.success(t.recorded));
  const [error, setError] = useState<string | null>(null);

  const set = (id: number, patch: Partial<Row>) => setRows((r) => ({ ...r, [id]: { ...r[id]!, ...patch } }));
  const chosen = open.filter((l) => rows[l.id]?.include);
  const lines = chosen.map((l) => {
    const row = rows[l.id]!;
    const quantity = row.quantity ?? -1;
    return {
      line: l,
      lineId: l.id,
      boughtQuantity: quantity,
      unitPriceFen: quantity === 0 ? 0 : parseCnyToFen(row.price),
    };
  });
  const short = lines.reduce((n, l) => n + Math.max(0, l.line.quantity - l.boughtQuantity), 0);
  const deltaFen = lines.reduce(
    (sum, l) =>
      sum +
      (l.boughtQuantity > 0 && l.unitPriceFen !== null ? l.boughtQuantity * (l.unitPriceFen - l.line.unitPriceFen) : 0),
    0,
  );

  const submit = ({ shopOrderNumber: number, shipping }: { shopOrderNumber: string; shipping: string }) => {
    setError(null);
    if (lines.some((l) => !Number.isInteger(l.boughtQuantity))) return setError(t.wholeQuantity);
    if (lines.some((l) => l.unitPriceFen === null)) return setError(t.priceInvalid);
    const body = {
      shopOrderNumber: number,
      domesticShippingFen: parseCnyToFen(shipping || '0') ?? -1,
      lines: lines.map(({ lineId, boughtQuantity, unitPriceFen }) => ({
        lineId,
        boughtQuantity,
        unitPriceFen: unitPriceFen ?? 0,
      })),
    };
    const checked = purchaseInput.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? messages.common.error);
    purchase.mutate(checked.data, { onError: (e) => setError(errorText(e)) });
  };

  const columns = [
    {
      title: t.include,
      key: 'include',
      width: 90,
      render: (_: unknown, l: Line) => (
        <Checkbox
          checked={rows[l.id]?.include}
          onChange={(e) => set(l.id, { include: e.target.checked })}
          aria-label={`${t.include}: ${l.title}`}
          data-testid="purchase-include"
        />
      ),
    },
    {
      title: messages.order.product,
      key: 'title',
      render: (_: unknown, l: Line) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{l.title}</Typography.Text>
          <Typography.Text type="secondary">
            {t.ordered}: {l.quantity} × {formatFen(l.unitPriceFen)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t.boughtQuantity,
      key: 'quantity',
      width: 170,
      render: (_: unknown, l: Line) => (
        <Space size={4}>
          <InputNumber<number>
            {...typedNumber}
            min={0}
            max={l.quantity}
            value={rows[l.id]?.quantity}
            onChange={(v) => set(l.id, { quantity: v })}
            aria-label={`${t.boughtQuantity}: ${l.title}`}
            disabled={!rows[l.id]?.include}
            style={{ width: 72 }}
            data-testid="purchase-quantity"
          />
          <Button
            size="small"
            onClick={() => set(l.id, { quantity: 0 })}
            disabled={!rows[l.id]?.include}
            data-testid="purchase-out-of-stock"
          >
            {t.outOfStock}
          </Button>
        </Space>
      ),
    },
    {
      title: t.boughtPrice,
      key: 'price',
      width: 140,
      render: (_: unknown, l: Line) => (
        <Input
          inputMode="decimal"
          value={rows[l.id]?.price}
          onChange={(e) => set(l.id, { price: e.target.value })}
          aria-label={`${t.boughtPrice}: ${l.title}`}
          disabled={!rows[l.id]?.include || rows[l.id]?.quantity === 0}
          status={rows[l.id]?.include && parseCnyToFen(rows[l.id]?.price ?? '') === null ? 'error' : undefined}
          data-testid="purchase-price"
        />
      ),
    },
  ];

  return (
    <Form
      form={form}
      name="purchase"
      layout="vertical"
      requiredMark={false}
      disabled={purchase.isPending}
      onFinish={submit}
      initialValues={{ shopOrderNumber: '', shipping: '0' }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t.formTitle}
      </Typography.Title>
      <Space wrap size={16} align="start">
        <Form.Item
          name="shopOrderNumber"
          label={t.shopOrderNumber}
          extra={t.shopOrderNumberHint}
          rules={[zodRule(shopOrderNumber)]}
          style={{ width: 260 }}
        >
          <Input maxLength={64} data-testid="purchase-shop-order" />
        </Form.Item>
        <Form.Item name="shipping" label={t.domesticShipping} style={{ width: 160 }}>
          <Input inputMode="decimal" data-testid="purchase-shipping" />
        </Form.Item>
      </Space>
      <Table<Line>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={open}
        pagination={false}
        scroll={{ x: 600 }}
        style={{ marginBottom: 12 }}
      />
      <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
        {chosen.length === 0 && <Alert type="warning" showIcon title={t.pickLines} />}
        {short > 0 && <Alert type="info" showIcon title={t.summaryShort(short)} data-testid="purchase-summary-short" />}
        {deltaFen > 0 && (
          <Alert type="warning" showIcon title={t.summaryUp(formatFen(deltaFen))} data-testid="purchase-summary-up" />
        )}
        {deltaFen < 0 && <Alert type="success" showIcon title={t.summaryDown(formatFen(-deltaFen))} />}
        {error && <Alert type="error" showIcon title={error} data-testid="purchase-error" />}
      </Space>
      <Button
        type="primary"
        htmlType="submit"
        loading={purchase.isPending}
        disabled={chosen.length === 0}
        data-testid="purchase-submit"
      >
        {t.submit}
      </Button>
    </Form>
  );
}
