/** The route form (decision 0099), in a modal: a China warehouse to a Vietnam one, transit days, active. */
import { routeInput } from '@app/shared/contracts/warehouse-admin';
import { App, Form, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { warehouseAdminMessages as t } from '../../messages-warehouse-admin.ts';
import { type AdminRoute, type AdminWarehouse, useSaveRoute } from './api.ts';

type Values = { fromWarehouseId: number; toWarehouseId: number; transitDays: number; active: boolean };

export function RouteForm({
  editing,
  warehouses,
  onClose,
}: {
  editing: AdminRoute | 'new' | null;
  warehouses: AdminWarehouse[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveRoute();
  const { message } = App.useApp();

  useEffect(() => {
    if (editing === 'new') form.setFieldsValue({ transitDays: 7, active: true });
    else if (editing) form.setFieldsValue(editing);
  }, [editing, form]);

  // Inactive warehouses are offered in no new choice; the one a route already uses stays.
  const options = (country: 'CN' | 'VN', keep?: number) =>
    warehouses
      .filter((w) => w.country === country && (w.active || w.id === keep))
      .map((w) => ({ value: w.id, label: w.name }));
  const current = editing && editing !== 'new' ? editing : undefined;

  const submit = (body: Values) =>
    save.mutate(
      { id: current?.id, body },
      {
        onSuccess: () => {
          message.success(t.saved);
          onClose();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t.addRoute : t.edit}
      okText={t.save}
      cancelText={t.cancel}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="route" data-testid="route-form">
        <Form.Item name="fromWarehouseId" label={t.fields.from} rules={[zodRule(routeInput.shape.fromWarehouseId)]}>
          <Select options={options('CN', current?.fromWarehouseId)} />
        </Form.Item>
        <Form.Item name="toWarehouseId" label={t.fields.to} rules={[zodRule(routeInput.shape.toWarehouseId)]}>
          <Select options={options('VN', current?.toWarehouseId)} />
        </Form.Item>
        <Form.Item name="transitDays" label={t.fields.transitDays} rules={[zodRule(routeInput.shape.transitDays)]}>
          <InputNumber<number> {...typedNumber} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="active" label={t.fields.active} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
