/**
 * The decisions on a withdrawal, by status and the member's permissions: 'Duyệt' (pending, behind a
 * Popconfirm), 'Xác nhận đã chuyển tiền' (approved: the bank's reference and at least one proof
 * image uploaded here), 'Từ chối' (pending or approved, with a reason). Errors show the API's message
 * (own request, approver over their limit…).
 */
import { payWithdrawalInput, rejectWithdrawalInput, type Withdrawal } from '@app/shared/contracts/withdrawal';
import { formatVnd } from '@app/shared/money';
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { errorNotice } from '../../components/error-notice.tsx';
import { ProofUpload } from '../../components/proof-upload.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { useCan } from '../../lib/permissions.ts';
import { withdrawalMessages as t } from '../../messages-withdrawal.ts';
import { uploadProof, useApproveWithdrawal, usePayWithdrawal, useRejectWithdrawal } from './api.ts';

export function WithdrawalActions({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { message } = App.useApp();
  const canApprove = useCan('approve:withdrawal');
  const canPay = useCan('pay:withdrawal');
  const approve = useApproveWithdrawal();
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const [paying, setPaying] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [proofs, setProofs] = useState<{ id: number; url: string }[]>([]);
  const [proofError, setProofError] = useState<string | null>(null);
  const [payForm] = Form.useForm<{ bankReference: string }>();
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const fail = (error: unknown) => message.error(errorNotice(error));

  const onPay = ({ bankReference }: { bankReference: string }) => {
    if (proofs.length === 0) return setProofError(t.proofRequired);
    pay
      .mutateAsync({ id: w.id, bankReference: bankReference.trim(), proofPhotoIds: proofs.map((p) => p.id) })
      .then(() => {
        message.success(t.paid);
        setPaying(false);
      })
      .catch(fail);
  };
  const onReject = ({ reason }: { reason: string }) =>
    reject
      .mutateAsync({ id: w.id, reason: reason.trim() })
      .then(() => {
        message.success(t.rejected);
        setRejecting(false);
      })
      .catch(fail);

  const open = w.status === 'pending' || w.status === 'approved';
  if (!open) return null;
  return (
    <Space wrap>
      {w.status === 'pending' && canApprove && (
        <Popconfirm
          title={t.approveConfirm}
          description={t.approveDetail(
            formatVnd(w.amountVnd),
            `${w.bankAccount.bankShortName} ${w.bankAccount.accountNumber}`,
          )}
          okText={t.yes}
          cancelText={t.no}
          onConfirm={() =>
            approve
              .mutateAsync(w.id)
              .then(() => message.success(t.approved))
              .catch(fail)
          }
        >
          <Button type="primary" loading={approve.isPending} data-testid="withdrawal-approve">
            {t.approve}
          </Button>
        </Popconfirm>
      )}
      {w.status === 'approved' && canPay && (
        <Button type="primary" onClick={() => setPaying(true)} data-testid="withdrawal-pay">
          {t.pay}
        </Button>
      )}
      {canApprove && (
        <Button danger onClick={() => setRejecting(true)} data-testid="withdrawal-reject">
          {t.reject}
        </Button>
      )}
      <Modal
        open={paying}
        title={`${t.payTitle} · ${w.code}`}
        okText={t.paySubmit}
        cancelText={t.close}
        okButtonProps={{
          loading: pay.isPending,
          ...({ 'data-testid': 'withdrawal-pay-submit' } as Record<string, string>),
        }}
        onOk={() => payForm.submit()}
        onCancel={() => setPaying(false)}
        destroyOnHidden
      >
        <Form form={payForm} layout="vertical" onFinish={onPay} clearOnDestroy>
          <Form.Item
            name="bankReference"
            label={t.bankReference}
            rules={[zodRule(payWithdrawalInput.shape.bankReference)]}
          >
            <Input maxLength={100} data-testid="withdrawal-bank-reference" />
          </Form.Item>
          <Form.Item label={t.proofs} validateStatus={proofError ? 'error' : undefined} help={proofError ?? undefined}>
            <ProofUpload
              images={proofs}
              upload={uploadProof}
              label={t.uploadProof}
              alt={t.proofs}
              testId="withdrawal-proof"
              onAdd={(image) => {
                setProofs((list) => [...list, image].slice(0, 5));
                setProofError(null);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={rejecting}
        title={`${t.rejectTitle} ${w.code}`}
        okText={t.rejectSubmit}
        cancelText={t.close}
        okButtonProps={{ danger: true, loading: reject.isPending }}
        onOk={() => rejectForm.submit()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={rejectForm} layout="vertical" onFinish={onReject} clearOnDestroy>
          <Form.Item name="reason" label={t.rejectReason} rules={[zodRule(rejectWithdrawalInput.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.rejectPlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
