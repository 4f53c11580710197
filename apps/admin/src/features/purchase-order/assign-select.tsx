/**
 * Who buys this order: a select of the staff who may buy (GET /Admin/OrderOrdering/Purchasers) and
 * "Bỏ giao"; choosing one posts /Assign and says so.
 */
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { useQuery } from '@tanstack/react-query';
import { App, Select } from 'antd';
import { errorText } from '../../lib/api-client.ts';
import { messages } from '../../messages.ts';
import { purchasersQuery, useAssignOrder } from './buying-api.ts';

const t = messages.buying;
const NOBODY = 0;

export function AssignSelect(props: {
  orderId: number;
  assignee: AdminPurchaseOrder['assignee'];
  code: string;
  width?: number;
}) {
  const purchasers = useQuery(purchasersQuery());
  const { message } = App.useApp();
  const assign = useAssignOrder(props.orderId, (o) =>
    message.success(o.assignee ? t.assigned(o.assignee.fullName) : t.released),
  );
  const options = [
    ...(props.assignee ? [{ value: NOBODY, label: t.unassign, 'data-testid': 'assign-option-none' }] : []),
    ...(purchasers.data ?? []).map((p) => ({ value: p.id, label: p.fullName, 'data-testid': `assign-option-${p.id}` })),
  ];
  // The current one stays named while the list loads (or if they can no longer buy).
  if (props.assignee && !options.some((o) => o.value === props.assignee?.id)) {
    options.push({
      value: props.assignee.id,
      label: props.assignee.fullName,
      'data-testid': `assign-option-${props.assignee.id}`,
    });
  }
  return (
    <Select<number>
      aria-label={`${t.assignee} ${props.code}`}
      data-testid="assign-select"
      style={{ width: props.width ?? 180 }}
      placeholder={t.assignPlaceholder}
      value={props.assignee?.id}
      options={options}
      loading={assign.isPending || purchasers.isLoading}
      disabled={assign.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(id) => assign.mutate(id === NOBODY ? null : id, { onError: (e) => message.error(errorText(e)) })}
    />
  );
}
