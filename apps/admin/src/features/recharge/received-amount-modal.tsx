/**
 * 'Số tiền khác': approve a recharge for the amount the bank actually received (decision 0046). The
 * form starts at the requested amount, shows the difference as staff type, and requires a note for
 * the customer when the amounts differ (the API's own message, before any request). Fields are
 * checked with the shared `approveRechargeFields` contract.
 */
import { approveRechargeFields, type Recharge } from '@app/shared/contracts/wallet';
import { errorMessages } from '@app/shared/errors';
import { formatVnd } from '@app/shared/money';
import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { errorNotice } from '../../components/error-notice.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
import { useApproveRecharge } from './api.ts';

const t = messages.recharge;

interface Values {
  receivedVnd: number | null;
  note?: string;
}

/** `1234567` → `1.234.567`, as Vietnamese write amounts; the parser keeps the digits. */
const groupThousands = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const digitsOnly = (text: string | undefined) => (text ?? '').replace(/[^\d]/g, '');

export function ReceivedAmountModal(props: { recharge: Recharge; open: boolean; onClose: () => void }) {
  const { recharge, open, onClose } = props;
  const { message } = App.useApp();
  const approve = useApproveRecharge();
  const [form] = Form.useForm<Values>();
  const received = Form.useWatch('receivedVnd', form);
  const differs = typeof received === 'number' && received !== recharge.amountVnd;

  const submit = ({ receivedVnd, note }: Values) => {
    if (receivedVnd === null) return;
    // mutateAsync, not mutate's callbacks: the approved row leaves the pending list (and this modal
    // unmounts) when the lists refetch, before callbacks given to mutate() would run.
    approve
      .mutateAsync({ id: recharge.id, receivedVnd, note: note?.trim() ?? '' })
      .then((answer) => {
        // Above the member's limit nothing is credited: the approval waits for a second member.
        if (answer.status === 'pending')
          message.warning(moneyControlMessages.recharge.proposedNotice(formatVnd(receivedVnd)));
        else message.success(t.approvedReceived(formatVnd(receivedVnd)));
        onClose();
      })
      .catch((error: unknown) => message.error(errorNotice(error)));
  };

  return (
    <Modal
      open={open}
      title={t.approveOtherTitle(recharge.memo)}
      okText={t.approveOtherSubmit}
      cancelText={messages.common.close}
      okButtonProps={{ loading: approve.isPending, 'data-testid': 'received-submit' } as { loading: boolean }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t.approveOtherIntro(formatVnd(recharge.amountVnd))}</Typography.Paragraph>
      {recharge.proposal && (
        <Typography.Paragraph type="warning" data-testid="received-waiting">
          {moneyControlMessages.recharge.waiting(
            formatVnd(recharge.proposal.receivedVnd),
            recharge.proposal.proposedBy?.fullName ?? moneyControlMessages.recharge.system,
          )}
          {recharge.proposal.note ? ` “${recharge.proposal.note}”` : ''}
        </Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        name={`received-${recharge.id}`}
        layout="vertical"
        initialValues={{ receivedVnd: recharge.proposal?.receivedVnd ?? recharge.amountVnd, note: '' }}
        onFinish={submit}
        clearOnDestroy
      >
        <Form.Item
          name="receivedVnd"
          label={t.receivedAmount}
          extra={t.receivedAmountHint}
          rules={[zodRule(approveRechargeFields.shape.receivedVnd.unwrap())]}
        >
          <InputNumber<number>
            style={{ width: '100%' }}
            precision={0}
            step={1000}
            formatter={groupThousands}
            parser={(text) => Number(digitsOnly(text)) || (null as unknown as number)}
            inputMode="numeric"
            data-testid="received-amount"
          />
        </Form.Item>
        {differs && (
          <Typography.Paragraph type="warning" data-testid="received-difference">
            {t.difference(
              `${received > recharge.amountVnd ? '+' : '−'}${formatVnd(Math.abs(received - recharge.amountVnd))}`,
            )}
          </Typography.Paragraph>
        )}
        <Form.Item
          name="note"
          label={t.receivedNote}
          dependencies={['receivedVnd']}
          required={differs}
          rules={[
            zodRule(approveRechargeFields.shape.note),
            ({ getFieldValue }) => ({
              validator: async (_rule, note: string | undefined) => {
                const amount = getFieldValue('receivedVnd') as number | null;
                if (typeof amount === 'number' && amount !== recharge.amountVnd && !note?.trim()) {
                  throw new Error(errorMessages['recharge-note-required']);
                }
              },
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.receivedNotePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
