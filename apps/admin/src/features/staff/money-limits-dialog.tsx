/**
 * 'Hạn mức tiền' of a member (DESIGN.md §3.12, decision 0107): what they may decide alone per kind
 * (@app/shared/money-limits), read from GET /Admin/Staff/{id} and saved with PUT
 * /Admin/Staff/{id}/MoneyLimits. An admin never edits their own (the API answers 403; the form says
 * so first). Fields are checked with the shared `moneyLimitsInput` contract.
 */

import type { CurrentUser } from '@app/shared/contracts/auth';
import { moneyLimitsInput, type StaffView } from '@app/shared/contracts/staff';
import { type MoneyLimitKind, moneyLimitKinds, moneyLimitLabels } from '@app/shared/money-limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, type ButtonProps, Form, InputNumber, Modal, Skeleton, Typography } from 'antd';
import { LoadError } from '../../components/load-error.tsx';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { messages } from '../../messages.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
import { staffMemberQuery, useSetMoneyLimits } from './api.ts';

const t = moneyControlMessages.limits;

export function MoneyLimitsDialog({ member, onClose }: { member: StaffView; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useQuery(staffMemberQuery(member.id));
  const save = useSetMoneyLimits();
  const own = useQueryClient().getQueryData<CurrentUser>(queryKeys.currentUser)?.id === member.id;
  const submit = (values: Record<MoneyLimitKind, number>) =>
    save.mutate(
      { id: member.id, body: values },
      {
        onSuccess: () => {
          message.success(t.saved);
          onClose();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );
  return (
    <Modal
      open
      title={`${t.title}: ${member.name}`}
      okText={t.save}
      cancelText={messages.staff.cancel}
      okButtonProps={
        {
          htmlType: 'submit',
          form: 'money-limits',
          loading: save.isPending,
          disabled: own || !detail.data,
          'data-testid': 'money-limits-save',
        } as ButtonProps
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      {own && <Alert type="warning" showIcon message={t.own} style={{ marginBottom: 16 }} />}
      {detail.isError && <LoadError error={detail.error} onRetry={() => detail.refetch()} />}
      {detail.isPending && <Skeleton active />}
      {detail.data?.moneyLimits && (
        <Form<Record<MoneyLimitKind, number>>
          id="money-limits"
          layout="vertical"
          initialValues={detail.data.moneyLimits}
          onFinish={submit}
          disabled={own}
        >
          {moneyLimitKinds.map((kind) => (
            <Form.Item
              key={kind}
              name={kind}
              label={moneyLimitLabels[kind]}
              rules={[zodRule(moneyLimitsInput.shape[kind].unwrap())]}
            >
              <InputNumber<number>
                {...typedNumber}
                style={{ width: '100%' }}
                min={0}
                step={1_000_000}
                addonAfter="₫"
                data-testid={`money-limit-${kind}`}
              />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
