/**
 * Turning two-factor sign-in on (decision 0098): "Bắt đầu cài đặt" asks the API for a secret, shown
 * as a QR code (drawn in the browser by `qrcode`, loaded on demand) and as text to type; the member
 * confirms with the 6-digit code the app then shows, and `onEnabled` receives the recovery codes.
 */
import { totpCode } from '@app/shared/contracts/totp';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import { useEnableTotp, useSetupTotp } from './api.ts';

const t = messages.security;

function QrImage({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt={t.qrAlt} width={220} height={220} data-testid="totp-qr" />
  ) : (
    <div style={{ width: 220, height: 220 }} />
  );
}

export function TotpSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { message } = App.useApp();
  const setup = useSetupTotp();
  const enable = useEnableTotp();

  if (!setup.data) {
    return (
      <Button
        type="primary"
        loading={setup.isPending}
        onClick={() => setup.mutate(undefined, { onError: (error) => message.error(errorText(error)) })}
        data-testid="totp-start"
      >
        {t.start}
      </Button>
    );
  }
  const submit = ({ code }: { code: string }) =>
    enable.mutate(code.replace(/\s+/g, ''), {
      onSuccess: ({ recoveryCodes }) => {
        message.success(t.enabled);
        onEnabled(recoveryCodes);
      },
      onError: (error) => message.error(errorText(error)),
    });
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={5}>{t.step1}</Typography.Title>
      <Flex gap={24} wrap align="center">
        <QrImage uri={setup.data.otpauthUri} />
        <div>
          <Typography.Paragraph>{t.manual}</Typography.Paragraph>
          <Typography.Text
            code
            copyable={{ text: setup.data.secret, tooltips: [t.copySecret, t.copied] }}
            data-testid="totp-secret"
          >
            {setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography.Text>
        </div>
      </Flex>
      <Typography.Title level={5}>{t.step2}</Typography.Title>
      <Form<{ code: string }> layout="inline" name="totp-enable" onFinish={submit} disabled={enable.isPending}>
        <Form.Item name="code" label={messages.security.login.code} rules={[zodRule(totpCode)]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} data-testid="totp-enable-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={enable.isPending} data-testid="totp-enable">
          {t.enable}
        </Button>
      </Form>
    </Flex>
  );
}
