/**
 * The warehouse form (decision 0099), in a modal: name, country, Vietnamese address, for a China
 * warehouse its address for sellers in Chinese (decision 0092) and the recipient template, active.
 * Checked in the browser by the shared contract's fields; the API checks again.
 */
import { DEFAULT_RECIPIENT_TEMPLATE, warehouseInput } from '@app/shared/contracts/warehouse-admin';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { warehouseAdminMessages as t } from '../../messages-warehouse-admin.ts';
import { type AdminWarehouse, useSaveWarehouse } from './api.ts';

type Values = Omit<AdminWarehouse, 'id'>;
const blank: Values = {
  name: '',
  country: 'VN',
  address: '',
  addressZh: '',
  recipientTemplate: DEFAULT_RECIPIENT_TEMPLATE,
  active: true,
  phone: '',
  provinceZh: '',
  cityZh: '',
  districtZh: '',
  streetZh: '',
};
const f = t.fields;
const chinese = ['addressZh', 'phone', 'provinceZh', 'cityZh', 'districtZh', 'streetZh'] as const;

/** `editing`: the warehouse to edit, `'new'` for a new one, null when closed. */
export function WarehouseForm({ editing, onClose }: { editing: AdminWarehouse | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveWarehouse();
  const { message } = App.useApp();
  const country = Form.useWatch('country', form);

  useEffect(() => {
    if (editing) form.setFieldsValue(editing === 'new' ? blank : editing);
  }, [editing, form]);

  const submit = (values: Values) => {
    const id = editing && editing !== 'new' ? editing.id : undefined;
    save.mutate(
      { id, body: { ...blank, ...values } },
      {
        onSuccess: () => {
          message.success(t.saved);
          onClose();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  };

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t.add : t.edit}
      okText={t.save}
      cancelText={t.cancel}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="warehouse" data-testid="warehouse-form">
        <Form.Item name="name" label={f.name} rules={[zodRule(warehouseInput.shape.name)]}>
          <Input />
        </Form.Item>
        <Form.Item name="country" label={f.country}>
          <Select options={(['CN', 'VN'] as const).map((c) => ({ value: c, label: t.countries[c] }))} />
        </Form.Item>
        <Form.Item name="address" label={f.address} rules={[zodRule(warehouseInput.shape.address)]}>
          <Input />
        </Form.Item>
        {country === 'CN' && (
          <>
            <Form.Item
              name="recipientTemplate"
              label={f.recipientTemplate}
              extra={f.recipientHint}
              rules={[zodRule(warehouseInput.shape.recipientTemplate)]}
            >
              <Input />
            </Form.Item>
            {chinese.map((name) => (
              <Form.Item key={name} name={name} label={f[name]} rules={[zodRule(warehouseInput.shape[name])]}>
                <Input />
              </Form.Item>
            ))}
          </>
        )}
        <Form.Item name="active" label={f.active} extra={f.activeHint} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
