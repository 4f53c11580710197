/**
 * The staff page's dialogs (decision 0097): create or edit a member (StaffForm in a modal), and
 * disable one with a reason. Each closes on success with a clear message; an API refusal shows its
 * Vietnamese message and keeps the dialog open.
 */
import { disableStaffInput, type StaffInput, type StaffView } from '@app/shared/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { App, type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import { useCreateStaff, useDisableStaff, useUpdateStaff, warehousesQuery } from './api.ts';
import { emptyStaff, StaffForm } from './staff-form.tsx';

const t = messages.staff;

/** Creates a member (`member` null) or edits `member`. */
export function StaffDialog({ member, onClose }: { member: StaffView | null; onClose: () => void }) {
  const { message } = App.useApp();
  const warehouses = useQuery(warehousesQuery());
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const pending = create.isPending || update.isPending;
  const submit = (body: StaffInput) => {
    const done = {
      onSuccess: () => {
        message.success(member ? t.saved : t.created(body.email));
        onClose();
      },
      onError: (error: Error) => message.error(errorText(error)),
    };
    if (member) update.mutate({ id: member.id, body }, done);
    else create.mutate(body, done);
  };
  return (
    <Modal
      open
      title={member ? t.editTitle(member.name) : t.createTitle}
      okText={t.save}
      cancelText={t.cancel}
      okButtonProps={
        { htmlType: 'submit', form: 'staff-form', loading: pending, 'data-testid': 'staff-save' } as ButtonProps
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <StaffForm
        id="staff-form"
        initial={member ? { ...member, phone: member.phone } : emptyStaff}
        warehouses={warehouses.data ?? []}
        onSubmit={submit}
      />
    </Modal>
  );
}

/** Asks for the reason, then disables `member`. */
export function DisableDialog({ member, onClose }: { member: StaffView; onClose: () => void }) {
  const { message } = App.useApp();
  const disable = useDisableStaff();
  const submit = ({ reason }: { reason: string }) =>
    disable.mutate(
      { id: member.id, reason },
      {
        onSuccess: () => {
          message.success(t.disabledDone(member.name));
          onClose();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );
  return (
    <Modal
      open
      title={t.disableTitle(member.name)}
      okText={t.disable}
      cancelText={t.cancel}
      okButtonProps={{ danger: true, htmlType: 'submit', form: 'staff-disable', loading: disable.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.disableIntro}</Typography.Paragraph>
      <Form id="staff-disable" layout="vertical" onFinish={submit}>
        <Form.Item name="reason" label={t.reason} rules={[zodRule(disableStaffInput.shape.reason)]}>
          <Input.TextArea maxLength={500} rows={3} data-testid="staff-disable-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
