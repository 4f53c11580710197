/**
 * The login form's second step (decision 0098), shown when the API answers `totp-required`: the
 * 6-digit code from the authenticator app, or, after "Dùng mã khôi phục", one recovery code.
 * Checked by the shared `totpCode` / `recoveryCode` contracts; the parent sends it with the password.
 */
import { recoveryCode, totpCode } from '@app/shared/contracts/totp';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';
import type { SecondFactor } from './api.ts';

const t = messages.security.login;

export function SecondFactorForm(props: {
  pending: boolean;
  onSubmit: (second: SecondFactor) => void;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  return (
    <Form<{ code: string }>
      key={recovery ? 'recovery' : 'totp'}
      layout="vertical"
      name="login-second-factor"
      requiredMark={false}
      disabled={props.pending}
      onFinish={({ code }) =>
        props.onSubmit(recovery ? { recoveryCode: code.trim() } : { totpCode: code.replace(/\s+/g, '') })
      }
    >
      <Typography.Paragraph>{recovery ? t.recoveryIntro : t.codeIntro}</Typography.Paragraph>
      <Form.Item
        name="code"
        label={recovery ? t.recoveryCode : t.code}
        rules={[zodRule(recovery ? recoveryCode : totpCode)]}
      >
        {recovery ? (
          <Input autoComplete="off" autoFocus data-testid="login-recovery-code" />
        ) : (
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
            data-testid="login-totp-code"
          />
        )}
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={props.pending} data-testid="login-second-submit">
        {t.submit}
      </Button>
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <Button type="link" style={{ paddingInline: 0 }} onClick={props.onBack}>
          {t.back}
        </Button>
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          onClick={() => setRecovery(!recovery)}
          data-testid="login-switch-factor"
        >
          {recovery ? t.useApp : t.useRecovery}
        </Button>
      </Flex>
    </Form>
  );
}
