/**
 * A staff row's actions (decision 0097): edit and disable open the page's dialogs; enable and reset
 * the password act at once (the reset after a confirmation), each with a clear success message.
 */
import type { StaffView } from '@app/shared/contracts/staff';
import { App, Button, Popconfirm, Space } from 'antd';
import { errorText } from '../../lib/api-client.ts';
import { messages } from '../../messages.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
import { useEnableStaff, useResetStaffPassword } from './api.ts';

const t = messages.staff;

/** The dialog the page shows: edit (`member` null: create) or disable. */
export type Dialog =
  | { kind: 'edit'; member: StaffView | null }
  | { kind: 'disable'; member: StaffView }
  | { kind: 'limits'; member: StaffView };

export function StaffActions({ member, open }: { member: StaffView; open: (d: Dialog) => void }) {
  const { message } = App.useApp();
  const enable = useEnableStaff();
  const reset = useResetStaffPassword();
  const onError = (error: Error) => message.error(errorText(error));
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={() => open({ kind: 'edit', member })} data-testid="staff-edit">
        {t.edit}
      </Button>
      <Button size="small" onClick={() => open({ kind: 'limits', member })} data-testid="staff-money-limits">
        {moneyControlMessages.limits.edit}
      </Button>
      {member.active ? (
        <Button size="small" danger onClick={() => open({ kind: 'disable', member })} data-testid="staff-disable">
          {t.disable}
        </Button>
      ) : (
        <Button
          size="small"
          loading={enable.isPending}
          onClick={() =>
            enable.mutate(member.id, { onSuccess: () => message.success(t.enabledDone(member.name)), onError })
          }
          data-testid="staff-enable"
        >
          {t.enable}
        </Button>
      )}
      <Popconfirm
        title={t.resetPassword}
        description={<div style={{ maxWidth: 320 }}>{t.resetConfirm(member.name)}</div>}
        okText={t.resetPassword}
        cancelText={t.cancel}
        onConfirm={() =>
          reset.mutate(member.id, { onSuccess: () => message.success(t.resetDone(member.email)), onError })
        }
      >
        <Button size="small" loading={reset.isPending} data-testid="staff-reset">
          {t.resetPassword}
        </Button>
      </Popconfirm>
    </Space>
  );
}
