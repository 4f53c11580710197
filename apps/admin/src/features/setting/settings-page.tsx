/**
 * 'Cài đặt' page (admin only, decision 0071): the timed rules' day counts — complete a delivered
 * order, cancel an unpaid one, remind a customer of a price to confirm — with who saved them last.
 * The jobs read the saved values when they run, so a change applies to orders already waiting.
 */
import { type SettingName, settingRules, settingsInput } from '@app/shared/contracts/setting';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { settingsQuery, useSaveSettings } from './api.ts';

const t = messages.settings;

const fields: { name: SettingName; label: string; hint: string }[] = [
  { name: 'deliveredCompleteDays', label: t.deliveredCompleteDays, hint: t.deliveredCompleteHint },
  { name: 'unpaidCancelDays', label: t.unpaidCancelDays, hint: t.unpaidCancelHint },
  { name: 'confirmationReminderDays', label: t.confirmationReminderDays, hint: t.confirmationReminderHint },
  // Withdrawals (DESIGN.md §3.8): hours and đồng.
  { name: 'withdrawAccountWaitHours', label: t.withdrawAccountWaitHours, hint: t.withdrawAccountWaitHint },
  { name: 'withdrawMinVnd', label: t.withdrawMinVnd, hint: t.withdrawMinHint },
  { name: 'withdrawMaxVnd', label: t.withdrawMaxVnd, hint: t.withdrawMaxHint },
  { name: 'withdrawDailyMaxVnd', label: t.withdrawDailyMaxVnd, hint: t.withdrawDailyMaxHint },
  // Complaints (DESIGN.md §3.9): how long after delivery a customer may complain.
  { name: 'complaintWindowHours', label: t.complaintWindowHours, hint: t.complaintWindowHint },
  // Pay-on-behalf orders (decision 0114): days a paid order waits before it completes by itself.
  { name: 'pobPaidCompleteDays', label: t.pobPaidCompleteDays, hint: t.pobPaidCompleteHint },
];

/** The unit shown after each field's number, by the setting's unit. */
const unitSuffix = { days: t.days, hours: t.hours, vnd: '₫' } as const;

type Values = Record<SettingName, number | null>;

export function SettingsPage() {
  useTitle(t.title);
  const settings = useQuery(settingsQuery);
  const save = useSaveSettings();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const data = settings.data;

  useEffect(() => {
    if (data) {
      form.setFieldsValue({
        deliveredCompleteDays: data.deliveredCompleteDays,
        unpaidCancelDays: data.unpaidCancelDays,
        confirmationReminderDays: data.confirmationReminderDays,
        withdrawAccountWaitHours: data.withdrawAccountWaitHours,
        withdrawMinVnd: data.withdrawMinVnd,
        withdrawMaxVnd: data.withdrawMaxVnd,
        withdrawDailyMaxVnd: data.withdrawDailyMaxVnd,
        complaintWindowHours: data.complaintWindowHours,
        pobPaidCompleteDays: data.pobPaidCompleteDays,
      });
    }
  }, [data, form]);

  const submit = (values: Values) => {
    const parsed = settingsInput.safeParse(values);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => message.success(t.saved),
      onError: (error) => message.error(errorText(error)),
    });
  };

  return (
    <>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      {settings.isError && <LoadError error={settings.error} onRetry={() => settings.refetch()} />}
      <Card title={t.timedTitle} loading={settings.isPending} style={{ maxWidth: 720 }}>
        <Typography.Paragraph type="secondary">{t.timedIntro}</Typography.Paragraph>
        <Form form={form} layout="vertical" name="settings" requiredMark={false} onFinish={submit}>
          {fields.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={f.label}
              extra={f.hint}
              rules={[zodRule(settingsInput.shape[f.name])]}
            >
              <InputNumber<number>
                {...typedNumber}
                style={{ width: 240 }}
                suffix={unitSuffix[settingRules[f.name].unit]}
                formatter={
                  settingRules[f.name].unit === 'vnd' ? (v) => (v ? Number(v).toLocaleString('vi-VN') : '') : undefined
                }
                inputMode="numeric"
                data-testid={`setting-${f.name}`}
              />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
            {t.submit}
          </Button>
        </Form>
        {data && (
          <Typography.Paragraph
            type="secondary"
            style={{ marginTop: 16, marginBottom: 0 }}
            data-testid="settings-updated"
          >
            {data.updatedAt && data.updatedBy ? t.updated(formatDateTime(data.updatedAt), data.updatedBy) : t.defaults}
          </Typography.Paragraph>
        )}
      </Card>
    </>
  );
}
