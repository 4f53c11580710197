/**
 * What a member may do with a complaint, by its status and their permissions: take it, ask the
 * customer for more, offer a refund (amount, fault party in Vietnamese, note; above their limit it
 * waits for another member), approve someone else's waiting offer, reject with a reason.
 */
import {
  type Complaint,
  type ComplaintFaultParty,
  complaintFaultParties,
  complaintFaultPartyLabels,
  offerInput,
  rejectComplaintInput,
  requestInfoInput,
} from '@app/shared/contracts/complaint';
import { App, Button, Flex, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { useCan } from '../../lib/permissions.ts';
import { complaintMessages as t } from '../../messages-complaint.ts';
import { useApprove, useOffer, useReject, useRequestInfo, useTake } from './api.ts';

type Dialog = 'info' | 'offer' | 'reject' | null;

export function ComplaintActions({ complaint: c, myId }: { complaint: Complaint; myId: number | undefined }) {
  const { message } = App.useApp();
  const handle = useCan('handle:complaint');
  const approveAllowed = useCan('approve:complaint-offer');
  const take = useTake(c.id);
  const info = useRequestInfo(c.id);
  const offer = useOffer(c.id);
  const approve = useApprove(c.id);
  const reject = useReject(c.id);
  const [open, setOpen] = useState<Dialog>(null);
  const [form] = Form.useForm();
  const fail = (e: unknown) => message.error(errorText(e));
  const done = (text: string) => () => {
    setOpen(null);
    message.success(text);
  };
  const open_ = c.status === 'pending' || c.status === 'processing' || c.status === 'offered';
  const canOffer = handle && (c.status === 'pending' || c.status === 'processing');

  const show = (d: Dialog) => {
    form.resetFields();
    setOpen(d);
  };
  const submit = async () => {
    const v = await form.validateFields();
    if (open === 'info') info.mutate(v.note, { onSuccess: done(t.requestInfoSent), onError: fail });
    if (open === 'reject') reject.mutate(v.reason, { onSuccess: done(t.rejected), onError: fail });
    if (open === 'offer')
      offer.mutate(
        { amountVnd: v.amountVnd, faultParty: v.faultParty as ComplaintFaultParty, note: v.note ?? '' },
        {
          onSuccess: (next) => {
            setOpen(null);
            message.success(next.offerAwaitingApproval ? t.offerQueued : t.offerSent);
          },
          onError: fail,
        },
      );
  };

  return (
    <>
      <Flex wrap gap={8}>
        {handle && c.status === 'pending' && (
          <Button
            type="primary"
            loading={take.isPending}
            data-testid="complaint-take"
            onClick={() => take.mutate(undefined, { onSuccess: () => message.success(t.taken), onError: fail })}
          >
            {t.take}
          </Button>
        )}
        {canOffer && (
          <Button type="primary" data-testid="complaint-offer" onClick={() => show('offer')}>
            {t.makeOffer}
          </Button>
        )}
        {canOffer && (
          <Button data-testid="complaint-request-info" onClick={() => show('info')}>
            {t.requestInfo}
          </Button>
        )}
        {approveAllowed && c.offerAwaitingApproval && c.offeredBy?.id !== myId && (
          <Button
            type="primary"
            loading={approve.isPending}
            data-testid="complaint-approve"
            onClick={() => approve.mutate(undefined, { onSuccess: () => message.success(t.approved), onError: fail })}
          >
            {t.approve}
          </Button>
        )}
        {handle && open_ && (
          <Button danger data-testid="complaint-reject" onClick={() => show('reject')}>
            {t.reject}
          </Button>
        )}
      </Flex>
      <Modal
        open={open !== null}
        title={open === 'offer' ? t.makeOffer : open === 'reject' ? t.reject : t.requestInfo}
        okText={t.send}
        cancelText={t.cancel}
        onOk={submit}
        onCancel={() => setOpen(null)}
        confirmLoading={info.isPending || offer.isPending || reject.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
          {open === 'info' && (
            <Form.Item name="note" label={t.requestInfoNote} rules={[zodRule(requestInfoInput.shape.note)]}>
              <Input.TextArea rows={3} maxLength={2000} data-testid="complaint-info-note" />
            </Form.Item>
          )}
          {open === 'reject' && (
            <Form.Item name="reason" label={t.rejectNote} rules={[zodRule(rejectComplaintInput.shape.reason)]}>
              <Input.TextArea rows={3} maxLength={2000} data-testid="complaint-reject-reason" />
            </Form.Item>
          )}
          {open === 'offer' && (
            <>
              <Form.Item
                name="amountVnd"
                label={t.offerAmount}
                extra={`${t.maxRefund}: ${c.maxRefundVnd.toLocaleString('vi-VN')} ₫`}
                rules={[zodRule(offerInput.shape.amountVnd)]}
              >
                <InputNumber<number> {...typedNumber} style={{ width: 240 }} data-testid="complaint-offer-amount" />
              </Form.Item>
              <Form.Item name="faultParty" label={t.faultParty} rules={[zodRule(offerInput.shape.faultParty)]}>
                <Select
                  data-testid="complaint-fault-party"
                  options={complaintFaultParties.map((p) => ({ value: p, label: complaintFaultPartyLabels[p] }))}
                />
              </Form.Item>
              <Form.Item name="note" label={t.offerNote}>
                <Input.TextArea rows={2} maxLength={2000} data-testid="complaint-offer-note" />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}
