/**
 * The care card's dialogs (decision 0100): lock with a reason, assign a sales member and a note, pin
 * or unpin a level. Each field is checked by the contract the API validates with.
 */

import type { CustomerDetail } from '@app/shared/contracts/customer';
import { customerLevelPinInput, lockCustomerInput, updateCustomerInput } from '@app/shared/contracts/customer';
import { useQuery } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import { levelsQuery, salesStaffQuery, type useCareChange } from './care-api.ts';

const t = messages.customerCare;

interface Props {
  change: ReturnType<typeof useCareChange>;
  onClose: () => void;
}

/** Runs the change, then closes with `done` as the toast; an API error shows its Vietnamese message. */
function useSubmit({ change, onClose }: Props) {
  const { message } = App.useApp();
  return (body: Parameters<Props['change']['mutate']>[0], done: string) =>
    change.mutate(body, {
      onSuccess: () => {
        message.success(done);
        onClose();
      },
      onError: (e) => message.error(errorText(e)),
    });
}

export function LockModal(props: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const submit = useSubmit(props);
  return (
    <Modal
      open
      title={t.lockTitle}
      okText={t.lockSubmit}
      okButtonProps={{ danger: true, loading: props.change.isPending, 'data-testid': 'lock-submit' } as ButtonProps}
      cancelText={t.cancel}
      onCancel={props.onClose}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">{t.lockHint}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => submit({ kind: 'lock', reason: v.reason.trim() }, t.locked)}>
        <Form.Item name="reason" label={t.lockReason} rules={[zodRule(lockCustomerInput.shape.reason)]}>
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t.lockReasonPlaceholder}
            data-testid="lock-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AssignModal(props: Props & { customer: CustomerDetail }) {
  const staff = useQuery(salesStaffQuery);
  const [form] = Form.useForm<{ salesStaffId: number | null; note: string }>();
  const submit = useSubmit(props);
  const c = props.customer;
  return (
    <Modal
      open
      title={t.editTitle}
      okText={t.save}
      okButtonProps={{ loading: props.change.isPending, 'data-testid': 'assign-submit' } as ButtonProps}
      cancelText={t.cancel}
      onCancel={props.onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ salesStaffId: c.salesStaff?.id ?? null, note: c.note }}
        onFinish={(v) => submit({ kind: 'update', salesStaffId: v.salesStaffId ?? null, note: v.note ?? '' }, t.saved)}
      >
        <Form.Item name="salesStaffId" label={t.salesStaff}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={staff.isPending}
            placeholder={t.noSalesStaff}
            options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.fullName }))}
            data-testid="assign-sales"
          />
        </Form.Item>
        <Form.Item name="note" label={t.note} rules={[zodRule(updateCustomerInput.shape.note)]}>
          <Input.TextArea
            rows={4}
            maxLength={1000}
            showCount
            placeholder={t.notePlaceholder}
            data-testid="assign-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function LevelModal(props: Props & { customer: CustomerDetail }) {
  const levels = useQuery(levelsQuery);
  const [form] = Form.useForm<{ levelId: number | null }>();
  const submit = useSubmit(props);
  const c = props.customer;
  const busy = props.change.isPending;
  return (
    <Modal
      open
      title={t.pinTitle}
      onCancel={props.onClose}
      footer={
        <Space>
          {c.level.pinned && (
            <Button
              loading={busy}
              onClick={() => submit({ kind: 'level', levelId: null, pinned: false }, t.unpinned)}
              data-testid="level-unpin"
            >
              {t.unpin}
            </Button>
          )}
          <Button onClick={props.onClose}>{t.cancel}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="level-submit">
            {t.pinSubmit}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t.pinHint}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ levelId: c.level.id }}
        onFinish={(v) => submit({ kind: 'level', levelId: v.levelId, pinned: true }, t.pinned)}
      >
        <Form.Item name="levelId" label={t.level} rules={[zodRule(customerLevelPinInput.shape.levelId)]}>
          <Select
            loading={levels.isPending}
            options={(levels.data?.levels ?? []).map((l) => ({ value: l.id, label: l.name }))}
            data-testid="level-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
