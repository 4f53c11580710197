/**
 * Row actions of a pending recharge: 'Duyệt' behind a Popconfirm ('Xác nhận đã nhận được
 * tiền?') for the requested amount; 'Số tiền khác' when the bank received another amount
 * (received-amount-modal.tsx); 'Hủy', which asks for a reason in a modal. Errors show the API's message.
 */
import { cancelRechargeInput, type Recharge } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { errorNotice } from '../../components/error-notice.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import { useApproveRecharge, useCancelRecharge } from './api.ts';
import { ReceivedAmountModal } from './received-amount-modal.tsx';

const t = messages.recharge;

export function RechargeActions({ recharge }: { recharge: Recharge }) {
  const { message } = App.useApp();
  const approve = useApproveRecharge();
  const cancel = useCancelRecharge();
  const [cancelling, setCancelling] = useState(false);
  const [otherAmount, setOtherAmount] = useState(false);
  const [form] = Form.useForm<{ note?: string }>();

  const onApprove = () =>
    approve
      .mutateAsync({ id: recharge.id })
      .then(() => message.success(t.approved))
      .catch((error: unknown) => message.error(errorNotice(error)));

  // mutateAsync: the cancelled row leaves the pending list (unmounting this) when the lists
  // refetch, before callbacks given to mutate() would run, so their message would be lost.
  const onCancel = ({ note }: { note?: string }) =>
    cancel
      .mutateAsync({ id: recharge.id, note: note?.trim() ?? '' })
      .then(() => {
        message.success(t.cancelled);
        setCancelling(false);
      })
      .catch((error: unknown) => message.error(errorNotice(error)));

  return (
    <Space>
      <Popconfirm
        title={t.approveConfirm}
        description={t.approveConfirmDetail(formatVnd(recharge.amountVnd), recharge.memo)}
        okText={t.confirmYes}
        cancelText={t.confirmNo}
        onConfirm={onApprove}
      >
        <Button type="primary" size="small" loading={approve.isPending} data-testid="recharge-approve">
          {t.approve}
        </Button>
      </Popconfirm>
      <Button size="small" onClick={() => setOtherAmount(true)} data-testid="recharge-approve-other">
        {t.approveOther}
      </Button>
      <ReceivedAmountModal recharge={recharge} open={otherAmount} onClose={() => setOtherAmount(false)} />
      <Button danger size="small" onClick={() => setCancelling(true)} data-testid="recharge-cancel">
        {t.cancel}
      </Button>
      <Modal
        open={cancelling}
        title={`${t.cancelTitle} ${recharge.memo}`}
        okText={t.cancelSubmit}
        cancelText={messages.common.close}
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setCancelling(false)}
        destroyOnHidden
      >
        <Form form={form} name={`cancel-${recharge.id}`} layout="vertical" onFinish={onCancel} clearOnDestroy>
          <Form.Item name="note" label={t.cancelNote} rules={[zodRule(cancelRechargeInput.shape.note)]}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.cancelNotePlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
