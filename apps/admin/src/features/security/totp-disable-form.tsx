/** Turning two-factor sign-in off (decision 0098) with a code from the app or one recovery code. */
import { recoveryCode } from '@app/shared/contracts/totp';
import { App, Button, Form, Input, Typography } from 'antd';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import { useDisableTotp } from './api.ts';

const t = messages.security;

export function TotpDisableForm() {
  const { message } = App.useApp();
  const disable = useDisableTotp();
  const [form] = Form.useForm<{ code: string }>();
  const submit = ({ code }: { code: string }) =>
    disable.mutate(code.trim(), {
      onSuccess: () => {
        message.success(t.disabled);
        form.resetFields();
      },
      onError: (error) => message.error(errorText(error)),
    });
  return (
    <>
      <Typography.Title level={5}>{t.disableTitle}</Typography.Title>
      <Typography.Paragraph>{t.disableIntro}</Typography.Paragraph>
      <Form form={form} layout="inline" name="totp-disable" onFinish={submit} disabled={disable.isPending}>
        <Form.Item name="code" label={t.disableCode} rules={[zodRule(recoveryCode)]}>
          <Input autoComplete="one-time-code" data-testid="totp-disable-code" />
        </Form.Item>
        <Button danger htmlType="submit" loading={disable.isPending} data-testid="totp-disable">
          {t.disable}
        </Button>
      </Form>
    </>
  );
}
