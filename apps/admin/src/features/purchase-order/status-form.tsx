/**
 * 'Chuyển trạng thái': the next statuses this staff member may set, exactly as the API sends them
 * (`allowedNextStatuses`: `staffFormNextStatuses` of @app/shared/machines/purchase-order for the
 * member's roles, without the moves that have their own action — decision 0085; the console keeps no
 * list of its own) and a note. A refused move (409) shows the API's message; success replaces the
 * order on screen.
 */
import { type AdminPurchaseOrder, changePurchaseOrderStatusInput } from '@app/shared/contracts/purchase-order';
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import { useChangeOrderStatus } from './api.ts';

const t = messages.order;

interface StatusValues {
  status?: PurchaseOrderStatus;
  note?: string;
}

export function StatusForm({ order }: { order: AdminPurchaseOrder }) {
  const [form] = Form.useForm<StatusValues>();
  const { message } = App.useApp();
  const change = useChangeOrderStatus(order.id);

  const submit = ({ status, note }: StatusValues) => {
    if (!status) return;
    change.mutate(
      { status, note: note?.trim() ?? '' },
      {
        onSuccess: () => {
          message.success(t.updated);
          form.resetFields();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );
  };

  return (
    <Card title={t.changeStatus} size="small">
      <Typography.Paragraph type="secondary" data-testid="status-actions-hint">
        {t.actionsHint}
      </Typography.Paragraph>
      {order.allowedNextStatuses.length === 0 ? (
        <Typography.Text type="secondary" data-testid="no-next-status">
          {t.noNextStatus}
        </Typography.Text>
      ) : (
        <Form<StatusValues>
          // A new status brings new choices: start the form afresh.
          key={order.status}
          form={form}
          name="order-status"
          layout="vertical"
          requiredMark={false}
          disabled={change.isPending}
          onFinish={submit}
        >
          <Form.Item name="status" label={t.nextStatus} rules={[{ required: true, message: t.nextStatusRequired }]}>
            <Select<PurchaseOrderStatus>
              data-testid="next-status-select"
              options={order.allowedNextStatuses.map((status) => ({
                value: status,
                label: purchaseOrderMachine.labels[status],
                'data-testid': `next-status-${status}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="note" label={t.note} rules={[zodRule(changePurchaseOrderStatusInput.shape.note)]}>
            <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t.notePlaceholder} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="status-submit">
            {t.submit}
          </Button>
        </Form>
      )}
    </Card>
  );
}
