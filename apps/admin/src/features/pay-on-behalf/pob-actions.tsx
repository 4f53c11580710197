/**
 * The staff actions on a pay-on-behalf order, by status and the member's permission
 * (`handle:pay-on-behalf-order`): 'Nhận xử lý' (pending → processing), 'Đã thanh toán'
 * (processing: the Alipay trade number and at least one proof image uploaded here), 'Thất bại'
 * (pending or processing, with a reason; the money goes back to the wallet) and 'Ghi nhận hoàn
 * tiền' (paid or completed: a seller's refund into the company's Alipay becomes a pending refund
 * request, never above what is left). Errors show the API's message.
 */
import {
  POB_MAX_PHOTOS,
  type PobOrderDetail,
  pobFailInput,
  pobPaidInput,
  pobRefundInput,
} from '@app/shared/contracts/pay-on-behalf';
import { formatFen } from '@app/shared/money';
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { errorNotice } from '../../components/error-notice.tsx';
import { ProofUpload, type UploadedProof } from '../../components/proof-upload.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { useCan } from '../../lib/permissions.ts';
import { payOnBehalfMessages as t } from '../../messages-pay-on-behalf.ts';
import { uploadProof, useFailPob, usePaidPob, useRecordPobRefund, useTakePob } from './api.ts';
import { canRecordRefund, parseRefundAmount, refundableFen } from './pob-model.ts';

type Open = 'paid' | 'fail' | 'refund' | null;

export function PobActions({ order: o }: { order: PobOrderDetail }) {
  const { message } = App.useApp();
  const canHandle = useCan('handle:pay-on-behalf-order');
  const take = useTakePob();
  const paid = usePaidPob();
  const fail = useFailPob();
  const refund = useRecordPobRefund();
  const [open, setOpen] = useState<Open>(null);
  const [proofs, setProofs] = useState<UploadedProof[]>([]);
  const [proofError, setProofError] = useState<string | null>(null);
  const [paidForm] = Form.useForm<{ alipayTradeNo: string }>();
  const [failForm] = Form.useForm<{ reason: string }>();
  const [refundForm] = Form.useForm<{ amount: string; reason: string }>();
  const onError = (error: unknown) => message.error(errorNotice(error));
  const close = () => setOpen(null);
  const show = (which: Open) => {
    setProofs([]);
    setProofError(null);
    setOpen(which);
  };
  const leftFen = refundableFen(o);

  if (!canHandle) return null;

  const onPaid = ({ alipayTradeNo }: { alipayTradeNo: string }) => {
    if (proofs.length === 0) return setProofError(t.proofRequired);
    paid
      .mutateAsync({ id: o.id, alipayTradeNo: alipayTradeNo.trim(), proofPhotoIds: proofs.map((p) => p.id) })
      .then(() => {
        message.success(t.paidDone);
        setProofs([]);
        close();
      })
      .catch(onError);
  };
  const onFail = ({ reason }: { reason: string }) =>
    fail
      .mutateAsync({ id: o.id, reason: reason.trim() })
      .then(() => {
        message.success(t.failed);
        close();
      })
      .catch(onError);
  const onRefund = ({ amount, reason }: { amount: string; reason: string }) => {
    const parsed = parseRefundAmount(amount, leftFen);
    if (!parsed.ok) return;
    refund
      .mutateAsync({ id: o.id, amountFen: parsed.fen, reason: reason.trim(), photoIds: proofs.map((p) => p.id) })
      .then(() => {
        message.success(t.recordRefundDone);
        setProofs([]);
        close();
      })
      .catch(onError);
  };

  return (
    <Space wrap>
      {o.status === 'pending' && (
        <Popconfirm
          title={t.take}
          description={`${o.code} · ${formatFen(o.totalFen)}`}
          okText={t.take}
          cancelText={t.close}
          onConfirm={() =>
            take
              .mutateAsync(o.id)
              .then(() => message.success(t.taken))
              .catch(onError)
          }
        >
          <Button type="primary" loading={take.isPending} data-testid="pob-take">
            {t.take}
          </Button>
        </Popconfirm>
      )}
      {o.status === 'processing' && (
        <Button type="primary" onClick={() => show('paid')} data-testid="pob-paid">
          {t.paid}
        </Button>
      )}
      {(o.status === 'pending' || o.status === 'processing') && (
        <Button danger onClick={() => show('fail')} data-testid="pob-fail">
          {t.fail}
        </Button>
      )}
      {canRecordRefund(o) && (
        <Button onClick={() => show('refund')} data-testid="pob-record-refund">
          {t.recordRefund}
        </Button>
      )}
      <Modal
        open={open === 'paid'}
        title={`${t.paidTitle} · ${o.code}`}
        okText={t.paidSubmit}
        cancelText={t.close}
        okButtonProps={{
          loading: paid.isPending,
          ...({ 'data-testid': 'pob-paid-submit' } as Record<string, string>),
        }}
        onOk={() => paidForm.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Form form={paidForm} layout="vertical" onFinish={onPaid} clearOnDestroy>
          <Form.Item name="alipayTradeNo" label={t.alipayTradeNo} rules={[zodRule(pobPaidInput.shape.alipayTradeNo)]}>
            <Input maxLength={100} placeholder={t.tradeNoPlaceholder} data-testid="pob-trade-no" />
          </Form.Item>
          <Form.Item label={t.proofs} validateStatus={proofError ? 'error' : undefined} help={proofError ?? undefined}>
            <ProofUpload
              images={proofs}
              upload={uploadProof}
              label={t.uploadProof}
              alt={t.proofs}
              testId="pob-proof"
              max={POB_MAX_PHOTOS}
              onAdd={(image) => {
                setProofs((list) => [...list, image].slice(0, POB_MAX_PHOTOS));
                setProofError(null);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={open === 'fail'}
        title={`${t.failTitle} · ${o.code}`}
        okText={t.failSubmit}
        cancelText={t.close}
        okButtonProps={{ danger: true, loading: fail.isPending }}
        onOk={() => failForm.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Form form={failForm} layout="vertical" onFinish={onFail} clearOnDestroy>
          <Form.Item name="reason" label={t.failReason} rules={[zodRule(pobFailInput.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.failPlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={open === 'refund'}
        title={`${t.recordRefundTitle} · ${o.code}`}
        okText={t.recordRefundSubmit}
        cancelText={t.close}
        okButtonProps={{ loading: refund.isPending }}
        onOk={() => refundForm.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Form form={refundForm} layout="vertical" onFinish={onRefund} clearOnDestroy>
          <Form.Item
            name="amount"
            label={t.refundAmount}
            extra={t.refundLeft(formatFen(leftFen))}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const parsed = parseRefundAmount(value ?? '', leftFen);
                  if (!parsed.ok)
                    throw new Error(
                      parsed.reason === 'invalid' ? t.refundAmountInvalid : t.refundLeft(formatFen(leftFen)),
                    );
                },
              },
            ]}
          >
            <Input inputMode="decimal" prefix="¥" data-testid="pob-refund-amount" />
          </Form.Item>
          <Form.Item name="reason" label={t.refundReason} rules={[zodRule(pobRefundInput.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.refundReasonPlaceholder} />
          </Form.Item>
          <Form.Item label={t.proofs}>
            <ProofUpload
              images={proofs}
              upload={uploadProof}
              label={t.uploadProof}
              alt={t.proofs}
              testId="pob-refund-proof"
              max={POB_MAX_PHOTOS}
              onAdd={(image) => setProofs((list) => [...list, image].slice(0, POB_MAX_PHOTOS))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
