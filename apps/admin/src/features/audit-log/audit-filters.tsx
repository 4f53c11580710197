/**
 * The audit log's filters: staff member (id), subject type and id, a date range (days in Vietnam).
 * They live in the URL, so a link (a staff member's name in the table) can set them.
 */
import { auditSubjectTypes } from '@app/shared/contracts/audit';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { messages } from '../../messages.ts';
import { subjectLabel } from './audit-subject.ts';

const t = messages.audit;
const DAY = 'YYYY-MM-DD';

export interface FilterValues {
  actorId?: number;
  subjectType?: string;
  subjectId?: string;
  from?: string;
  to?: string;
}

interface FormValues {
  actorId?: number | null;
  subjectType?: string;
  subjectId?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const toForm = (v: FilterValues): FormValues => ({
  actorId: v.actorId ?? null,
  subjectType: v.subjectType,
  subjectId: v.subjectId ?? '',
  dates: v.from || v.to ? [v.from ? dayjs(v.from) : null, v.to ? dayjs(v.to) : null] : null,
});

export function AuditFilters({ value, onChange }: { value: FilterValues; onChange: (v: FilterValues) => void }) {
  const [form] = Form.useForm<FormValues>();
  // Follow the URL (a staff member's link, "Bỏ lọc"), not every render: `value` is a new object each time.
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`
  useEffect(() => form.setFieldsValue(toForm(value)), [form, key]);
  const submit = (f: FormValues) =>
    onChange({
      actorId: f.actorId ?? undefined,
      subjectType: f.subjectType || undefined,
      subjectId: f.subjectId?.trim() || undefined,
      from: f.dates?.[0]?.format(DAY),
      to: f.dates?.[1]?.format(DAY),
    });
  return (
    <Form form={form} layout="inline" onFinish={submit} initialValues={toForm(value)} data-testid="audit-filters">
      <Form.Item name="actorId">
        <InputNumber
          min={1}
          max={2_147_483_647}
          precision={0}
          prefix={t.actorPrefix}
          placeholder={t.filterActor}
          style={{ width: 170 }}
          data-testid="audit-actor"
        />
      </Form.Item>
      <Form.Item name="subjectType">
        <Select
          allowClear
          placeholder={t.filterSubjectType}
          style={{ width: 210 }}
          options={auditSubjectTypes.map((type) => ({ value: type, label: subjectLabel(type) }))}
        />
      </Form.Item>
      <Form.Item name="subjectId">
        <Input placeholder={t.filterSubjectId} maxLength={50} style={{ width: 130 }} allowClear />
      </Form.Item>
      <Form.Item name="dates">
        <DatePicker.RangePicker format="DD/MM/YYYY" placeholder={t.filterDates} allowEmpty={[true, true]} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="audit-apply">
          {t.apply}
        </Button>
        <Button onClick={() => onChange({})}>{t.clear}</Button>
      </Space>
    </Form>
  );
}
