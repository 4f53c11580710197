/**
 * Row actions of an unmatched transfer: 'Gán' (money in only) opens the assign dialog; 'Bỏ qua' asks
 * for a reason (checked with the shared contract) in a modal. Errors show the API's message.
 */
import { type BankTransfer, ignoreBankTransferInput } from '@app/shared/contracts/bank-transfer';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { errorNotice } from '../../components/error-notice.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { useCan } from '../../lib/permissions.ts';
import { bankTransferMessages as t } from '../../messages-bank-transfer.ts';
import { useIgnoreBankTransfer } from './api.ts';
import { AssignModal } from './assign-modal.tsx';

export function BankTransferActions({ transfer }: { transfer: BankTransfer }) {
  const { message } = App.useApp();
  const canSettle = useCan('settle:bank-transfer');
  const ignore = useIgnoreBankTransfer();
  const [assigning, setAssigning] = useState(false);
  const [ignoring, setIgnoring] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (!canSettle) return null;

  const onIgnore = ({ reason }: { reason: string }) =>
    ignore
      .mutateAsync({ id: transfer.id, reason: reason.trim() })
      .then(() => {
        message.success(t.ignored);
        setIgnoring(false);
      })
      .catch((error: unknown) => message.error(errorNotice(error)));

  return (
    <Space wrap>
      {transfer.direction === 'in' && (
        <Button type="primary" size="small" onClick={() => setAssigning(true)} data-testid="bank-transfer-assign">
          {t.assign}
        </Button>
      )}
      <Button size="small" onClick={() => setIgnoring(true)} data-testid="bank-transfer-ignore">
        {t.ignore}
      </Button>
      {assigning && <AssignModal transfer={transfer} onClose={() => setAssigning(false)} />}
      <Modal
        open={ignoring}
        title={t.ignoreTitle}
        okText={t.ignoreSubmit}
        cancelText={t.close}
        okButtonProps={
          { loading: ignore.isPending, 'data-testid': 'bank-transfer-ignore-submit' } as { loading: boolean }
        }
        onOk={() => form.submit()}
        onCancel={() => setIgnoring(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={onIgnore} clearOnDestroy>
          <Form.Item
            name="reason"
            label={t.ignoreReason}
            required
            rules={[zodRule(ignoreBankTransferInput.shape.reason)]}
          >
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t.ignoreReasonPlaceholder}
              data-testid="bank-transfer-ignore-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
