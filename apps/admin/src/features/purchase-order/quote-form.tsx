/**
 * 'Báo giá': a unit price (¥) for every line of an order awaiting a quote, starting from the customer's
 * estimate, and a note for the customer; sent to POST /Admin/OrderOrdering/{id}/Quote, after which the
 * customer pays a 100 % deposit.
 */
import { quoteInput } from '@app/shared/contracts/buying';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatFen, parseCnyToFen } from '@app/shared/money';
import { Alert, App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { messages } from '../../messages.ts';
import { useQuote } from './buying-api.ts';

const t = messages.buying;

export function QuoteForm({ order }: { order: AdminPurchaseOrder }) {
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.id, (l.unitPriceFen / 100).toFixed(2)])),
  );
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();
  const quote = useQuote(order.id, () => message.success(t.quoted));

  const submit = () => {
    setError(null);
    const lines = order.lines.map((l) => ({ lineId: l.id, unitPriceFen: parseCnyToFen(prices[l.id] ?? '') ?? 0 }));
    const checked = quoteInput.safeParse({ lines, note });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? messages.common.error);
    quote.mutate(checked.data, { onError: (e) => setError(errorText(e)) });
  };

  return (
    <Card title={t.quoteTitle} size="small" data-testid="quote-form">
      <Typography.Paragraph type="secondary">{t.quoteIntro}</Typography.Paragraph>
      <Form layout="vertical" onFinish={submit} disabled={quote.isPending}>
        {order.lines.map((l) => (
          <Form.Item
            key={l.id}
            label={`${l.title} × ${l.quantity}`}
            extra={`${t.agreedPrice}: ${formatFen(l.unitPriceFen)}`}
            validateStatus={parseCnyToFen(prices[l.id] ?? '') ? undefined : 'error'}
          >
            <Input
              inputMode="decimal"
              addonBefore="¥"
              aria-label={`${t.quotePrice}: ${l.title}`}
              value={prices[l.id]}
              onChange={(e) => setPrices((p) => ({ ...p, [l.id]: e.target.value }))}
              data-testid="quote-price"
            />
          </Form.Item>
        ))}
        <Form.Item label={t.quoteNote}>
          <Input.TextArea rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {error && <Alert type="error" showIcon title={error} />}
          <Button type="primary" htmlType="submit" loading={quote.isPending} data-testid="quote-submit">
            {t.quoteSubmit}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
