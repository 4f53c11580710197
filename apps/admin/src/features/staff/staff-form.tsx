/**
 * The create/edit form of a staff member (decision 0097): name, e-mail, phone (optional), roles as
 * checkboxes with their Vietnamese labels, warehouses as a multi-select. Checked field by field with
 * the API's own contract (`staffInput`); `onSubmit` gets the parsed body.
 */
import { type StaffInput, staffInput } from '@app/shared/contracts/staff';
import { roleLabels, staffRoles } from '@app/shared/roles';
import { Checkbox, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';

const t = messages.staff;

export interface StaffFormValues {
  name: string;
  email: string;
  phone: string;
  roles: string[];
  warehouseIds: number[];
}

export const emptyStaff: StaffFormValues = { name: '', email: '', phone: '', roles: [], warehouseIds: [] };

export function StaffForm({
  id,
  initial,
  warehouses,
  onSubmit,
}: {
  /** The form's id, for a submit button outside it (a modal's footer). */
  id: string;
  initial: StaffFormValues;
  warehouses: { id: number; name: string }[];
  onSubmit: (body: StaffInput) => void;
}) {
  const [form] = Form.useForm<StaffFormValues>();
  useEffect(() => form.setFieldsValue(initial), [form, initial]);
  const submit = (values: StaffFormValues) => {
    const body = { ...values, phone: values.phone ?? '', warehouseIds: values.warehouseIds ?? [] };
    const parsed = staffInput.safeParse(body);
    // Roles in the catalogue's order, as the API stores them; the rest as typed (the API trims).
    if (parsed.success) onSubmit({ ...body, roles: parsed.data.roles } as StaffInput);
  };
  return (
    <Form<StaffFormValues> form={form} name={id} id={id} layout="vertical" initialValues={initial} onFinish={submit}>
      <Form.Item name="name" label={t.name} rules={[zodRule(staffInput.shape.name)]}>
        <Input maxLength={100} autoComplete="off" data-testid="staff-form-name" />
      </Form.Item>
      <Form.Item name="email" label={t.email} extra={t.emailHint} rules={[zodRule(staffInput.shape.email)]}>
        <Input maxLength={254} autoComplete="off" data-testid="staff-form-email" />
      </Form.Item>
      <Form.Item name="phone" label={t.phone} extra={t.phoneHint} rules={[zodRule(staffInput.shape.phone)]}>
        <Input maxLength={30} inputMode="tel" autoComplete="off" data-testid="staff-form-phone" />
      </Form.Item>
      <Form.Item name="roles" label={t.roles} rules={[zodRule(staffInput.shape.roles)]}>
        <Checkbox.Group
          options={staffRoles.map((r) => ({ value: r, label: roleLabels[r] }))}
          data-testid="staff-form-roles"
        />
      </Form.Item>
      <Form.Item name="warehouseIds" label={t.warehouses} extra={t.warehousesHint}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t.warehousesNone}
          options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
          optionFilterProp="label"
          data-testid="staff-form-warehouses"
        />
      </Form.Item>
    </Form>
  );
}
