/**
 * A pending adjustment's actions: 'Duyệt' behind a confirmation naming the amount and the customer
 * (never offered to its proposer: the API answers 409 `own-proposal`), and 'Từ chối' with a reason
 * (the proposer may withdraw their own this way). Errors show the API's message.
 */
import { type Adjustment, rejectAdjustmentInput } from '@app/shared/contracts/adjustment';
import type { CurrentUser } from '@app/shared/contracts/auth';
import { formatVnd } from '@app/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { messages } from '../../messages.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
import { useApproveAdjustment, useRejectAdjustment } from './api.ts';

const t = moneyControlMessages.adjustment;

/** `+200.000 ₫` / `−50.000 ₫`. */
export const signedVnd = (n: number) => `${n > 0 ? '+' : '−'}${formatVnd(Math.abs(n))}`;

export function AdjustmentActions({ adjustment: a }: { adjustment: Adjustment }) {
  const { message } = App.useApp();
  const me = useQueryClient().getQueryData<CurrentUser>(queryKeys.currentUser)?.id;
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const [rejecting, setRejecting] = useState(false);
  const mine = a.proposedBy.id === me;

  const onApprove = () =>
    approve
      .mutateAsync(a.id)
      .then(() => message.success(t.approved))
      .catch((error: unknown) => message.error(errorText(error)));
  const onReject = ({ reason }: { reason: string }) =>
    reject
      .mutateAsync({ id: a.id, reason })
      .then(() => {
        message.success(t.rejected);
        setRejecting(false);
      })
      .catch((error: unknown) => message.error(errorText(error)));

  return (
    <Space orientation="vertical" size={4}>
      {mine && <Typography.Text type="secondary">{t.own}</Typography.Text>}
      <Space>
        {!mine && (
          <Popconfirm
            title={t.approveConfirm}
            description={
              <div style={{ maxWidth: 300 }}>{t.approveDetail(signedVnd(a.amountVnd), a.customer.fullName)}</div>
            }
            okText={t.approve}
            cancelText={messages.common.close}
            onConfirm={onApprove}
          >
            <Button type="primary" size="small" loading={approve.isPending} data-testid="adjustment-approve">
              {t.approve}
            </Button>
          </Popconfirm>
        )}
        <Button danger size="small" onClick={() => setRejecting(true)} data-testid="adjustment-reject">
          {t.reject}
        </Button>
      </Space>
      <Modal
        open={rejecting}
        title={t.rejectTitle(a.code)}
        okText={t.rejectSubmit}
        cancelText={messages.common.close}
        okButtonProps={
          {
            danger: true,
            htmlType: 'submit',
            form: `adjustment-reject-${a.id}`,
            loading: reject.isPending,
          } as ButtonProps
        }
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form id={`adjustment-reject-${a.id}`} layout="vertical" onFinish={onReject}>
          <Form.Item name="reason" label={t.rejectReason} rules={[zodRule(rejectAdjustmentInput.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="adjustment-reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
