/**
 * 'Mã vận đơn của shop' on the order's buying panel (decision 0091): the order's courier codes with their
 * parcels' status, a field that takes a pasted list (one a line, or separated by spaces or commas),
 * checked with the shared contract (`courierCode`: our own PK…/BA… codes are refused) before sending,
 * and a remove button on a code whose parcel is still expected. Adding and removing are for buyers
 * while the order was bought and not yet received (`purchased`, `seller_shipped`); the API's refusal
 * shows as it says it.
 */

import { courierCode, trackingCodesInput } from '@app/shared/contracts/parcel';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { parcelMachine } from '@app/shared/machines/parcel';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { StatusTag } from '../../components/status-tag.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useCan } from '../../lib/permissions.ts';
import { messages } from '../../messages.ts';
import { trackingCodesQuery, useAddTrackingCodes, useRemoveTrackingCode } from './tracking-api.ts';

const t = messages.tracking;
const MAX_CODES = 50;

/**
 * The codes of a pasted list, normalised and without repeats, or the Vietnamese reason of the first
 * that the contract refuses (`PK00001234: Đây là mã kiện…`).
 */
export function parseTrackingCodes(text: string): { codes: string[] } | { error: string } {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 0) return { error: t.required };
  const codes: string[] = [];
  for (const word of words) {
    const parsed = courierCode.safeParse(word);
    if (!parsed.success) return { error: t.codeError(word, parsed.error.issues[0]?.message ?? '') };
    if (!codes.includes(parsed.data)) codes.push(parsed.data);
  }
  if (codes.length > MAX_CODES) return { error: t.tooMany(MAX_CODES) };
  return trackingCodesInput.safeParse({ trackingCodes: codes }).success ? { codes } : { error: t.required };
}

export function TrackingCodes({ order }: { order: AdminPurchaseOrder }) {
  const list = useQuery(trackingCodesQuery(order.id));
  const editable = useCan('buy:purchase-order') && (order.status === 'purchased' || order.status === 'seller_shipped');
  const add = useAddTrackingCodes(order.id);
  const remove = useRemoveTrackingCode(order.id);
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const parcels = list.data ?? [];
  if (!editable && parcels.length === 0) return null;

  const submit = () => {
    setError(null);
    const parsed = parseTrackingCodes(text);
    if ('error' in parsed) return setError(parsed.error);
    add.mutate(parsed.codes, {
      onSuccess: () => {
        setText('');
        message.success(t.added(parsed.codes.length));
      },
      onError: (e) => setError(errorText(e)),
    });
  };

  return (
    <div data-testid="tracking-codes">
      <Typography.Title level={5}>{t.title}</Typography.Title>
      {list.isPending && <Skeleton active title={false} paragraph={{ rows: 1 }} />}
      {list.isError && <Alert type="error" showIcon title={errorText(list.error)} />}
      {list.isSuccess && parcels.length === 0 && <Typography.Text type="secondary">{t.empty}</Typography.Text>}
      <Flex vertical gap={4}>
        {parcels.map((p) => (
          <Flex key={p.id} gap={8} align="center" wrap data-testid="tracking-code">
            <Typography.Text strong copyable style={{ whiteSpace: 'nowrap' }}>
              {p.trackingCode}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {t.parcel(p.code)}
            </Typography.Text>
            <StatusTag machine={parcelMachine} status={p.status} />
            {editable && p.status === 'expected' && (
              <Popconfirm
                title={t.removeConfirm(p.trackingCode)}
                description={t.removeHint}
                okText={t.removeOk}
                cancelText={t.keep}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove
                    .mutateAsync(p.id)
                    .then(() => message.success(t.removed(p.trackingCode)))
                    .catch((e) => setError(errorText(e)))
                }
              >
                <Button size="small" danger type="link" data-testid="tracking-remove">
                  {t.remove}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        ))}
      </Flex>
      {editable && (
        <Form layout="vertical" onFinish={submit} style={{ marginTop: 8 }}>
          <Form.Item label={t.label} extra={t.hint} style={{ marginBottom: 8 }}>
            <Input.TextArea
              data-testid="tracking-input"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t.placeholder}
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          </Form.Item>
          {error && (
            <Alert type="error" showIcon title={error} data-testid="tracking-error" style={{ marginBottom: 8 }} />
          )}
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="tracking-submit">
            {t.submit}
          </Button>
        </Form>
      )}
    </div>
  );
}
